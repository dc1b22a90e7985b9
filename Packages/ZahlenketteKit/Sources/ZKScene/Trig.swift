import Foundation

/// Sine and cosine for the scene's geometry (one place that touches Foundation's math).
public func sine(_ angle: Double) -> Double { sin(angle) }

public func cosine(_ angle: Double) -> Double { cos(angle) }

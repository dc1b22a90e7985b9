/// Switches for the benchmark's ablations; the product always uses `.standard`.
public struct EngineOptions: Hashable, Codable, Sendable {
    /// The success-rate controller (9.7); off means always neutral.
    public var usesController: Bool
    /// Stretch slots (9.9.1).
    public var usesStretch: Bool

    public init(usesController: Bool = true, usesStretch: Bool = true) {
        self.usesController = usesController
        self.usesStretch = usesStretch
    }

    /// The product's engine.
    public static let standard = EngineOptions()
    /// Leitner-only baseline: no controller, no stretch.
    public static let leitnerOnly = EngineOptions(usesController: false, usesStretch: false)
}

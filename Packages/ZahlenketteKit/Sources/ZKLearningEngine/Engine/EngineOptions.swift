/// Switches for the benchmark's ablations; the product always uses `.standard`.
public struct EngineOptions: Hashable, Codable, Sendable {
    /// The success-rate controller (9.7); off means always neutral.
    public var usesController: Bool
    /// Stretch slots (9.9.1).
    public var usesStretch: Bool

    /// Focus picks keep the round's predicted first-try rate at the 0.80 target (D-0105).
    public var composesForTarget: Bool

    public init(usesController: Bool = true, usesStretch: Bool = true, composesForTarget: Bool = false) {
        self.usesController = usesController
        self.usesStretch = usesStretch
        self.composesForTarget = composesForTarget
    }

    /// The product's engine.
    public static let standard = EngineOptions()
    /// Leitner-only baseline: no controller, no stretch.
    public static let leitnerOnly = EngineOptions(usesController: false, usesStretch: false)
}

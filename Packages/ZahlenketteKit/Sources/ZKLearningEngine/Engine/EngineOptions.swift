/// Switches for the benchmark's ablations; the product always uses `.standard`.
public struct EngineOptions: Hashable, Codable, Sendable {
    /// The success-rate controller (9.7); off means always neutral.
    public var usesController: Bool
    /// Stretch slots (9.9.1).
    public var usesStretch: Bool
    /// Focus weights (9.9.3; since D-0145 only the previous round's numbers weighing half); off means
    /// every focus candidate weighs the same.
    public var usesFocusWeights: Bool
    /// Scaffolded tasks (D-0118); off means no task is marked scaffolded.
    public var usesScaffolding: Bool

    /// Picks must leave the round able to reach the success target (D-0120).
    public var fitsTarget: Bool

    public init(
        usesController: Bool = true, usesStretch: Bool = true, usesFocusWeights: Bool = true,
        usesScaffolding: Bool = true, fitsTarget: Bool = true
    ) {
        self.usesController = usesController
        self.usesStretch = usesStretch
        self.usesFocusWeights = usesFocusWeights
        self.usesScaffolding = usesScaffolding
        self.fitsTarget = fitsTarget
    }

    /// The product's engine.
    public static let standard = EngineOptions()
    /// Leitner-only baseline: no controller, no stretch.
    public static let leitnerOnly = EngineOptions(usesController: false, usesStretch: false)
}

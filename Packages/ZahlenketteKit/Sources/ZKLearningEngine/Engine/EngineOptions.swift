/// Switches for the benchmark's ablations; the product always uses `.standard`.
public struct EngineOptions: Hashable, Codable, Sendable {
    /// The success-rate controller (9.7); off means always neutral.
    public var usesController: Bool
    /// Stretch slots (9.9.1).
    public var usesStretch: Bool
    /// Numbers of the game's previous round come after the others of their kind; off means they
    /// come in their place (docs/engine.md#planning-a-round).
    public var usesFocusWeights: Bool
    /// The easiest form for a first meeting and after a miss (docs/engine.md#help); off means no
    /// task is marked scaffolded.
    public var usesScaffolding: Bool

    /// Known numbers are mixed into rounds to hold the success band (docs/engine.md#interspersal);
    /// off means numbers being learned fill a round first.
    public var intersperses: Bool

    /// Known numbers come at step one unless the child's first tries are at `knownAtStepRate`
    /// (docs/engine.md#interspersal); off means they always come at the game's step.
    public var easesKnownNumbers: Bool

    public init(
        usesController: Bool = true, usesStretch: Bool = true, usesFocusWeights: Bool = true,
        usesScaffolding: Bool = true, intersperses: Bool = true, easesKnownNumbers: Bool = true
    ) {
        self.usesController = usesController
        self.usesStretch = usesStretch
        self.usesFocusWeights = usesFocusWeights
        self.usesScaffolding = usesScaffolding
        self.intersperses = intersperses
        self.easesKnownNumbers = easesKnownNumbers
    }

    /// The product's engine.
    public static let standard = EngineOptions()
    /// Leitner-only baseline: no controller, no stretch.
    public static let leitnerOnly = EngineOptions(usesController: false, usesStretch: false)
}

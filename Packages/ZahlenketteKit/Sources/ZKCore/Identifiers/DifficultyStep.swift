/// A game's difficulty step (docs/engine.md#learning-from-a-task). Step labels for parents
/// are the content keys `game.step.leicht`, `game.step.mittel` and `game.step.schwer`.
public enum DifficultyStep: Int, CaseIterable, Codable, Sendable, Comparable {
    case step1 = 1
    case step2 = 2
    case step3 = 3

    /// One step harder, or nil at step 3.
    public var next: DifficultyStep? {
        DifficultyStep(rawValue: rawValue + 1)
    }

    /// One step easier, or nil at step 1.
    public var previous: DifficultyStep? {
        DifficultyStep(rawValue: rawValue - 1)
    }

    /// The step label key in Content.xcstrings.
    public var labelKey: String {
        switch self {
        case .step1: "game.step.leicht"
        case .step2: "game.step.mittel"
        case .step3: "game.step.schwer"
        }
    }

    public static func < (lhs: DifficultyStep, rhs: DifficultyStep) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

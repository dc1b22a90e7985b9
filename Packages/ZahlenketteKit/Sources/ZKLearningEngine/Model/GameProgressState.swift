import ZKCore

/// Per profile and game: the stepping state (docs/engine.md#learning-from-a-task, spec 9.6) and the previous round's cells (9.9.3).
public struct GameProgressState: Hashable, Codable, Sendable {
    public var step: DifficultyStep
    /// First-try flags of the last 6 non-stretch tasks, oldest first.
    public var window: [Bool]
    /// Rounds completed at the current step.
    public var roundsAtStep: Int
    /// Shown solutions in a row.
    public var shownInARow: Int
    /// The cells of the previous round (recent-cell damping).
    public var lastRoundCells: [CellKey]
    /// The cells of the round in progress.
    public var currentRoundCells: [CellKey]
    /// The last day the game was played.
    public var lastPlayedOn: LocalDate?

    public init(
        step: DifficultyStep, window: [Bool] = [], roundsAtStep: Int = 0, shownInARow: Int = 0,
        lastRoundCells: [CellKey] = [], currentRoundCells: [CellKey] = [], lastPlayedOn: LocalDate? = nil
    ) {
        self.step = step
        self.window = window
        self.roundsAtStep = roundsAtStep
        self.shownInARow = shownInARow
        self.lastRoundCells = lastRoundCells
        self.currentRoundCells = currentRoundCells
        self.lastPlayedOn = lastPlayedOn
    }
}

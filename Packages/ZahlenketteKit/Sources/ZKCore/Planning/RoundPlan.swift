import Foundation

/// What one round will contain: the only declaration of the engine-to-game contract (spec 5.3.2).
/// Everywhere the framework or the app needs "the round ID", it uses `id`.
public struct RoundPlan: Sendable, Hashable, Codable, Identifiable {
    /// The round ID; also the ledger source ID of the round bonus.
    public let id: UUID
    public let gameID: GameID
    public let step: DifficultyStep
    public let level: Level
    public let range: RangeStage
    /// Per level, or the step override of the game (docs/engine.md#planning-a-round).
    public let tasks: [PlannedTask]
    /// Non-nil exactly when `context` is `.abenteuer`.
    public let abenteuerID: UUID?
    /// Task-generation seed for the framework.
    public let seed: UInt64
    /// Planned in re-entry mode (docs/engine.md#learning-from-a-task).
    public let isReentry: Bool
    /// `.standard` for every plan produced by the engine.
    public let mode: GameMode
    public let context: RoundContext

    public init(
        id: UUID, gameID: GameID, step: DifficultyStep, level: Level, range: RangeStage, tasks: [PlannedTask],
        abenteuerID: UUID?, seed: UInt64, isReentry: Bool, mode: GameMode, context: RoundContext
    ) {
        self.id = id
        self.gameID = gameID
        self.step = step
        self.level = level
        self.range = range
        self.tasks = tasks
        self.abenteuerID = abenteuerID
        self.seed = seed
        self.isReentry = isReentry
        self.mode = mode
        self.context = context
    }
}

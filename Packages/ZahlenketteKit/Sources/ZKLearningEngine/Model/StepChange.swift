import ZKCore

/// A game's step moved after a round (docs/engine.md#learning-from-a-task, spec 9.6).
public struct StepChange: Hashable, Codable, Sendable {
    public let gameID: GameID
    public let from: DifficultyStep
    public let to: DifficultyStep

    public init(gameID: GameID, from: DifficultyStep, to: DifficultyStep) {
        self.gameID = gameID
        self.from = from
        self.to = to
    }
}

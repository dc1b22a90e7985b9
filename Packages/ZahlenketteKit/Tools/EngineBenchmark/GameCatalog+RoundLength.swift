import ZKCore
import ZKLearningEngine

extension GameCatalog {
    /// How many tasks a baseline's round of `game` has at `step`: the game's own length, else the
    /// level's, as the engine plans it (docs/engine.md#planning-a-round, spec 9.9).
    func roundLength(for game: GameID, step: DifficultyStep, level: Level) -> Int {
        tasksPerRound(for: game, step: step, level: level) ?? level.tasksPerRound
    }
}

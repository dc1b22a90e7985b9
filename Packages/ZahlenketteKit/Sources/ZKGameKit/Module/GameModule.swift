import ZKContent
import ZKCore

/// One game as the app sees it (spec 5.4.3, games.md 10): its identity, the numbers it can show,
/// and a factory for rounds.
public protocol GameModule {
    var id: GameID { get }
    /// The numbers a task may be about; the engine plans only from these (games.md 10).
    func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound
}

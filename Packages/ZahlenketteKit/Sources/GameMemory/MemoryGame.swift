import ZKContent
import ZKCore
import ZKGameKit

/// Memory as the app sees it (docs/games.md#memory): find the numeral card and the quantity card of
/// the same number; one board per round, one pair per planned task.
public struct MemoryGame: GameModule {
    public let id = GameID.memory

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        MemoryBoardGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: MemoryRules(config: setup.config), setup: setup)
    }
}

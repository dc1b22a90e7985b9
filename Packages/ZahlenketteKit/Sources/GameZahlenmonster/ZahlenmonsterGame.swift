import ZKContent
import ZKCore
import ZKGameKit

/// Zahlenmonster as the app sees it (docs/games.md#zahlenmonster): a number word and numeral become
/// a quantity of cookies on the plate.
public struct ZahlenmonsterGame: GameModule {
    public let id = GameID.zahlenmonster

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        ZahlenmonsterTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: ZahlenmonsterRules(config: setup.config), setup: setup)
    }
}

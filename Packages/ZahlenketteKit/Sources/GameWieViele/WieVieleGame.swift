import ZKContent
import ZKCore
import ZKGameKit

/// Wie viele? as the app sees it (docs/games.md#wie-viele): count the objects, tap the numeral.
public struct WieVieleGame: GameModule {
    public let id = GameID.wieViele

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        WieVieleTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: WieVieleRules(config: setup.config), setup: setup)
    }
}

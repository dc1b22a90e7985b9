import ZKContent
import ZKCore
import ZKGameKit

/// Blitzblick as the app sees it (docs/games.md#blitzblick): a quantity flashes, a cloud covers it,
/// the child taps its numeral.
public struct BlitzblickGame: GameModule {
    public let id = GameID.blitzblick

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        BlitzblickTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: BlitzblickRules(config: setup.config), setup: setup)
    }
}

import ZKContent
import ZKCore
import ZKGameKit

/// Froschsprung as the app sees it (docs/games.md#froschsprung): a spoken number becomes a stone on
/// the number line the frog jumps to.
public struct FroschsprungGame: GameModule {
    public let id = GameID.froschsprung

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        FroschsprungTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: FroschsprungRules(config: setup.config), setup: setup)
    }
}

import ZKContent
import ZKCore
import ZKGameKit

/// Was fehlt? as the app sees it (docs/games.md#was-fehlt): the missing bead's numeral, tapped or
/// dragged.
public struct WasFehltGame: GameModule {
    public let id = GameID.wasFehlt

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        WasFehltTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: WasFehltRules(config: setup.config), setup: setup)
    }
}

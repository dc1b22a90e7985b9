import ZKContent
import ZKCore
import ZKGameKit

/// Schüttelbox as the app sees it (docs/games.md#schüttelbox): shake the box, name the beads under
/// the lid.
public struct SchuettelboxGame: GameModule {
    public let id = GameID.schuettelbox

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        SchuettelboxTaskGenerator.validNumbers(config: config, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(plan: plan, game: SchuettelboxRules(config: setup.config), setup: setup)
    }
}

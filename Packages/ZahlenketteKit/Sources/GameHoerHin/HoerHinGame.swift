import ZKContent
import ZKCore
import ZKGameKit

/// Hör hin as the app sees it (docs/games.md#hör-hin): rounds of numeral tiles under the rabbit.
public struct HoerHinGame: GameModule {
    public let id = GameID.hoerHin

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        HoerHinTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(
            plan: plan, game: HoerHinRules(config: setup.config, voiceEnabled: setup.voiceEnabled), setup: setup)
    }
}

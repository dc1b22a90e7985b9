import ZKContent
import ZKCore
import ZKGameKit

/// Nachspuren as the app sees it (docs/games.md#nachspuren): trace the numeral stroke by stroke.
public struct NachspurenGame: GameModule {
    public let id = GameID.nachspuren

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        NachspurenTaskGenerator.validNumbers(config: config, level: level, range: range)
    }

    /// The templates come from the shared content (`numerals.json`).
    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        let rules = NachspurenRules(
            config: setup.config, templates: setup.content.numerals, aspectRatio: setup.content.numeralAspectRatio,
            leftHanded: setup.leftHanded)
        return RoundDriver(plan: plan, game: rules, setup: setup)
    }
}

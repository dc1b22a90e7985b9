import ZKContent
import ZKCore
import ZKGameKit

/// Mehr oder weniger as the app sees it (docs/games.md#mehr-oder-weniger): two animals' sets, one
/// above the other; the child taps the one with more (or fewer).
public struct MehrOderWenigerGame: GameModule {
    public let id = GameID.mehrWeniger

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        MehrOderWenigerTaskGenerator.validNumbers(config: config, level: level, range: range)
    }

    /// The child taps one of two sets at every step: a guess is a coin flip (D-0137).
    public func guessChance(config: GameConfig, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double? {
        0.5
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        RoundDriver(
            plan: plan, game: MehrOderWenigerRules(config: setup.config, voiceEnabled: setup.voiceEnabled),
            setup: setup)
    }
}

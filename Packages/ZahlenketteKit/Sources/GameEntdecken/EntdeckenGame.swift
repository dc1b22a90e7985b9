import ZKContent
import ZKCore
import ZKGameKit

/// Entdecken as the app sees it (games.md 11.1): engine-planned rounds are Zähl mit; the magnifier
/// picture opens free explore, which records nothing.
public struct EntdeckenGame: GameModule {
    public let id = GameID.entdecken

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        EntdeckenTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    /// Zähl mit for standard plans, free explore for a `.freeExplore` plan (nothing explored yet).
    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        if plan.mode == .freeExplore { return makeExploreRound(plan: plan, setup: setup, explored: []) }
        return TileRound(plan: plan, game: EntdeckenRules(config: setup.config), setup: setup)
    }

    /// Free explore, continuing from the numbers a profile explored before (see
    /// `EntdeckenExploreRound.exploredNumbers(fromJSON:)`).
    public func makeExploreRound(plan: RoundPlan, setup: RoundSetup, explored: Set<Int>) -> EntdeckenExploreRound {
        EntdeckenExploreRound(plan: plan, setup: setup, explored: explored)
    }
}

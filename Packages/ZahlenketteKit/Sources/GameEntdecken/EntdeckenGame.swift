import ZKContent
import ZKCore
import ZKGameKit

/// Entdecken as the app sees it (docs/games.md#entdecken): the magnifier picture opens free
/// explore, which records nothing; the counting hand opens Zähl mit, as every engine-planned round
/// does.
public struct EntdeckenGame: GameModule {
    public let id = GameID.entdecken

    public init() {}

    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        EntdeckenTaskGenerator.validNumbers(config: config, step: step, level: level, range: range)
    }

    /// The magnifier and the counting hand, pictures from the game's content.
    public func entryModes(config: GameConfig) -> [GameEntryMode] {
        let figures = config.figureAssetNames ?? []
        return [
            GameEntryMode(
                element: "modeExplore", mode: .freeExplore, pictureAsset: figures.first { $0.contains("lupe") } ?? "",
                labelKey: "game.entdecken.a11y.explore"),
            GameEntryMode(
                element: "modeCount", mode: .standard, pictureAsset: figures.first { $0.contains("hand") } ?? "",
                labelKey: "game.entdecken.a11y.count"),
        ]
    }

    /// Zähl mit for standard plans; free explore for a `.freeExplore` plan, continuing from the
    /// numbers the profile explored before (`setup.savedState`).
    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        if plan.mode == .freeExplore {
            let explored = EntdeckenExploreRules.exploredNumbers(fromJSON: setup.savedState)
            return RoundDriver(
                plan: plan, game: EntdeckenExploreRules(config: setup.config, explored: explored), setup: setup)
        }
        return RoundDriver(plan: plan, game: EntdeckenRules(config: setup.config), setup: setup)
    }
}

import ZKContent
import ZKCore
import ZKGameKit

/// Punkt zu Punkt as the app sees it (docs/games.md#punkt-zu-punkt): connect the dots in order
/// until a picture appears; the profile keeps the finished pictures.
public struct PunktZuPunktGame: GameModule {
    public let id = GameID.punktZuPunkt

    public init() {}

    /// 2…D: dot 1 is where the pen starts, so it is never asked for.
    public func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        config.validNumbers(level: level, range: range).filter { $0 >= 2 }
    }

    public func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound {
        let rules = PunktZuPunktRules(
            config: setup.config, pictures: setup.content.dotPictures,
            completedBefore: PunktZuPunktSavedState.completedPictureIDs(fromJSON: setup.savedState))
        return RoundDriver(plan: plan, game: rules, setup: setup)
    }
}

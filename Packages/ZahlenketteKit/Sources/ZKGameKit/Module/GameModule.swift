import ZKContent
import ZKCore

/// One game as the app sees it (spec 5.4.3, games.md 10): its identity, the numbers it can show,
/// the ways a child may enter it, and a factory for rounds. The app knows games only through this.
public protocol GameModule {
    var id: GameID { get }
    /// The numbers a task may be about; the engine plans only from these (games.md 10).
    func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    /// The pictures the child chooses from before a round (Entdecken: magnifier or counting hand).
    /// Empty or one mode: the round starts at once in `.standard`.
    func entryModes(config: GameConfig) -> [GameEntryMode]
    /// A round for `plan`; `setup.savedState` carries what the profile kept from earlier rounds.
    func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound
}

extension GameModule {
    public func entryModes(config: GameConfig) -> [GameEntryMode] { [] }
}

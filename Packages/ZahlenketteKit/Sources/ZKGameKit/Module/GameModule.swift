import ZKContent
import ZKCore

/// One game as the app sees it (spec 5.4.3, docs/games.md#the-shared-round): its identity, the
/// numbers it can show, the ways a child may enter it, and a factory for rounds. The app knows
/// games only through this.
public protocol GameModule {
    var id: GameID { get }
    /// The numbers a task may be about; the engine plans only from these
    /// (docs/games.md#valid-numbers).
    func validNumbers(config: GameConfig, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    /// The pictures the child chooses from before a round (Entdecken: magnifier or counting hand).
    /// Empty or one mode: the round starts at once in `.standard`.
    func entryModes(config: GameConfig) -> [GameEntryMode]
    /// A round for `plan`; `setup.savedState` carries what the profile kept from earlier rounds.
    func makeRound(plan: RoundPlan, setup: RoundSetup) -> any GameRound
    /// The chance that a child who does not know the answer is right by luck, in the form shown at
    /// `step` (or the easiest form when `scaffolded`); nil when the game has no rule of its own and
    /// the engine's tile table applies (D-0137).
    func guessChance(config: GameConfig, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double?
}

extension GameModule {
    public func entryModes(config: GameConfig) -> [GameEntryMode] { [] }

    /// A tile game (its content counts the tiles per step) guesses among the tiles it shows: the
    /// step's, at most two in the easiest form (D-0136). Other games: nil.
    public func guessChance(config: GameConfig, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double? {
        guard config.step(step)?.optionCount?[level] != nil else { return nil }
        return TileSpec(config: config, step: step, level: level, scaffolded: scaffolded).guessChance
    }
}

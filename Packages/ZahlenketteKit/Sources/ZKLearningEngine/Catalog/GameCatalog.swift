import ZKCore

/// The games as the engine sees them: an input, so the engine never plans a number a game cannot
/// show (docs/engine.md#what-it-knows, games spec 10 "Valid numbers"). The app builds one from content; `StandardGameCatalog`
/// encodes the same rules (docs/engine.md#what-it-knows) for tests and the benchmark.
public protocol GameCatalog: Sendable {
    /// Every game the catalog describes, in its order (the app's: the game list of `Package.swift`).
    var games: [GameID] { get }
    /// The game's skills, tier and Abenteuer flag, or nil for a game the catalog does not know.
    func descriptor(for game: GameID) -> GameDescriptor?
    /// The numbers the game can show at this step, level and range, ascending.
    func validNumbers(for game: GameID, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    /// The game's round length at this step and level, or nil for the level default (9.9.2).
    func tasksPerRound(for game: GameID, step: DifficultyStep, level: Level) -> Int?
    /// The answer tiles the game shows at this step and level; a child who does not know guesses among
    /// them (D-0131).
    func answerTiles(for game: GameID, step: DifficultyStep, level: Level) -> Int
    /// The chance that a child who does not know the answer is right on the first try, in the form
    /// the child sees: the planned step's, or the easiest form when `scaffolded` (D-0131, D-0137).
    func guessChance(for game: GameID, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double
}

extension GameCatalog {
    /// docs/engine.md#what-it-knows, games spec 10: the tile table, littleOnes 2/3/3 and vorschule 3/3/4 by step. Every
    /// game's content follows it; a catalog with other tile counts overrides this.
    public func answerTiles(for game: GameID, step: DifficultyStep, level: Level) -> Int {
        let table =
            level == .littleOnes ? EngineConstants.answerTilesLittleOnes : EngineConstants.answerTilesVorschule
        return table[min(max(step.rawValue, 1), table.count) - 1]
    }

    /// Every game guesses among tiles unless the catalog knows better (D-0137).
    public func guessChance(for game: GameID, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double {
        tileGuessChance(for: game, step: step, level: level, scaffolded: scaffolded)
    }

    /// One over the tiles on screen: the step's, or the easiest form's two (D-0136).
    public func tileGuessChance(for game: GameID, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double {
        let tiles = scaffolded ? PlannedTask.scaffoldedAnswerTiles : answerTiles(for: game, step: step, level: level)
        return 1 / Double(max(tiles, 1))
    }
}

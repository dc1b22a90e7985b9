import ZKCore

/// The games as the engine sees them: an input, so the engine never plans a number a game cannot
/// show (games.md 10 "Valid numbers"). The app builds one from content; `StandardGameCatalog`
/// encodes the design's rules for tests and the benchmark.
public protocol GameCatalog: Sendable {
    /// The game's skills, tier and Abenteuer flag, or nil for a game the catalog does not know.
    func descriptor(for game: GameID) -> GameDescriptor?
    /// The numbers the game can show at this step, level and range, ascending.
    func validNumbers(for game: GameID, step: DifficultyStep, level: Level, range: RangeStage) -> [Int]
    /// The game's round length at this step and level, or nil for the level default (9.9.2).
    func tasksPerRound(for game: GameID, step: DifficultyStep, level: Level) -> Int?
}

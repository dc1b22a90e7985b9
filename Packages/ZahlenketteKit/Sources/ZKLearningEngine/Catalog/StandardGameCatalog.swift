import ZKCore

/// The twelve shipped games as the game design describes them, for the engine's tests and the
/// benchmark, which run without content: skills, tier, Abenteuer flag, valid numbers and
/// round-length overrides. The app never uses it: its catalog is built from each game's
/// `games/<id>.json` and module (`ContentGameCatalog`), and `ContentGameCatalogTests` checks that
/// both agree on every game this one knows. A game it does not know has no descriptor.
public struct StandardGameCatalog: GameCatalog, Hashable {
    public init() {}

    /// The twelve, in the design's order.
    public static let games: [GameID] = [
        .entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox,
        .froschsprung, .zahlenmonster, .memory, .punktZuPunkt,
    ]

    public var games: [GameID] { Self.games }

    public func descriptor(for game: GameID) -> GameDescriptor? {
        guard let skills = Self.designSkills[game] else { return nil }
        return GameDescriptor(
            gameID: game, primarySkill: skills.primary, secondarySkill: skills.secondary,
            tier: Self.freeGames.contains(game) ? .free : .premium, isAbenteuerEligible: game != .entdecken)
    }

    public func validNumbers(for game: GameID, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        let top = range.maxNumber
        switch game {
        case .schuettelbox:
            let highest =
                level == .littleOnes
                ? Self.schuettelboxHighestLittleOnes : Self.schuettelboxHighestVorschule
            return Array(Self.schuettelboxLowest...max(Self.schuettelboxLowest, min(top, highest)))
        case .blitzblick where level == .littleOnes:
            return Array(1...min(top, Self.blitzblickHighestLittleOnes))
        case .punktZuPunkt:
            return Array(Self.punktZuPunktLowest...top)
        default:
            return Array(1...top)
        }
    }

    public func tasksPerRound(for game: GameID, step: DifficultyStep, level: Level) -> Int? {
        switch game {
        case .nachspuren:
            return Self.nachspurenRoundLength
        case .memory:
            let pairs = level == .littleOnes ? Self.memoryPairsLittleOnes : Self.memoryPairsVorschule
            return pairs[step.rawValue - 1]
        default:
            return nil
        }
    }

    /// docs/engine.md#what-it-knows, games spec 12.2: Mehr oder weniger asks for one of two sets at every step, so a guess is a coin
    /// flip (D-0137). The other games keep the tile table: the tile games guess among their tiles, and
    /// Nachspuren's traced numeral follows a template the child sees, which the table's discount
    /// treats as about as easy to hit without knowing the number as a tile.
    public func guessChance(for game: GameID, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double {
        switch game {
        case .mehrWeniger: return Self.mehrWenigerGuess
        default: return tileGuessChance(for: game, step: step, level: level, scaffolded: scaffolded)
        }
    }

    /// docs/engine.md#what-it-knows, games spec 12.2: the child taps one of two frames.
    static let mehrWenigerGuess = 0.5

    /// 17.1: free forever.
    public static let freeGames: Set<GameID> = [.entdecken, .wieViele, .hoerHin, .wasFehlt]
    /// docs/engine.md#what-it-knows, games spec 12.3: Schüttelbox wholes start at 2 …
    static let schuettelboxLowest = 2
    /// … and end at 5 for littleOnes …
    static let schuettelboxHighestLittleOnes = 5
    /// … and at 10 for vorschule.
    static let schuettelboxHighestVorschule = 10
    /// docs/engine.md#what-it-knows, games spec 12.1: Blitzblick shows at most 10 at littleOnes.
    static let blitzblickHighestLittleOnes = 10
    /// docs/engine.md#what-it-knows, games spec 13.4: Punkt zu Punkt scores dots 2…D.
    static let punktZuPunktLowest = 2
    /// docs/engine.md#what-it-knows, games spec 12.4: Nachspuren rounds have 4 tasks.
    static let nachspurenRoundLength = 4
    /// docs/engine.md#what-it-knows, games spec 13.3: Memory pairs per step at littleOnes.
    static let memoryPairsLittleOnes = [3, 3, 4]
    /// docs/engine.md#what-it-knows, games spec 13.3: Memory pairs per step at vorschule.
    static let memoryPairsVorschule = [4, 5, 6]

    /// The design's skills of a game (docs/games.md#the-shared-round), or recognition alone for a game the design does
    /// not describe: the planner's fallback when a catalog lacks a game, reported as
    /// `EngineIssue.unknownGame`.
    static func skills(of game: GameID) -> (primary: Skill, secondary: Skill?) {
        designSkills[game] ?? (.recognize, nil)
    }

    static let designSkills: [GameID: (primary: Skill, secondary: Skill?)] = [
        .entdecken: (.name, .recognize),
        .wieViele: (.count, .recognize),
        .hoerHin: (.name, .recognize),
        .wasFehlt: (.order, .recognize),
        .blitzblick: (.subitize, .recognize),
        .mehrWeniger: (.compare, .count),
        .nachspuren: (.write, .recognize),
        .schuettelbox: (.decompose, .count),
        .froschsprung: (.order, .compare),
        .zahlenmonster: (.count, .recognize),
        .memory: (.recognize, .subitize),
        .punktZuPunkt: (.order, .recognize),
    ]
}

import ZKCore

/// The twelve games as the game design describes them: skills, tier, Abenteuer flag, valid numbers
/// and round-length overrides.
public struct StandardGameCatalog: GameCatalog, Hashable {
    public init() {}

    public func descriptor(for game: GameID) -> GameDescriptor? {
        let skills = Self.skills(of: game)
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

    static func skills(of game: GameID) -> (primary: Skill, secondary: Skill?) {
        switch game {
        case .entdecken: (.name, .recognize)
        case .wieViele: (.count, .recognize)
        case .hoerHin: (.name, .recognize)
        case .wasFehlt: (.order, .recognize)
        case .blitzblick: (.subitize, .recognize)
        case .mehrWeniger: (.compare, .count)
        case .nachspuren: (.write, .recognize)
        case .schuettelbox: (.decompose, .count)
        case .froschsprung: (.order, .compare)
        case .zahlenmonster: (.count, .recognize)
        case .memory: (.recognize, .subitize)
        case .punktZuPunkt: (.order, .recognize)
        }
    }
}

import ZKContent
import ZKCore
import ZKGameKit
import ZKLearningEngine

/// The games as the engine sees them, built once at launch from content and the registered game
/// modules, so the engine plans only numbers a game can show (docs/games.md#the-shared-round, docs/engine.md#what-it-knows).
public struct ContentGameCatalog: GameCatalog {
    private struct Key: Hashable {
        let game: GameID
        let step: DifficultyStep
        let level: Level
        let range: RangeStage
    }

    private struct RoundLengthKey: Hashable {
        let game: GameID
        let step: DifficultyStep
        let level: Level
    }

    private struct GuessKey: Hashable {
        let game: GameID
        let step: DifficultyStep
        let level: Level
        let scaffolded: Bool
    }

    private let descriptors: [GameID: GameDescriptor]
    /// The games with a descriptor, in the registry's order.
    public let games: [GameID]
    private let numbers: [Key: [Int]]
    /// Round-length overrides by game, step and level (they do not depend on the range).
    private let roundLengths: [RoundLengthKey: Int]
    /// Each game's own guess chance where it has one (D-0137).
    private let guesses: [GuessKey: Double]

    /// Every available game with a valid configuration.
    public init(content: ContentCatalog, registry: GameRegistry) {
        var descriptors: [GameID: GameDescriptor] = [:]
        var numbers: [Key: [Int]] = [:]
        var roundLengths: [RoundLengthKey: Int] = [:]
        var guesses: [GuessKey: Double] = [:]
        for id in registry.availableGameIDs {
            guard let config = content.game(id), let module = registry.makeModule(id) else { continue }
            descriptors[id] = GameDescriptor(
                gameID: id, primarySkill: config.primarySkill, secondarySkill: config.secondarySkill, tier: config.tier,
                isAbenteuerEligible: config.abenteuerEligible)
            for step in DifficultyStep.allCases {
                for level in Level.allCases {
                    if let length = config.step(step)?.tasksPerRound?[level] {
                        roundLengths[RoundLengthKey(game: id, step: step, level: level)] = length
                    }
                    for scaffolded in [false, true] {
                        if let guess = module.guessChance(
                            config: config, step: step, level: level, scaffolded: scaffolded)
                        {
                            guesses[GuessKey(game: id, step: step, level: level, scaffolded: scaffolded)] = guess
                        }
                    }
                    for range in RangeStage.allCases {
                        numbers[Key(game: id, step: step, level: level, range: range)] =
                            module.validNumbers(config: config, step: step, level: level, range: range)
                    }
                }
            }
        }
        self.descriptors = descriptors
        self.games = registry.availableGameIDs.filter { descriptors[$0] != nil }
        self.numbers = numbers
        self.roundLengths = roundLengths
        self.guesses = guesses
    }

    public func guessChance(for game: GameID, step: DifficultyStep, level: Level, scaffolded: Bool) -> Double {
        guesses[GuessKey(game: game, step: step, level: level, scaffolded: scaffolded)]
            ?? tileGuessChance(for: game, step: step, level: level, scaffolded: scaffolded)
    }

    public func descriptor(for game: GameID) -> GameDescriptor? {
        descriptors[game]
    }

    public func validNumbers(for game: GameID, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        numbers[Key(game: game, step: step, level: level, range: range)] ?? []
    }

    public func tasksPerRound(for game: GameID, step: DifficultyStep, level: Level) -> Int? {
        roundLengths[RoundLengthKey(game: game, step: step, level: level)]
    }
}

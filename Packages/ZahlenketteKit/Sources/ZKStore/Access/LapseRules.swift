import ZKCore

/// What premium decides in the learning world, as data computed from the game catalog (engine
/// 17.1, 17.7, 9.4). The store module knows no content: the app passes each game's tier and skills.
///
/// With the shipped games (D-1006): on a lapse the eight premium games lock; the skills that leave
/// the range rules are subitize, recognize, compare, decompose and write (primary skills of
/// premium games that no free game has as its primary skill); the skills whose mastery freezes are
/// subitize, compare, decompose and write (no free game credits them at all; recognize keeps
/// moving as the free games' secondary skill). Stars, items, friends and stickers are never touched.
public struct LapseRules: Equatable, Sendable {
    /// A game's tier and skills as the content declares them.
    public struct GameFacts: Equatable, Sendable {
        public let tier: GameTier
        public let primarySkill: Skill
        public let secondarySkill: Skill?

        public init(tier: GameTier, primarySkill: Skill, secondarySkill: Skill?) {
            self.tier = tier
            self.primarySkill = primarySkill
            self.secondarySkill = secondarySkill
        }
    }

    public let games: [GameID: GameFacts]

    public init(games: [GameID: GameFacts]) {
        self.games = games
    }

    public var premiumGames: Set<GameID> {
        Set(games.filter { $0.value.tier == .premium }.keys)
    }

    public var freeGames: Set<GameID> {
        Set(games.filter { $0.value.tier == .free }.keys)
    }

    /// The games a child may open: all of them with premium, the free ones without (17.1).
    public func availableGames(premium: Bool) -> Set<GameID> {
        premium ? Set(games.keys) : freeGames
    }

    /// The engine's trainable skills: primary skills of the available games (docs/store.md#rounds-lapse-and-the-engine). Pass
    /// `availableGames(premium:)` to the engine and it computes the same set.
    public func trainableSkills(premium: Bool) -> Set<Skill> {
        Set(availableGames(premium: premium).compactMap { games[$0]?.primarySkill })
    }

    /// Skills that leave the range rules (W1) while premium is off.
    public var skillsLeavingRangeRules: Set<Skill> {
        trainableSkills(premium: true).subtracting(trainableSkills(premium: false))
    }

    /// Premium-only skills: primary skills of premium games that no free game trains, neither as
    /// primary nor as secondary skill. Their mastery freezes during a lapse: no task credits them.
    public var premiumOnlySkills: Set<Skill> {
        var trainedFree: Set<Skill> = []
        for game in freeGames {
            guard let facts = games[game] else { continue }
            trainedFree.insert(facts.primarySkill)
            if let secondary = facts.secondarySkill { trainedFree.insert(secondary) }
        }
        return skillsLeavingRangeRules.subtracting(trainedFree)
    }
}

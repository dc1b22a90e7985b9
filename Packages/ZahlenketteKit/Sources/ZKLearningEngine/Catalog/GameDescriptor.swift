import ZKCore

/// What the engine needs to know about one game (docs/engine.md#what-it-knows, games spec 10–13, docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.16, 17.1).
public struct GameDescriptor: Hashable, Codable, Sendable {
    public let gameID: GameID
    /// The skill credited with 1.0; the skill a planned task names.
    public let primarySkill: Skill
    /// The skill credited with 0.5, if any.
    public let secondarySkill: Skill?
    public let tier: GameTier
    public let isAbenteuerEligible: Bool

    public init(gameID: GameID, primarySkill: Skill, secondarySkill: Skill?, tier: GameTier, isAbenteuerEligible: Bool)
    {
        self.gameID = gameID
        self.primarySkill = primarySkill
        self.secondarySkill = secondarySkill
        self.tier = tier
        self.isAbenteuerEligible = isAbenteuerEligible
    }
}

import ZKGameKit

/// The journey hooks of any round, for tests: nil when the game does not adopt `JourneyPlayable`.
extension GameRound {
    public var correctIntent: GameIntent? { (self as? any RoundJourneyHooks)?.correctIntent }

    public var wrongIntent: GameIntent? { (self as? any RoundJourneyHooks)?.wrongIntent }
}

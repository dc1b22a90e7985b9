import ZKCore

/// A request to plan today's Abenteuer (docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.16).
public struct AbenteuerRequest: Hashable, Codable, Sendable {
    public var snapshot: LearnerSnapshot
    /// The games of the previous Abenteuer.
    public var lastAbenteuerGames: [GameID]
    /// Games played today.
    public var playedToday: Set<GameID>

    public init(snapshot: LearnerSnapshot, lastAbenteuerGames: [GameID] = [], playedToday: Set<GameID> = []) {
        self.snapshot = snapshot
        self.lastAbenteuerGames = lastAbenteuerGames
        self.playedToday = playedToday
    }
}

import Foundation
import ZKCore

/// Today's Abenteuer: three games in play order; each round is planned at its start (docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.16).
public struct AbenteuerPlan: Hashable, Codable, Sendable, Identifiable {
    public let id: UUID
    public let date: LocalDate
    /// Round 0 first.
    public let games: [GameID]
    public let seed: UInt64

    public init(id: UUID, date: LocalDate, games: [GameID], seed: UInt64) {
        self.id = id
        self.date = date
        self.games = games
        self.seed = seed
    }
}

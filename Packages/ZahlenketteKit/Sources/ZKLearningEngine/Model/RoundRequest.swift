import Foundation
import ZKCore

/// A request to plan one round (docs/engine.md#planning-a-round, spec 9.9, 9.10).
public struct RoundRequest: Hashable, Codable, Sendable {
    public var gameID: GameID
    public var context: RoundContext
    /// Required when `context` is `.abenteuer`.
    public var abenteuerID: UUID?
    public var snapshot: LearnerSnapshot

    public init(gameID: GameID, context: RoundContext = .single, abenteuerID: UUID? = nil, snapshot: LearnerSnapshot) {
        self.gameID = gameID
        self.context = context
        self.abenteuerID = abenteuerID
        self.snapshot = snapshot
    }
}

/// How a round is played (spec 5.3.2).
public enum GameMode: String, Sendable, Hashable, Codable {
    /// Every planned round.
    case standard
    /// Entdecken free explore; never produced by the engine and never recorded
    /// (docs/games.md#entdecken).
    case freeExplore
}

/// Whether a game is free forever or unlocked by the subscription (engine 17.1). The tier of each
/// game comes from content (`games/<gameId>.json`), never from code.
public enum GameTier: String, CaseIterable, Codable, Sendable {
    case free
    case premium
}

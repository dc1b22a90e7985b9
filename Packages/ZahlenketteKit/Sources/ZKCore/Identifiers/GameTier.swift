/// Whether a game is free forever or unlocked by the subscription
/// (docs/store.md#rounds-lapse-and-the-engine). The tier of each game comes from content
/// (`games/<gameId>.json`), never from code.
public enum GameTier: String, CaseIterable, Codable, Sendable {
    case free
    case premium
}

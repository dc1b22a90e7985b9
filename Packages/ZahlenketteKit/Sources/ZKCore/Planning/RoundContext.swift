/// Where a round was started from (spec 5.3.2).
public enum RoundContext: Sendable, Hashable, Codable {
    /// A round started from the game picker.
    case single
    /// Round 0, 1 or 2 of the daily Abenteuer.
    case abenteuer(roundIndex: Int)
}

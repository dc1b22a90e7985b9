/// What the child did on the board that is never an attempt by itself: the cards of the turn in
/// progress and every card seen in an earlier turn (docs/games.md#memory).
public struct MemoryPlay: Sendable, Equatable {
    /// The face-up cards of the turn in progress, in the order turned (0 to 2).
    public var open: [Int] = []
    /// The cards seen in earlier turns; the cards of the open turn join when it ends.
    public var seen: Set<Int> = []
    /// When the turn's second card showed a mismatch; the cards turn back 1.5 s later.
    public var mismatchAt: Double?
    /// The first card of the mismatch stays up 1 s longer (H1).
    public var holdsFirst = false

    public init() {}

    /// The turn ends: its cards join the seen ones and turn face down.
    mutating func closeTurn() {
        seen.formUnion(open)
        open = []
        mismatchAt = nil
        holdsFirst = false
    }
}

/// Two cards turned one after the other (Memory, docs/games.md#memory): the answer of a matching
/// turn. Cards are named by their index on the board.
public struct CardPair: Hashable, Sendable {
    public let first: Int
    public let second: Int

    public init(first: Int, second: Int) {
        self.first = first
        self.second = second
    }
}

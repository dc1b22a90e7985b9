/// One pair of the Memory board (docs/games.md#memory): the numeral card and the quantity card of
/// n. The cards are named by their index on the board; every pair of a round carries the whole
/// board's numbers so a mismatch can be logged as the number of the card it was taken for.
public struct MemoryTask: Sendable, Equatable {
    public let number: Int
    /// How the quantity card shows n.
    public let display: MemoryDisplay
    /// Board index of the card with the numeral.
    public let numeralCard: Int
    /// Board index of the card with the quantity.
    public let quantityCard: Int
    /// The number of every card on the board, by index.
    public let boardNumbers: [Int]
    /// Seed of the scattered dots, so the card looks the same each time it is turned.
    public let layoutSeed: UInt64

    /// The pair's two cards.
    public var cards: Set<Int> { [numeralCard, quantityCard] }

    /// The other card of the pair, nil for a card not in it.
    public func partner(of card: Int) -> Int? {
        card == numeralCard ? quantityCard : card == quantityCard ? numeralCard : nil
    }
}

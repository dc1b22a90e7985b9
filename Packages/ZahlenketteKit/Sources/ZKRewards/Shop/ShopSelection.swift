/// The shop's two taps (docs/rewards.md#shop-shop-s-12): the first tap on an item only chooses it;
/// only the check mark that follows buys. Tapping another item changes the choice; nothing is ever
/// bought by a single tap.
public struct ShopSelection: Sendable, Equatable {
    public private(set) var chosen: String?

    public init(chosen: String? = nil) {
        self.chosen = chosen
    }

    /// An item was tapped: it is chosen (a second tap on the same item keeps it chosen).
    public mutating func tap(_ itemID: String) {
        chosen = itemID
    }

    /// The choice was put away without buying.
    public mutating func dismiss() {
        chosen = nil
    }

    /// The check mark was tapped: the item to buy, if one is chosen. The choice ends either way.
    public mutating func confirm() -> String? {
        defer { chosen = nil }
        return chosen
    }
}

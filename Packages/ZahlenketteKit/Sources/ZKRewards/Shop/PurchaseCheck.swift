import ZKPersistence

/// Whether a decoration can be bought now (docs/rewards.md#shop-shop-s-12). None of the answers is
/// a prompt: a screen shows missing stars as star pictures and nothing else.
public enum PurchaseCheck: Sendable, Equatable {
    case possible
    /// The child needs this many more stars; nothing is taken.
    case missingStars(Int)
    /// The child already has the most copies the item's size allows (4, 2 or 1).
    case allCopiesOwned
    /// The item is not in the shop's catalog.
    case unknownItem
}

/// What a confirmed purchase did.
public enum PurchaseOutcome: Sendable, Equatable {
    /// The stars were debited and the item is the child's, in one transaction; the balance after.
    case bought(OwnedDecoration, balance: Int)
    /// Nothing changed.
    case refused(PurchaseCheck)
}

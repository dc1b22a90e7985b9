import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// The decoration shop (docs/rewards.md#shop-shop-s-12): the 36 items of the content catalog at
/// their fixed prices, at most 4, 2 or 1 copies by size, never premium-only, never on offer. A
/// purchase debits the ledger in the same transaction that makes the item the child's, and the
/// balance never goes below 0. Nothing can be sold back.
public struct DecorationShop: Sendable {
    public let catalog: ContentCatalog

    public init(catalog: ContentCatalog) {
        self.catalog = catalog
    }

    /// The items in catalog order: small, medium, large.
    public var items: [Decoration] { catalog.decorations }

    /// An item's fixed price: the content's, which validation keeps equal to its size's.
    public func price(of item: Decoration) -> Int { item.price }

    /// Whether `itemID` can be bought with `balance` stars when the child owns `owned`.
    public func check(_ itemID: String, balance: Int, owned: [OwnedDecoration]) -> PurchaseCheck {
        guard let item = catalog.decoration(id: itemID), item.price == item.size.price else { return .unknownItem }
        let copies = owned.filter { $0.itemID == itemID }.count
        if copies >= item.size.maxCopies { return .allCopiesOwned }
        if balance < item.price { return .missingStars(item.price - balance) }
        return .possible
    }

    /// Buys one copy of `itemID` under the caller's `purchaseID` (the idempotency key: a repeated
    /// purchase ID returns the first purchase and takes nothing more). Checks and writes happen in
    /// one unit of work, so a purchase is complete or absent after any crash.
    public func purchase(
        _ itemID: String, purchaseID: UUID, profileID: UUID, in store: PersistenceStore
    ) throws(PersistenceError) -> PurchaseOutcome {
        try store.unitOfWork { () throws(PersistenceError) -> PurchaseOutcome in
            let owned = try store.rewards.ownedDecorations(profileID: profileID)
            if let earlier = owned.first(where: { $0.id == purchaseID }) {
                return .bought(earlier, balance: try store.rewards.balance(profileID: profileID))
            }
            let balance = try store.rewards.balance(profileID: profileID)
            let verdict = check(itemID, balance: balance, owned: owned)
            guard verdict == .possible, let item = catalog.decoration(id: itemID) else { return .refused(verdict) }
            let bought = try store.rewards.purchase(
                profileID: profileID, purchaseID: purchaseID, itemID: item.id, size: item.size)
            return .bought(bought, balance: try store.rewards.balance(profileID: profileID))
        }
    }
}

import Foundation

/// One transaction the store knows of. The list of them only grows: a refund or the end of Family
/// Sharing sets `revocationDate` on the record, it never deletes it (docs/store.md#the-state-machine, docs/store.md#offline-and-a-moved-clock "nothing
/// earned is lost").
public struct TransactionRecord: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// The introductory free trial (once per account).
        case trial
        /// A first paid period.
        case purchase
        /// A further paid period (a renewal, a trial converting, a recovery from billing grace).
        case renewal
        /// Access shared by the family organiser.
        case familyShare
    }

    /// 1, 2, 3 … in the order the store recorded them.
    public let id: Int
    public let kind: Kind
    public let plan: SubscriptionPlan
    public let purchaseDate: Date
    public let expirationDate: Date
    public internal(set) var revocationDate: Date?

    public init(
        id: Int, kind: Kind, plan: SubscriptionPlan, purchaseDate: Date, expirationDate: Date,
        revocationDate: Date? = nil
    ) {
        self.id = id
        self.kind = kind
        self.plan = plan
        self.purchaseDate = purchaseDate
        self.expirationDate = expirationDate
        self.revocationDate = revocationDate
    }
}

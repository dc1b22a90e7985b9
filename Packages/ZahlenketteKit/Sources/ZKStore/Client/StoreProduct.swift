import Foundation

/// A subscription product as the store lists it. The price the parent sees is always the store's
/// `displayPrice` (docs/store.md#s-24); `price` is only used to compute the per-month figure and the badge.
public struct StoreProduct: Codable, Equatable, Sendable {
    public let plan: SubscriptionPlan
    /// Formatted by the store in the account's currency and locale, "29,99 €".
    public let displayPrice: String
    public let price: Decimal
    /// ISO 4217, "EUR".
    public let currencyCode: String
    /// The introductory free trial, nil when the product has none.
    public let trialDays: Int?

    public init(plan: SubscriptionPlan, displayPrice: String, price: Decimal, currencyCode: String, trialDays: Int?) {
        self.plan = plan
        self.displayPrice = displayPrice
        self.price = price
        self.currencyCode = currencyCode
        self.trialDays = trialDays
    }

    public var id: String { plan.productID }
}

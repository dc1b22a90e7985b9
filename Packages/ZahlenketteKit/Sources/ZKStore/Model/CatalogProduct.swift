import Foundation

/// One product the app sells, with the figures App Store Connect and the StoreKit configuration
/// file `App/StoreKit/Products.storekit` hold for it (docs/store.md#products-and-storekit-2). The names the App Store shows
/// are store metadata and live in that file only (docs/ios-host.md#storekit).
public struct CatalogProduct: Equatable, Sendable {
    public let plan: SubscriptionPlan
    /// The price in `currencyCode`, 3.99 or 29.99.
    public let price: Decimal
    /// ISO 4217, "EUR".
    public let currencyCode: String
    /// The introductory free trial.
    public let trialDays: Int
    /// The purchase is shared with the family (Family Sharing).
    public let familyShareable: Bool

    public var productID: String { plan.productID }
}

import Foundation

/// The products of docs/store.md#products-and-storekit-2 in one place: the sandbox store lists them, and the store tests hold
/// `App/StoreKit/Products.storekit` equal to them (docs/ios-host.md#storekit).
public enum ProductCatalog {
    /// The subscription group both products belong to: one subscription at a time.
    public static let subscriptionGroup = "Zahlenkette Premium"

    /// Monthly first, then yearly.
    public static let products: [CatalogProduct] = SubscriptionPlan.allCases.map(product)

    /// The product of `plan`.
    public static func product(_ plan: SubscriptionPlan) -> CatalogProduct {
        let price =
            switch plan {
            case .monthly: Decimal(399) / 100
            case .yearly: Decimal(2999) / 100
            }
        return CatalogProduct(
            plan: plan, price: price, currencyCode: "EUR", trialDays: StoreTerms.trialDays, familyShareable: true)
    }
}

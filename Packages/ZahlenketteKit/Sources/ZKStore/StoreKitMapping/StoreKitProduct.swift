import Foundation

/// One product as an iOS host reads it from StoreKit 2's `Product` and its `subscription`
/// (`Product.SubscriptionInfo`), field by field; `storeProduct` is what S-24 is made of
/// (docs/ios-host.md#storekit).
public struct StoreKitProduct: Equatable, Sendable {
    /// `Product.SubscriptionPeriod.Unit`.
    public enum PeriodUnit: String, Sendable {
        case day
        case week
        case month
        case year
    }

    /// `Product.SubscriptionOffer.PaymentMode`.
    public enum PaymentMode: String, Sendable {
        case freeTrial
        case payAsYouGo
        case payUpFront
    }

    /// `Product.id`.
    public let productID: String
    /// `Product.displayPrice`, formatted by the App Store for the account ("29,99 €").
    public let displayPrice: String
    /// `Product.price`.
    public let price: Decimal
    /// `Product.priceFormatStyle.currencyCode`.
    public let currencyCode: String
    /// `introductoryOffer.paymentMode`; nil when the product has no introductory offer.
    public let introductoryPaymentMode: PaymentMode?
    /// `introductoryOffer.period.value` and `.unit`, and `introductoryOffer.periodCount`.
    public let introductoryPeriodValue: Int
    public let introductoryPeriodUnit: PeriodUnit
    public let introductoryPeriodCount: Int

    public init(
        productID: String, displayPrice: String, price: Decimal, currencyCode: String,
        introductoryPaymentMode: PaymentMode?, introductoryPeriodValue: Int = 1,
        introductoryPeriodUnit: PeriodUnit = .week, introductoryPeriodCount: Int = 1
    ) {
        self.productID = productID
        self.displayPrice = displayPrice
        self.price = price
        self.currencyCode = currencyCode
        self.introductoryPaymentMode = introductoryPaymentMode
        self.introductoryPeriodValue = introductoryPeriodValue
        self.introductoryPeriodUnit = introductoryPeriodUnit
        self.introductoryPeriodCount = introductoryPeriodCount
    }

    /// The free trial in days. S-24 counts the trial's end in days (docs/store.md#s-24), so only a
    /// free offer of days or weeks is one; a discounted offer or one of months is not shown as a trial.
    public var trialDays: Int? {
        guard introductoryPaymentMode == .freeTrial, introductoryPeriodValue > 0, introductoryPeriodCount > 0
        else { return nil }
        switch introductoryPeriodUnit {
        case .day: return introductoryPeriodValue * introductoryPeriodCount
        case .week: return 7 * introductoryPeriodValue * introductoryPeriodCount
        case .month, .year: return nil
        }
    }

    /// The product as the paywall lists it; nil for a product the app does not sell.
    public var storeProduct: StoreProduct? {
        guard let plan = SubscriptionPlan(productID: productID) else { return nil }
        return StoreProduct(
            plan: plan, displayPrice: displayPrice, price: price, currencyCode: currencyCode, trialDays: trialDays)
    }

    /// The products the app sells among `products`, one per plan in the plans' order (monthly,
    /// yearly), as `StoreClient` answers `requestProducts()`.
    public static func storeProducts(_ products: [StoreKitProduct]) -> [StoreProduct] {
        let sold = products.compactMap(\.storeProduct)
        return SubscriptionPlan.allCases.compactMap { plan in sold.first { $0.plan == plan } }
    }
}

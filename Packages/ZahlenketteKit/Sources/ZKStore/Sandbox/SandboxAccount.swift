import Foundation

/// The simulated store's account, persisted by the sandbox (`--store sandbox`): the subscription,
/// the store's clock and the developer panel's switches.
public struct SandboxAccount: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int
    public internal(set) var status: SubscriptionStatus
    /// How far the store's clock runs ahead of the device clock ("move time forward").
    public internal(set) var timeOffset: TimeInterval
    /// Purchases wait for the organiser (Ask to Buy).
    public internal(set) var askToBuy: Bool
    /// Products fail to load.
    public internal(set) var pricesFail: Bool
    /// The store cannot be reached.
    public internal(set) var offline: Bool

    public init(
        status: SubscriptionStatus = .free, timeOffset: TimeInterval = 0, askToBuy: Bool = false,
        pricesFail: Bool = false, offline: Bool = false
    ) {
        self.version = SandboxAccount.currentVersion
        self.status = status
        self.timeOffset = timeOffset
        self.askToBuy = askToBuy
        self.pricesFail = pricesFail
        self.offline = offline
    }

    /// The sandbox's products: the catalog's, 3,99 € a month and 29,99 € a year, each with a 7-day
    /// trial (17.1), their display prices formatted as the App Store formats them.
    public static func products(format: StoreFormat) -> [StoreProduct] {
        ProductCatalog.products.map { product in
            StoreProduct(
                plan: product.plan, displayPrice: format.price(product.price, currencyCode: product.currencyCode),
                price: product.price, currencyCode: product.currencyCode, trialDays: product.trialDays)
        }
    }
}

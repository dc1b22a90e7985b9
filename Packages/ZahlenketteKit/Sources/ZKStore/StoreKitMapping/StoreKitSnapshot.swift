import Foundation

/// One reading of the subscription group as StoreKit 2 reports it, copied field by field by the iOS
/// host from a verified `Product.SubscriptionInfo.Status`: its `transaction` (a `Transaction`), its
/// `renewalInfo` (a `Product.SubscriptionInfo.RenewalInfo`) and its `state`. ZKStore imports no
/// StoreKit; `StoreKitMapping` turns readings into the entitlement machine's events
/// (docs/ios-host.md#storekit).
public struct StoreKitSnapshot: Equatable, Sendable {
    /// `Transaction.OwnershipType`.
    public enum Ownership: String, Sendable {
        case purchased
        case familyShared
    }

    /// `Transaction.OfferType`; nil in `offerType` when the period was bought at the full price.
    public enum OfferType: String, Sendable {
        case introductory
        case promotional
        case code
        case winBack
    }

    /// `AppStore.Environment`: where the transaction was made.
    public enum Environment: String, Sendable {
        case production
        case sandbox
        case xcode
    }

    /// `Product.SubscriptionInfo.RenewalState`.
    public enum RenewalState: String, Sendable {
        case subscribed
        case inGracePeriod
        case inBillingRetryPeriod
        case expired
        case revoked
    }

    /// `Transaction.productID`.
    public let productID: String
    /// `Transaction.purchaseDate`: when this period (trial, purchase or renewal) began.
    public let purchaseDate: Date
    /// `Transaction.expirationDate`: when this period ends.
    public let expirationDate: Date
    /// `Transaction.revocationDate`: set by a refund, or when the organiser stops sharing.
    public let revocationDate: Date?
    /// `Transaction.ownershipType`.
    public let ownership: Ownership
    /// `Transaction.offerType`.
    public let offerType: OfferType?
    /// `Transaction.environment`.
    public let environment: Environment
    /// `Product.SubscriptionInfo.Status.state`.
    public let renewalState: RenewalState
    /// `RenewalInfo.willAutoRenew`: false once the parent cancelled.
    public let willAutoRenew: Bool
    /// `RenewalInfo.gracePeriodExpirationDate`, while in the billing grace.
    public let gracePeriodExpirationDate: Date?

    public init(
        productID: String, purchaseDate: Date, expirationDate: Date, revocationDate: Date? = nil,
        ownership: Ownership = .purchased, offerType: OfferType? = nil, environment: Environment = .production,
        renewalState: RenewalState, willAutoRenew: Bool, gracePeriodExpirationDate: Date? = nil
    ) {
        self.productID = productID
        self.purchaseDate = purchaseDate
        self.expirationDate = expirationDate
        self.revocationDate = revocationDate
        self.ownership = ownership
        self.offerType = offerType
        self.environment = environment
        self.renewalState = renewalState
        self.willAutoRenew = willAutoRenew
        self.gracePeriodExpirationDate = gracePeriodExpirationDate
    }

    /// The plan the product ID names (also an ID of D-1003); nil for a product the app does not sell.
    public var plan: SubscriptionPlan? {
        SubscriptionPlan(productID: productID)
    }

    /// The store withdrew the transaction: a refund, a revocation, the end of Family Sharing.
    public var isWithdrawn: Bool {
        revocationDate != nil || renewalState == .revoked
    }
}

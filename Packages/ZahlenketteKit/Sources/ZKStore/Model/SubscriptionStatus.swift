import Foundation

/// What the store knows about this account's subscription: the state of docs/store.md#the-state-machine with the dates
/// the screens and the offline cache need. Changed only by `EntitlementMachine` (or built from a
/// verified StoreKit status by the iOS host).
public struct SubscriptionStatus: Codable, Equatable, Sendable {
    public internal(set) var state: EntitlementState
    /// The plan of the current or last period.
    public internal(set) var plan: SubscriptionPlan?
    /// End of the current period: the trial end in `trial`, the renewal date while subscribed.
    public internal(set) var expirationDate: Date?
    /// End of the billing grace; set only in `billingGrace`.
    public internal(set) var graceEnd: Date?
    public internal(set) var willAutoRenew: Bool
    /// An Ask to Buy request that waits for approval.
    public internal(set) var pending: PendingPurchase?
    /// The introductory trial was taken; there is never a second one (17.5).
    public internal(set) var trialUsed: Bool
    /// When premium ended; set in `expired` and `revoked` ("Abo beendet am …").
    public internal(set) var endedAt: Date?
    /// Every transaction, oldest first; append-only.
    public internal(set) var transactions: [TransactionRecord]

    public init(
        state: EntitlementState = .free, plan: SubscriptionPlan? = nil, expirationDate: Date? = nil,
        graceEnd: Date? = nil, willAutoRenew: Bool = false, pending: PendingPurchase? = nil, trialUsed: Bool = false,
        endedAt: Date? = nil, transactions: [TransactionRecord] = []
    ) {
        self.state = state
        self.plan = plan
        self.expirationDate = expirationDate
        self.graceEnd = graceEnd
        self.willAutoRenew = willAutoRenew
        self.pending = pending
        self.trialUsed = trialUsed
        self.endedAt = endedAt
        self.transactions = transactions
    }

    /// A fresh account: no transaction.
    public static let free = SubscriptionStatus()

    public var isPremium: Bool { state.isPremium }

    /// The paywall offers "7 Tage gratis testen" only before any trial was taken.
    public var isEligibleForTrial: Bool {
        state == .free && !trialUsed
    }

    /// The instant premium ends unless something renews it: the grace end in `billingGrace`,
    /// otherwise the period end; nil when not premium.
    public var premiumEnd: Date? {
        guard isPremium else { return nil }
        return state == .billingGrace ? graceEnd : expirationDate
    }
}

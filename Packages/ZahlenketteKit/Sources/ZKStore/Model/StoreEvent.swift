/// Everything that can happen to a subscription (docs/store.md#the-state-machine): what the store reports through its
/// transaction updates, and what the sandbox's developer panel triggers.
public enum StoreEvent: Codable, Equatable, Sendable {
    /// A purchase completed, with the introductory trial or without it.
    case purchased(SubscriptionPlan, withTrial: Bool)
    /// A child account asked to buy; the organiser has not answered yet.
    case askToBuyRequested(SubscriptionPlan, withTrial: Bool)
    case askToBuyApproved
    case askToBuyDeclined
    /// A period renewed (a trial converting to paid, or a paid period renewing).
    case renewed
    /// A renewal charge failed: billing grace starts.
    case billingFailed
    /// The charge succeeded during the grace.
    case billingRecovered
    /// The grace ran out without payment.
    case graceEnded
    /// The parent cancelled: auto-renew off, premium runs to the period end.
    case autoRenewTurnedOff
    /// The parent turned renewal back on before the period ended (D-1023).
    case autoRenewTurnedOn
    /// A period ended with auto-renew off.
    case periodEnded
    /// Refund or revocation.
    case revoked
    /// The family organiser shares a subscription of `plan` with this account.
    case familySharingStarted(SubscriptionPlan)
    case familySharingEnded
    /// "Käufe wiederherstellen": the store re-reads the account.
    case restored

    /// The event without its values, for tables and the developer panel.
    public enum Kind: String, CaseIterable, Sendable {
        case purchaseWithTrial
        case purchase
        case askToBuyWithTrial
        case askToBuy
        case askToBuyApproved
        case askToBuyDeclined
        case renewal
        case billingFailure
        case billingRecovery
        case graceEnd
        case cancel
        case resumeRenewal
        case periodEnd
        case revocation
        case familySharingOn
        case familySharingOff
        case restore
    }

    public var kind: Kind {
        switch self {
        case .purchased(_, let withTrial): withTrial ? .purchaseWithTrial : .purchase
        case .askToBuyRequested(_, let withTrial): withTrial ? .askToBuyWithTrial : .askToBuy
        case .askToBuyApproved: .askToBuyApproved
        case .askToBuyDeclined: .askToBuyDeclined
        case .renewed: .renewal
        case .billingFailed: .billingFailure
        case .billingRecovered: .billingRecovery
        case .graceEnded: .graceEnd
        case .autoRenewTurnedOff: .cancel
        case .autoRenewTurnedOn: .resumeRenewal
        case .periodEnded: .periodEnd
        case .revoked: .revocation
        case .familySharingStarted: .familySharingOn
        case .familySharingEnded: .familySharingOff
        case .restored: .restore
        }
    }
}

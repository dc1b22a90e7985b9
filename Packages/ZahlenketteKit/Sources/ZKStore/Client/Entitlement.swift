/// What a store client reports the account may use.
public enum Entitlement: Equatable, Sendable {
    /// The desktop edition includes every game; there is nothing to buy.
    case desktopEdition
    /// A store account and its subscription (docs/store.md#the-state-machine).
    case subscription(SubscriptionStatus)

    public var isPremium: Bool {
        switch self {
        case .desktopEdition: true
        case .subscription(let status): status.isPremium
        }
    }

    /// The subscription, nil for the desktop edition.
    public var status: SubscriptionStatus? {
        if case .subscription(let status) = self { return status }
        return nil
    }
}

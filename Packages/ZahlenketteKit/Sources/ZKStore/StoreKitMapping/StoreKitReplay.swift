/// What `StoreKitMapping.replay(_:from:)` made of a sequence of StoreKit readings.
public struct StoreKitReplay: Equatable, Sendable {
    /// The account after every event was applied.
    public let status: SubscriptionStatus
    /// The events the machine accepted, in order.
    public let events: [TimedStoreEvent]
    /// Events the machine refused (the status stayed as it was); the host logs them.
    public let refusals: [TransitionRefusal]
    /// Readings left out: a product the app does not sell, or an environment this build does not
    /// trust (an Xcode test transaction in a release build).
    public let ignored: [StoreKitSnapshot]
}

import Foundation

/// An Ask to Buy request waiting for the family organiser. While it waits, the state does not
/// change and the parent sees "Kauf wartet auf Bestätigung" (docs/store.md#the-state-machine).
public struct PendingPurchase: Codable, Equatable, Sendable {
    public let plan: SubscriptionPlan
    /// The request was made while the trial was still available; approval starts the trial.
    public let withTrial: Bool
    public let requestedAt: Date

    public init(plan: SubscriptionPlan, withTrial: Bool, requestedAt: Date) {
        self.plan = plan
        self.withTrial = withTrial
        self.requestedAt = requestedAt
    }
}

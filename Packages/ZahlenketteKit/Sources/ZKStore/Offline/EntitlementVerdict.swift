import Foundation

/// Whether premium applies now, and why (docs/store.md#offline-and-a-moved-clock).
public enum EntitlementVerdict: Equatable, Sendable {
    /// The desktop edition: every game, always.
    case desktopEdition
    /// Within the paid, trial or shared period, or the billing grace.
    case premium(until: Date)
    /// Past the period end but auto-renew was on: honoured 7 more days until verified.
    case extended(until: Date)
    /// Never subscribed, or Family Sharing ended.
    case free
    /// Expired or revoked; the date premium ended, when known.
    case lapsed(endedAt: Date?)
    /// The 7 extra days are over and the store has not confirmed a renewal yet.
    case lockedUntilVerified

    public var isPremium: Bool {
        switch self {
        case .desktopEdition, .premium, .extended: true
        case .free, .lapsed, .lockedUntilVerified: false
        }
    }
}

import Foundation

/// The last verified entitlement, kept as device state (`zk.store.cachedEntitlement`, docs/store.md#offline-and-a-moved-clock)
/// so premium applies at launch before the store answers, and offline. The app stores this value
/// in its device settings; nothing here reads or writes files.
///
/// Time: evaluate it with the trusted instant of `TrustedDayClock` (docs/app.md#the-trusted-day-clock), never the raw
/// wall clock, and never earlier than `verifiedAt`. What a moved clock can do (D-1005):
/// - set back within one boot: nothing; the trusted instant follows continuous time;
/// - set back, then a reboot: the trusted instant is the later of the wall clock and the last
///   anchor, so the time the device was switched off can be lost once, but premium never outlives
///   the honoured end by more than that;
/// - set forward: premium may lock early, until the store verifies again; never unlocks anything.
public struct CachedEntitlement: Codable, Equatable, Sendable {
    public let state: EntitlementState
    /// End of the trial, paid or shared period.
    public let expirationDate: Date?
    public let willAutoRenew: Bool
    /// When the store last confirmed this (the store's clock for the sandbox).
    public let verifiedAt: Date
    /// The billing grace end, for `billingGrace` (D-1005: the fifth field docs/store.md#offline-and-a-moved-clock implies).
    public let graceEnd: Date?
    /// When premium ended, for `expired` and `revoked` ("Abo beendet am …" offline).
    public let endedAt: Date?

    public init(
        state: EntitlementState, expirationDate: Date?, willAutoRenew: Bool, verifiedAt: Date, graceEnd: Date? = nil,
        endedAt: Date? = nil
    ) {
        self.state = state
        self.expirationDate = expirationDate
        self.willAutoRenew = willAutoRenew
        self.verifiedAt = verifiedAt
        self.graceEnd = graceEnd
        self.endedAt = endedAt
    }

    /// The cache of a status the store verified at `verifiedAt`.
    public init(status: SubscriptionStatus, verifiedAt: Date) {
        self.init(
            state: status.state, expirationDate: status.expirationDate, willAutoRenew: status.willAutoRenew,
            verifiedAt: verifiedAt, graceEnd: status.graceEnd, endedAt: status.endedAt)
    }

    /// The honoured end without the extension: the grace end in billing grace, else the period end.
    public var premiumEnd: Date? {
        guard state.isPremium else { return nil }
        return state == .billingGrace ? graceEnd ?? expirationDate : expirationDate
    }

    /// 17.7: honoured until the period or grace end; 7 days longer when auto-renew was on; then
    /// locked until verified. `trustedNow` is the trusted day clock's instant.
    public func verdict(at trustedNow: Date, calendar: Calendar) -> EntitlementVerdict {
        // A clock behind the last verification cannot take the cache back in time.
        let now = max(trustedNow, verifiedAt)
        switch state {
        case .free: return .free
        case .expired, .revoked: return .lapsed(endedAt: endedAt)
        case .trial, .subscribed, .billingGrace, .familyShared: break
        }
        guard let end = premiumEnd else { return .lockedUntilVerified }
        if now < end { return .premium(until: end) }
        guard willAutoRenew else { return .lapsed(endedAt: end) }
        let extended = StoreTerms.adding(days: StoreTerms.offlineExtensionDays, to: end, calendar: calendar)
        return now < extended ? .extended(until: extended) : .lockedUntilVerified
    }
}

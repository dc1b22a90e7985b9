import Foundation

/// Turns StoreKit 2 readings into the entitlement machine's events (docs/ios-host.md#storekit), as a
/// pure function: the same readings from the same status give the same events on every device.
///
/// Every event is dated by the store (purchase, expiration, revocation and grace dates), never by
/// the device clock, so a clock set back or forward changes nothing here. A reading of an older
/// period than the account's (a transaction replayed after a restore or a clock change) moves
/// nothing: the account never goes back. The events are those of docs/store.md#the-state-machine, so a lapse keeps
/// every transaction and nothing the child earned is touched.
public struct StoreKitMapping: Sendable {
    public let machine: EntitlementMachine
    /// The environments this build trusts: a release build takes production transactions only.
    public let environments: Set<StoreKitSnapshot.Environment>

    /// Periods are at least 7 days; the store's and the calendar's period ends may differ by a
    /// daylight-saving hour or a short month's day, never by this much.
    static let samePeriodTolerance: TimeInterval = 2 * StoreTerms.secondsPerDay

    public init(calendar: Calendar, environments: Set<StoreKitSnapshot.Environment>) {
        self.machine = EntitlementMachine(calendar: calendar)
        self.environments = environments
    }

    /// Applies `snapshots` in order to `status`; each reading becomes the events that take the
    /// account to what the store reports.
    public func replay(_ snapshots: [StoreKitSnapshot], from status: SubscriptionStatus) -> StoreKitReplay {
        var current = status
        var events: [TimedStoreEvent] = []
        var refusals: [TransitionRefusal] = []
        var ignored: [StoreKitSnapshot] = []
        for snapshot in snapshots {
            guard environments.contains(snapshot.environment), let plan = snapshot.plan else {
                ignored.append(snapshot)
                continue
            }
            // Each step moves the state or a period forward; years of missed monthly renewals stay
            // far below the bound.
            steps: for _ in 0..<1000 {
                guard let next = nextEvent(snapshot, plan: plan, status: current) else { break }
                switch machine.apply(next.event, to: current, at: next.date) {
                case .success(let changed):
                    current = changed
                    events.append(next)
                case .failure(let refusal):
                    refusals.append(refusal)
                    break steps
                }
            }
        }
        return StoreKitReplay(status: current, events: events, refusals: refusals, ignored: ignored)
    }

    /// The one event that brings `status` a step closer to `snapshot`, nil when they agree.
    func nextEvent(
        _ snapshot: StoreKitSnapshot, plan: SubscriptionPlan, status: SubscriptionStatus
    )
        -> TimedStoreEvent?
    {
        switch snapshot.ownership {
        case .familyShared: sharedEvent(snapshot, plan: plan, status: status)
        case .purchased: ownEvent(snapshot, plan: plan, status: status)
        }
    }

    /// Family Sharing: access granted by the organiser, renewed with the organiser's period,
    /// withdrawn when the organiser stops sharing or the subscription ends.
    private func sharedEvent(
        _ snapshot: StoreKitSnapshot, plan: SubscriptionPlan, status: SubscriptionStatus
    )
        -> TimedStoreEvent?
    {
        let withdrawn = snapshot.isWithdrawn || snapshot.renewalState == .expired
        switch status.state {
        case .free:
            return withdrawn ? nil : TimedStoreEvent(.familySharingStarted(plan), at: snapshot.purchaseDate)
        case .familyShared:
            guard !isOlder(snapshot, than: status) else { return nil }
            if withdrawn {
                return TimedStoreEvent(
                    .familySharingEnded, at: snapshot.revocationDate ?? snapshot.expirationDate)
            }
            return isNewer(snapshot, than: status) ? TimedStoreEvent(.renewed, at: snapshot.purchaseDate) : nil
        case .trial, .subscribed, .billingGrace, .expired, .revoked:
            // The account's own subscription decides; the state machine shares only into a free account.
            return nil
        }
    }

    /// The account's own subscription.
    private func ownEvent(
        _ snapshot: StoreKitSnapshot, plan: SubscriptionPlan, status: SubscriptionStatus
    )
        -> TimedStoreEvent?
    {
        switch status.state {
        case .free:
            // A first purchase, or a restore on a new device: the reading's period starts here.
            let trial = snapshot.offerType == .introductory && !status.trialUsed
            return TimedStoreEvent(.purchased(plan, withTrial: trial), at: snapshot.purchaseDate)
        case .expired, .revoked:
            // Only a period bought after the end starts again, never with a second trial.
            let ended = status.endedAt ?? .distantPast
            guard !snapshot.isWithdrawn, snapshot.renewalState != .expired,
                snapshot.purchaseDate > ended.addingTimeInterval(-Self.samePeriodTolerance)
            else {
                if status.state == .expired, snapshot.isWithdrawn, !isOlder(snapshot, than: status) {
                    return TimedStoreEvent(.revoked, at: snapshot.revocationDate ?? snapshot.expirationDate)
                }
                return nil
            }
            return TimedStoreEvent(.purchased(plan, withTrial: false), at: snapshot.purchaseDate)
        case .familyShared:
            return nil
        case .trial, .subscribed, .billingGrace:
            return runningEvent(snapshot, status: status)
        }
    }

    /// A running trial, paid period or billing grace.
    private func runningEvent(_ snapshot: StoreKitSnapshot, status: SubscriptionStatus) -> TimedStoreEvent? {
        guard !isOlder(snapshot, than: status) else { return nil }
        if snapshot.isWithdrawn {
            return TimedStoreEvent(.revoked, at: snapshot.revocationDate ?? snapshot.purchaseDate)
        }
        let periodEnd = status.expirationDate ?? snapshot.purchaseDate
        if status.state == .billingGrace {
            switch snapshot.renewalState {
            case .subscribed:
                // A recovered charge is a new period's transaction; the same period reported as
                // subscribed is a reading from before the charge failed.
                guard isNewer(snapshot, than: status) else { return nil }
                return TimedStoreEvent(.billingRecovered, at: snapshot.purchaseDate)
            case .expired, .inBillingRetryPeriod:
                return TimedStoreEvent(
                    .graceEnded, at: status.graceEnd ?? snapshot.gracePeriodExpirationDate ?? snapshot.expirationDate)
            case .inGracePeriod, .revoked:
                return nil
            }
        }
        // Periods the store renewed while the app did not look come first. A renewal the account
        // thought cancelled means the parent turned renewal back on before the end.
        if isNewer(snapshot, than: status) {
            return TimedStoreEvent(status.willAutoRenew ? .renewed : .autoRenewTurnedOn, at: periodEnd)
        }
        switch snapshot.renewalState {
        case .subscribed:
            guard status.willAutoRenew != snapshot.willAutoRenew else { return nil }
            return TimedStoreEvent(
                snapshot.willAutoRenew ? .autoRenewTurnedOn : .autoRenewTurnedOff, at: snapshot.purchaseDate)
        case .inGracePeriod:
            // The state machine has billing grace after a paid period only
            // (docs/store.md#the-state-machine); a trial that failed to convert keeps its own end
            // until the store reports billing retry or expiry.
            guard status.state == .subscribed, status.willAutoRenew else { return nil }
            return TimedStoreEvent(.billingFailed, at: periodEnd)
        case .inBillingRetryPeriod, .expired:
            if status.state == .subscribed, status.willAutoRenew, snapshot.renewalState == .inBillingRetryPeriod {
                return TimedStoreEvent(.billingFailed, at: periodEnd)
            }
            if status.willAutoRenew {
                return TimedStoreEvent(.autoRenewTurnedOff, at: snapshot.purchaseDate)
            }
            return TimedStoreEvent(.periodEnded, at: periodEnd)
        case .revoked:
            return nil
        }
    }

    /// The reading is of a later period than the account's.
    private func isNewer(_ snapshot: StoreKitSnapshot, than status: SubscriptionStatus) -> Bool {
        guard let end = status.expirationDate else { return true }
        return snapshot.expirationDate > end.addingTimeInterval(Self.samePeriodTolerance)
    }

    /// The reading is of an earlier period than the account's: replayed history.
    private func isOlder(_ snapshot: StoreKitSnapshot, than status: SubscriptionStatus) -> Bool {
        guard let end = status.expirationDate else { return false }
        return snapshot.expirationDate < end.addingTimeInterval(-Self.samePeriodTolerance)
    }
}

import Foundation

/// The transitions of docs/store.md#the-state-machine as a pure function over events. Anything the machine does not list is
/// refused with a reason and leaves the status as it was (D-1001):
/// free → trial | subscribed; trial → subscribed, or expired when cancelled; subscribed →
/// billingGrace → subscribed | expired; subscribed → expired with auto-renew off; any state with a
/// transaction → revoked; expired | revoked → subscribed (never a second trial); free ↔ familyShared.
/// Self-loops that change no state: cancel and its undoing (D-1023), renewal of a paid or shared period, Ask to Buy
/// requests and answers that leave the state, restore.
public struct EntitlementMachine: Sendable {
    public let calendar: Calendar

    public init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// The status after `event` happened at `date`, or the refusal.
    public func apply(
        _ event: StoreEvent, to status: SubscriptionStatus, at date: Date
    ) -> Result<
        SubscriptionStatus, TransitionRefusal
    > {
        let refuse = { (reason: TransitionRefusal.Reason) in
            Result<SubscriptionStatus, TransitionRefusal>.failure(
                TransitionRefusal(state: status.state, event: event.kind, reason: reason))
        }
        var next = status
        switch event {
        case .purchased(let plan, let withTrial):
            guard status.pending == nil else { return refuse(.purchasePending) }
            return buy(plan, withTrial: withTrial, status, at: date, refuse: refuse)
        case .askToBuyRequested(let plan, let withTrial):
            guard status.pending == nil else { return refuse(.purchasePending) }
            if let reason = purchaseBlocker(status, withTrial: withTrial) { return refuse(reason) }
            next.pending = PendingPurchase(plan: plan, withTrial: withTrial, requestedAt: date)
        case .askToBuyApproved:
            guard let request = status.pending else { return refuse(.nothingPending) }
            next.pending = nil
            return buy(request.plan, withTrial: request.withTrial, next, at: date, refuse: refuse)
        case .askToBuyDeclined:
            guard status.pending != nil else { return refuse(.nothingPending) }
            next.pending = nil
        case .renewed:
            guard [.trial, .subscribed, .familyShared].contains(status.state) else { return refuse(.notAllowedInState) }
            guard status.willAutoRenew else { return refuse(.autoRenewIsOff) }
            let plan = status.plan ?? .monthly
            let start = status.expirationDate ?? date
            let kind: TransactionRecord.Kind = status.state == .familyShared ? .familyShare : .renewal
            next.state = status.state == .familyShared ? .familyShared : .subscribed
            next.expirationDate = plan.periodEnd(from: start, calendar: calendar)
            next.record(kind, plan: plan, at: start, until: next.expirationDate ?? start)
        case .billingFailed:
            guard status.state == .subscribed else { return refuse(.notAllowedInState) }
            guard status.willAutoRenew else { return refuse(.autoRenewIsOff) }
            next.state = .billingGrace
            next.graceEnd = StoreTerms.adding(days: StoreTerms.billingGraceDays, to: date, calendar: calendar)
        case .billingRecovered:
            guard status.state == .billingGrace else { return refuse(.notAllowedInState) }
            // Apple keeps the renewal date when billing recovers in the grace: no paid day is lost.
            let plan = status.plan ?? .monthly
            let start = status.expirationDate ?? date
            next.state = .subscribed
            next.graceEnd = nil
            next.expirationDate = plan.periodEnd(from: start, calendar: calendar)
            next.record(.renewal, plan: plan, at: date, until: next.expirationDate ?? date)
        case .graceEnded:
            guard status.state == .billingGrace else { return refuse(.notAllowedInState) }
            next.end(as: .expired, at: min(status.graceEnd ?? date, date))
        case .autoRenewTurnedOff:
            guard status.state == .trial || status.state == .subscribed else { return refuse(.notAllowedInState) }
            guard status.willAutoRenew else { return refuse(.autoRenewIsOff) }
            next.willAutoRenew = false
        case .autoRenewTurnedOn:
            guard status.state == .trial || status.state == .subscribed else { return refuse(.notAllowedInState) }
            guard !status.willAutoRenew else { return refuse(.autoRenewIsOn) }
            next.willAutoRenew = true
        case .periodEnded:
            guard status.state == .trial || status.state == .subscribed else { return refuse(.notAllowedInState) }
            guard !status.willAutoRenew else { return refuse(.autoRenewIsOn) }
            next.end(as: .expired, at: date)
        case .revoked:
            guard status.state != .free, status.state != .revoked else { return refuse(.notAllowedInState) }
            if let index = status.transactions.lastIndex(where: { $0.revocationDate == nil }) {
                next.transactions[index].revocationDate = date
            }
            next.end(as: .revoked, at: status.endedAt ?? date)
        case .familySharingStarted(let plan):
            guard status.state == .free else { return refuse(.notAllowedInState) }
            next.state = .familyShared
            next.plan = plan
            next.willAutoRenew = true
            next.expirationDate = plan.periodEnd(from: date, calendar: calendar)
            next.record(.familyShare, plan: plan, at: date, until: next.expirationDate ?? date)
        case .familySharingEnded:
            guard status.state == .familyShared else { return refuse(.notAllowedInState) }
            // StoreKit revokes the shared transaction when sharing stops; the record stays.
            if let index = status.transactions.lastIndex(where: { $0.kind == .familyShare && $0.revocationDate == nil })
            {
                next.transactions[index].revocationDate = date
            }
            next.state = .free
            next.plan = nil
            next.expirationDate = nil
            next.willAutoRenew = false
        case .restored:
            break
        }
        return .success(next)
    }

    /// free → trial | subscribed; expired | revoked → subscribed only.
    private func buy(
        _ plan: SubscriptionPlan, withTrial: Bool, _ status: SubscriptionStatus, at date: Date,
        refuse: (TransitionRefusal.Reason) -> Result<SubscriptionStatus, TransitionRefusal>
    ) -> Result<SubscriptionStatus, TransitionRefusal> {
        if let reason = purchaseBlocker(status, withTrial: withTrial) { return refuse(reason) }
        var next = status
        next.state = withTrial ? .trial : .subscribed
        next.plan = plan
        next.willAutoRenew = true
        next.graceEnd = nil
        next.endedAt = nil
        let end =
            withTrial
            ? StoreTerms.adding(days: StoreTerms.trialDays, to: date, calendar: calendar)
            : plan.periodEnd(from: date, calendar: calendar)
        next.expirationDate = end
        if withTrial { next.trialUsed = true }
        next.record(withTrial ? .trial : .purchase, plan: plan, at: date, until: end)
        return .success(next)
    }

    private func purchaseBlocker(_ status: SubscriptionStatus, withTrial: Bool) -> TransitionRefusal.Reason? {
        switch status.state {
        case .free: withTrial && status.trialUsed ? .trialAlreadyUsed : nil
        case .expired, .revoked: withTrial ? .trialAlreadyUsed : nil
        case .trial, .subscribed, .billingGrace, .familyShared: .notAllowedInState
        }
    }
}

extension SubscriptionStatus {
    fileprivate mutating func record(
        _ kind: TransactionRecord.Kind, plan: SubscriptionPlan, at date: Date, until end: Date
    ) {
        transactions.append(
            TransactionRecord(
                id: transactions.count + 1, kind: kind, plan: plan, purchaseDate: date, expirationDate: end))
    }

    fileprivate mutating func end(as lapsed: EntitlementState, at date: Date) {
        state = lapsed
        endedAt = date
        graceEnd = nil
        willAutoRenew = false
    }
}

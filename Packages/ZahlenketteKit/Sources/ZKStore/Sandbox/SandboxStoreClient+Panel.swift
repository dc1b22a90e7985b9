import Foundation

extension SandboxStoreClient {
    /// What a developer-panel operation did.
    public enum ControlOutcome: Equatable, Sendable {
        case applied
        /// The state machine refused the event; nothing changed.
        case refused(TransitionRefusal)
    }

    /// Runs one developer-panel operation (issue 17). Events go through the state machine at the
    /// store's time, so the panel can trigger nothing the state machine forbids.
    @discardableResult
    public func perform(_ control: SandboxControl) -> ControlOutcome {
        settle()
        switch control {
        case .advance(let days):
            travel(by: Double(days) * StoreTerms.secondsPerDay)
        case .skipToPeriodEnd:
            let end = account.status.state == .billingGrace ? account.status.graceEnd : account.status.expirationDate
            // One second past the end, so rounding of the clock's offset never leaves it just short.
            if let end, end >= storeNow { travel(by: end.timeIntervalSince(storeNow) + 1) }
        case .purchase(let plan, let withTrial):
            return event(.purchased(plan, withTrial: withTrial))
        case .setAskToBuy(let on):
            account.askToBuy = on
            save()
        case .requestAskToBuy(let plan):
            let outcome = event(.askToBuyRequested(plan, withTrial: account.status.isEligibleForTrial))
            if outcome == .applied { outbox.append(.purchase(.pending)) }
            return outcome
        case .approveAskToBuy:
            return event(.askToBuyApproved)
        case .declineAskToBuy:
            let outcome = event(.askToBuyDeclined)
            if outcome == .applied { outbox.append(.purchase(.declined)) }
            return outcome
        case .renew: return event(.renewed)
        case .failBilling: return event(.billingFailed)
        case .recoverBilling: return event(.billingRecovered)
        case .endGrace: return event(.graceEnded)
        case .cancel: return event(.autoRenewTurnedOff)
        case .refund: return event(.revoked)
        case .setFamilySharing(let on):
            return event(on ? .familySharingStarted(.yearly) : .familySharingEnded)
        case .restore:
            sync()
        case .setPricesFail(let on):
            account.pricesFail = on
            save()
        case .setOffline(let on):
            account.offline = on
            save()
            publish()
        case .reset:
            account = SandboxAccount()
            travelledClock.setOffset(0)
            save()
            publish()
        }
        return .applied
    }

    private func event(_ event: StoreEvent) -> ControlOutcome {
        switch change(event) {
        case .success:
            publish()
            return .applied
        case .failure(let refusal):
            return .refused(refusal)
        }
    }

    private func travel(by seconds: TimeInterval) {
        account.timeOffset += seconds
        travelledClock.setOffset(account.timeOffset)
        save()
        settle()
    }
}

import Foundation
import TestSupport
import Testing
import ZKStore

@Suite struct EntitlementMachineTests {
    typealias Kind = StoreEvent.Kind

    /// The transitions of docs/store.md#the-state-machine and the self-loops, written out
    /// independently of the machine: from-state → event → to-state. Every pair missing here must be
    /// refused.
    static let allowed: [EntitlementState: [Kind: EntitlementState]] = [
        .free: [
            .purchaseWithTrial: .trial, .purchase: .subscribed, .askToBuyWithTrial: .free, .askToBuy: .free,
            .askToBuyApproved: .subscribed, .askToBuyDeclined: .free, .familySharingOn: .familyShared, .restore: .free,
        ],
        .trial: [
            .renewal: .subscribed, .cancel: .trial, .resumeRenewal: .trial, .periodEnd: .expired, .revocation: .revoked,
            .restore: .trial,
        ],
        .subscribed: [
            .renewal: .subscribed, .billingFailure: .billingGrace, .cancel: .subscribed, .resumeRenewal: .subscribed,
            .periodEnd: .expired, .revocation: .revoked, .restore: .subscribed,
        ],
        .billingGrace: [
            .billingRecovery: .subscribed, .graceEnd: .expired, .revocation: .revoked, .restore: .billingGrace,
        ],
        .expired: [
            .purchase: .subscribed, .askToBuy: .expired, .askToBuyApproved: .subscribed, .askToBuyDeclined: .expired,
            .revocation: .revoked, .restore: .expired,
        ],
        .revoked: [
            .purchase: .subscribed, .askToBuy: .revoked, .askToBuyApproved: .subscribed, .askToBuyDeclined: .revoked,
            .restore: .revoked,
        ],
        .familyShared: [
            .renewal: .familyShared, .askToBuyDeclined: .familyShared, .revocation: .revoked, .familySharingOff: .free,
            .restore: .familyShared,
        ],
    ]

    static func event(_ kind: Kind) -> StoreEvent {
        switch kind {
        case .purchaseWithTrial: .purchased(.yearly, withTrial: true)
        case .purchase: .purchased(.yearly, withTrial: false)
        case .askToBuyWithTrial: .askToBuyRequested(.yearly, withTrial: true)
        case .askToBuy: .askToBuyRequested(.yearly, withTrial: false)
        case .askToBuyApproved: .askToBuyApproved
        case .askToBuyDeclined: .askToBuyDeclined
        case .renewal: .renewed
        case .billingFailure: .billingFailed
        case .billingRecovery: .billingRecovered
        case .graceEnd: .graceEnded
        case .cancel: .autoRenewTurnedOff
        case .resumeRenewal: .autoRenewTurnedOn
        case .periodEnd: .periodEnded
        case .revocation: .revoked
        case .familySharingOn: .familySharingStarted(.monthly)
        case .familySharingOff: .familySharingEnded
        case .restore: .restored
        }
    }

    /// `state` prepared for `kind` where 17.5 words a condition: a waiting request to answer, a
    /// cancelled period to end. Where the condition cannot be met, the plain state.
    static func fixture(_ state: EntitlementState, for kind: Kind) -> SubscriptionStatus {
        let base = StoreTestKit.reach(state)
        let request = StoreEvent.askToBuyRequested(.yearly, withTrial: false)
        switch kind {
        case .askToBuyApproved, .askToBuyDeclined:
            // A request made before Family Sharing started still waits while the family shares.
            if state == .familyShared {
                return StoreTestKit.status(after: [request, .familySharingStarted(.yearly)]) ?? base
            }
            return StoreTestKit.status(after: [request], from: base) ?? base
        case .periodEnd, .resumeRenewal:
            return StoreTestKit.status(after: [.autoRenewTurnedOff], from: base) ?? base
        default:
            return base
        }
    }

    @Test func everyStateCanBeReachedFromAFreshAccount() {
        for state in EntitlementState.allCases {
            #expect(StoreTestKit.reach(state).state == state)
        }
    }

    @Test(arguments: EntitlementState.allCases)
    func eventsAreAllowedExactlyWhere17_5ListsThem(_ state: EntitlementState) {
        let later = StoreTestKit.start.addingTimeInterval(StoreTestKit.days(3))
        for kind in Kind.allCases {
            let before = Self.fixture(state, for: kind)
            let result = StoreTestKit.machine.apply(Self.event(kind), to: before, at: later)
            switch (result, Self.allowed[state]?[kind]) {
            case (.success(let after), let expected?):
                #expect(after.state == expected, "\(state) + \(kind)")
            case (.failure(let refusal), nil):
                #expect(refusal.state == state && refusal.event == kind)
            case (.success(let after), nil):
                Issue.record("\(state) + \(kind) was allowed and led to \(after.state)")
            case (.failure(let refusal), let expected?):
                Issue.record("\(state) + \(kind) should lead to \(expected) but was refused: \(refusal)")
            }
        }
    }

    @Test func thereIsNoSecondTrialAfterExpiryOrRevocation() {
        for state in [EntitlementState.expired, .revoked] {
            let lapsed = StoreTestKit.reach(state)
            for event in [
                StoreEvent.purchased(.yearly, withTrial: true), .askToBuyRequested(.monthly, withTrial: true),
            ] {
                let result = StoreTestKit.machine.apply(event, to: lapsed, at: StoreTestKit.start)
                #expect(
                    result == .failure(TransitionRefusal(state: state, event: event.kind, reason: .trialAlreadyUsed)))
            }
            #expect(
                StoreTestKit.status(after: [.purchased(.yearly, withTrial: false)], from: lapsed)?.state == .subscribed)
        }
    }

    @Test func aWaitingAskToBuyStaysFreeUntilTheOrganiserAnswers() throws {
        let waiting = try #require(StoreTestKit.status(after: [.askToBuyRequested(.yearly, withTrial: true)]))
        #expect(waiting.state == .free)
        #expect(!waiting.isPremium)
        #expect(waiting.pending == PendingPurchase(plan: .yearly, withTrial: true, requestedAt: StoreTestKit.start))
        #expect(StoreTestKit.status(after: [.askToBuyApproved], from: waiting)?.state == .trial)
        let declined = try #require(StoreTestKit.status(after: [.askToBuyDeclined], from: waiting))
        #expect(declined.state == .free && declined.pending == nil && declined.transactions.isEmpty)
    }

    @Test func oneRequestWaitsAtATime() throws {
        let waiting = try #require(StoreTestKit.status(after: [.askToBuyRequested(.yearly, withTrial: true)]))
        for event in [StoreEvent.askToBuyRequested(.monthly, withTrial: true), .purchased(.monthly, withTrial: true)] {
            let result = StoreTestKit.machine.apply(event, to: waiting, at: StoreTestKit.start)
            #expect(result == .failure(TransitionRefusal(state: .free, event: event.kind, reason: .purchasePending)))
        }
    }

    @Test func aCancelledPeriodCannotRenewAndAnActiveOneCannotJustEnd() throws {
        let cancelled = try #require(
            StoreTestKit.status(after: [.autoRenewTurnedOff], from: StoreTestKit.reach(.subscribed)))
        #expect(cancelled.state == .subscribed && cancelled.isPremium)
        let renewal = StoreTestKit.machine.apply(.renewed, to: cancelled, at: StoreTestKit.start)
        #expect(renewal == .failure(TransitionRefusal(state: .subscribed, event: .renewal, reason: .autoRenewIsOff)))
        let end = StoreTestKit.machine.apply(.periodEnded, to: StoreTestKit.reach(.trial), at: StoreTestKit.start)
        #expect(end == .failure(TransitionRefusal(state: .trial, event: .periodEnd, reason: .autoRenewIsOn)))
    }

    @Test func renewalTurnedBackOnBeforeTheEndRenewsAgain() throws {
        let cancelled = try #require(
            StoreTestKit.status(after: [.autoRenewTurnedOff], from: StoreTestKit.reach(.subscribed)))
        let resumed = try #require(StoreTestKit.status(after: [.autoRenewTurnedOn], from: cancelled))
        #expect(resumed.state == .subscribed && resumed.willAutoRenew)
        #expect(resumed.transactions == cancelled.transactions)
        let renewed = try #require(StoreTestKit.status(after: [.renewed], from: resumed))
        #expect(renewed.expirationDate == Berlin.clock("2028-10-01").now)
        let twice = StoreTestKit.machine.apply(.autoRenewTurnedOn, to: resumed, at: StoreTestKit.start)
        #expect(twice == .failure(TransitionRefusal(state: .subscribed, event: .resumeRenewal, reason: .autoRenewIsOn)))
    }

    @Test func theTrialLastsSevenDaysAndConvertsIntoAPaidYear() throws {
        let trial = StoreTestKit.reach(.trial)
        let trialEnd = Berlin.clock("2026-10-08").now
        #expect(trial.expirationDate == trialEnd)
        let paid = try #require(StoreTestKit.status(after: [.renewed], from: trial, at: trialEnd))
        #expect(paid.state == .subscribed)
        #expect(paid.expirationDate == Berlin.clock("2027-10-08").now)
        #expect(paid.transactions.map(\.kind) == [.trial, .renewal])
    }

    @Test func billingGraceLastsSixteenDaysAndRecoveryKeepsTheRenewalDate() throws {
        let subscribed = StoreTestKit.reach(.subscribed)
        let renewalDate = try #require(subscribed.expirationDate)
        let grace = try #require(StoreTestKit.status(after: [.billingFailed], from: subscribed, at: renewalDate))
        #expect(grace.state == .billingGrace && grace.isPremium)
        #expect(grace.graceEnd == renewalDate.addingTimeInterval(StoreTestKit.days(16)))
        let recovered = try #require(
            StoreTestKit.status(
                after: [.billingRecovered], from: grace, at: renewalDate.addingTimeInterval(StoreTestKit.days(5))))
        #expect(recovered.state == .subscribed && recovered.graceEnd == nil)
        #expect(recovered.expirationDate == Berlin.clock("2028-10-01").now)
        let lapsed = try #require(
            StoreTestKit.status(after: [.graceEnded], from: grace, at: grace.graceEnd ?? renewalDate))
        #expect(lapsed.state == .expired && lapsed.endedAt == grace.graceEnd)
    }

    @Test func aRefundMarksTheTransactionAndKeepsIt() throws {
        let subscribed = StoreTestKit.reach(.subscribed)
        let refundDate = StoreTestKit.start.addingTimeInterval(StoreTestKit.days(10))
        let revoked = try #require(StoreTestKit.status(after: [.revoked], from: subscribed, at: refundDate))
        #expect(revoked.state == .revoked && !revoked.isPremium)
        #expect(revoked.transactions.count == subscribed.transactions.count)
        #expect(revoked.transactions.last?.revocationDate == refundDate)
        #expect(revoked.endedAt == refundDate)
    }

    @Test func familySharingUnlocksAndHidesTheManageButtonThenEndsInFree() throws {
        let shared = StoreTestKit.reach(.familyShared)
        #expect(shared.isPremium && !shared.state.showsManageSubscription)
        let ended = try #require(StoreTestKit.status(after: [.familySharingEnded], from: shared))
        #expect(ended.state == .free && !ended.isPremium)
        #expect(ended.transactions.first?.revocationDate != nil)
        #expect(ended.isEligibleForTrial)
    }
}

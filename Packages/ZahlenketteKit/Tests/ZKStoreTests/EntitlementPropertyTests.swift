import Foundation
import Testing
import ZKCore
import ZKStore

@Suite struct EntitlementPropertyTests {
    /// The premium column of the state table (docs/store.md#the-state-machine), written out.
    static let premiumColumn: [EntitlementState: Bool] = [
        .free: false, .trial: true, .subscribed: true, .billingGrace: true, .expired: false, .revoked: false,
        .familyShared: true,
    ]

    private static func randomEvent(_ rng: inout SplitMix64) -> StoreEvent {
        let plan: SubscriptionPlan = rng.next() % 2 == 0 ? .monthly : .yearly
        let kind = StoreEvent.Kind.allCases[Int(rng.next() % UInt64(StoreEvent.Kind.allCases.count))]
        switch kind {
        case .purchaseWithTrial: return .purchased(plan, withTrial: true)
        case .purchase: return .purchased(plan, withTrial: false)
        case .askToBuyWithTrial: return .askToBuyRequested(plan, withTrial: true)
        case .askToBuy: return .askToBuyRequested(plan, withTrial: false)
        case .familySharingOn: return .familySharingStarted(plan)
        default: return EntitlementMachineTests.event(kind)
        }
    }

    /// What went wrong in one step, or nil. Checks the invariants of 17.5 and that nothing the
    /// store knows of was taken away.
    private static func violation(before: SubscriptionStatus, event: StoreEvent, after: SubscriptionStatus) -> String? {
        let target = EntitlementMachineTests.allowed[before.state]?[event.kind]
        // Approving a request made with the trial starts the trial instead of a paid period.
        let approvedTrial = event == .askToBuyApproved && before.pending?.withTrial == true && after.state == .trial
        if target != after.state && !approvedTrial { return "\(before.state) + \(event.kind) → \(after.state)" }
        if after.isPremium != premiumColumn[after.state] { return "premium of \(after.state)" }
        if after.isPremium && after.expirationDate == nil { return "premium without a period end" }
        if (after.state == .billingGrace) != (after.graceEnd != nil) { return "grace end outside the grace" }
        if after.state.isLapsed && after.endedAt == nil { return "lapse without its date" }
        if before.trialUsed && !after.trialUsed { return "the used trial was forgotten" }
        if after.transactions.filter({ $0.kind == .trial }).count > 1 { return "a second trial" }
        guard after.transactions.count >= before.transactions.count else { return "a transaction vanished" }
        for (old, new) in zip(before.transactions, after.transactions) {
            let unchanged =
                old.id == new.id && old.kind == new.kind && old.plan == new.plan && old.purchaseDate == new.purchaseDate
                && old.expirationDate == new.expirationDate
            if !unchanged { return "transaction \(old.id) was rewritten" }
            if let revoked = old.revocationDate, new.revocationDate != revoked { return "a revocation was undone" }
        }
        return nil
    }

    @Test func tenThousandRandomHistoriesKeepTheRulesOf17_5AndLoseNothing() {
        var rng = SplitMix64(seed: 0x5EED_0017)
        let rules = StoreTestKit.shippedRules
        let premiumGame = GameID.blitzblick
        var steps = 0
        var refusals = 0
        var visited: Set<EntitlementState> = []
        for sequence in 0..<10_000 {
            var status = SubscriptionStatus.free
            var date = StoreTestKit.start
            var gate = EntitlementGate(rules: rules, premium: false)
            var roundStartedWithPremium: Bool?
            for _ in 0..<(1 + Int(rng.next() % 24)) {
                let days: UInt64 = rng.next() % 40
                let seconds: UInt64 = rng.next() % 86_400
                date = date.addingTimeInterval(Double(days * 86_400 + seconds))
                let event = Self.randomEvent(&rng)
                steps += 1
                switch StoreTestKit.machine.apply(event, to: status, at: date) {
                case .success(let next):
                    if let problem = Self.violation(before: status, event: event, after: next) {
                        Issue.record("sequence \(sequence): \(problem)")
                        return
                    }
                    status = next
                case .failure(let refusal):
                    refusals += 1
                    let listed = EntitlementMachineTests.allowed[status.state]?[event.kind] != nil
                    if refusal.state != status.state || (listed && refusal.reason == .notAllowedInState) {
                        Issue.record("sequence \(sequence): \(refusal) although 17.5 lists it")
                        return
                    }
                }
                visited.insert(status.state)
                // A round started before the change plays on with the entitlement of its start.
                gate.receive(premium: status.isPremium)
                if let held = roundStartedWithPremium {
                    if gate.childPremium != held {
                        Issue.record("sequence \(sequence): the running round flipped")
                        return
                    }
                    if rng.next() % 3 == 0 {
                        gate.finish(.round)
                        roundStartedWithPremium = nil
                    }
                } else if gate.begin(.round, game: premiumGame) == .play {
                    roundStartedWithPremium = status.isPremium
                }
            }
        }
        // The walk reached every state and met both outcomes often.
        #expect(visited == Set(EntitlementState.allCases))
        #expect(refusals > steps / 10 && refusals < steps * 9 / 10)
    }
}

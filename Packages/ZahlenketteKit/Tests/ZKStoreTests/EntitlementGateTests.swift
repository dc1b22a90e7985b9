import Testing
import ZKCore
import ZKStore

/// A new entitlement applies from the next round, and a running round or Abenteuer finishes with
/// the one it started with (docs/store.md#rounds-lapse-and-the-engine).
@Suite struct EntitlementGateTests {
    private let rules = StoreTestKit.shippedRules

    @Test func aLapseMidRoundLetsTheRoundFinishAndLocksTheNextOne() {
        var gate = EntitlementGate(rules: rules, premium: true)
        #expect(gate.begin(.round, game: .blitzblick) == .play)
        gate.receive(premium: false)
        #expect(gate.childPremium)
        #expect(gate.availableGames.contains(.blitzblick))
        gate.finish(.round)
        #expect(!gate.childPremium)
        #expect(gate.decision(for: .blitzblick) == .askParent)
        #expect(gate.decision(for: .wieViele) == .play)
    }

    @Test func aPurchaseMidRoundOpensTheGamesFromTheNextRound() {
        var gate = EntitlementGate(rules: rules, premium: false)
        #expect(gate.begin(.round, game: .hoerHin) == .play)
        gate.receive(premium: true)
        #expect(gate.decision(for: .memory) == .askParent)
        gate.finish(.round)
        #expect(gate.decision(for: .memory) == .play)
    }

    @Test func anAbenteuerKeepsItsStartingEntitlementAcrossItsRounds() {
        var gate = EntitlementGate(rules: rules, premium: true)
        gate.begin(.abenteuer)
        gate.receive(premium: false)
        #expect(gate.begin(.round, game: .froschsprung) == .play)
        gate.finish(.round)
        #expect(gate.decision(for: .zahlenmonster) == .play)
        gate.finish(.abenteuer)
        #expect(gate.decision(for: .zahlenmonster) == .askParent)
        #expect(gate.availableGames == rules.freeGames)
    }

    @Test func aLockedGameStartsNothingAndHoldsNothing() {
        var gate = EntitlementGate(rules: rules, premium: false)
        #expect(gate.begin(.round, game: .nachspuren) == .askParent)
        #expect(!gate.isHolding)
        gate.receive(premium: true)
        #expect(gate.decision(for: .nachspuren) == .play)
    }
}

import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

@Suite struct LedgerCacheTests {
    @Test func aPlantedWrongCacheIsRecomputedFromTheLedgerAtLaunch() throws {
        let folder = RewardTestKit.temporaryDirectory("cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = Berlin.octoberFirst
        var child = UUID()
        do {
            let store = try PersistenceStore.open(directory: folder, clock: clock)
            child = try RewardTestKit.profile(0, in: store)
            try RewardTestKit.earn(14, profileID: child, in: store)
            _ = try RoundEarnings.record(
                roundID: StableID.make(child, "round"), profileID: child, store: store, catalog: RewardTestKit.catalog)
            // Someone (a bug, a hand edit) leaves a cache that disagrees with the ledger.
            try store.database.run(
                "UPDATE reward_cache SET balance = 999, rounds_completed = 40 WHERE profile_id = ?", child.sql)
            #expect(try StarLedger.audit(store, profileID: child).agrees == false)
            store.close()
        }
        let relaunched = try PersistenceStore.open(directory: folder, clock: clock)
        defer { relaunched.close() }
        let report = try LaunchUpkeep.run(relaunched)
        #expect(report.repairedProfiles == [child])
        let audit = try StarLedger.audit(relaunched, profileID: child)
        #expect(audit.agrees)
        #expect(audit.cached == RewardCounters(balance: 16, roundsCompleted: 1, abenteuerCompleted: 0))
        // A second launch finds nothing to repair.
        #expect(try LaunchUpkeep.run(relaunched).repairedProfiles.isEmpty)
    }

    @Test func theRetentionPassRunsOnceADayAndKeepsEverythingEarned() throws {
        let folder = RewardTestKit.temporaryDirectory("retention")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = AdjustableClock(base: Berlin.octoberFirst)
        let store = try PersistenceStore.open(directory: folder, clock: clock)
        defer { store.close() }
        let child = try RewardTestKit.profile(0, in: store)
        try RewardTestKit.earn(30, profileID: child, in: store)
        _ = try store.rewards.befriend(profileID: child, numbers: [1, 2])
        #expect(try LaunchUpkeep.run(store).pruned != nil)
        #expect(try LaunchUpkeep.run(store).pruned == nil)
        clock.advance(by: 200 * 86_400)
        #expect(try LaunchUpkeep.run(store).pruned != nil)
        #expect(try store.rewards.balance(profileID: child) == 30)
        #expect(try store.rewards.friends(profileID: child).count == 2)
    }

    @Test func theBalanceIsTheLedgerSumNeverBelowZero() {
        let entries = [3, -2, 5].enumerated().map { index, amount in
            StarLedgerEntry(
                id: UUID(), profileID: UUID(), reason: amount < 0 ? .decorationPurchased : .taskSolved,
                sourceID: UUID(), amount: amount, createdAt: Date(timeIntervalSince1970: Double(index)),
                localDate: Berlin.day("2026-10-01"))
        }
        #expect(StarLedger.balance(of: entries) == 6)
        #expect(StarLedger.balance(of: Array(entries.prefix(1)) + [entries[1], entries[1]]) == 0)
        #expect(StarLedger.earning(.taskSolved) == 1)
        #expect(StarLedger.earning(.roundCompleted) == 2)
        #expect(StarLedger.earning(.abenteuerCompleted) == 5)
        #expect(StarLedger.earning(.decorationPurchased) == nil)
    }
}

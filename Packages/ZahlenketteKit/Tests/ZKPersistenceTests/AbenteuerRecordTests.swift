import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

/// The stored Abenteuer (docs/abenteuer.md#the-day): one record per profile and day, read back by
/// its day, and the most recent one before a day for the planner.
@Suite struct AbenteuerRecordTests {
    private func record(_ profile: ChildProfile, _ day: String, games: [GameID], n: Int) -> AbenteuerRecord {
        AbenteuerRecord(
            id: StableID.make(StableID.device, "abenteuer", String(n)), profileID: profile.id,
            localDate: Berlin.day(day), games: games, seed: UInt64.max - UInt64(n))
    }

    @Test func aRecordIsReadBackByItsDayWithItsProgress() throws {
        let store = try StoreTestKit.openStore()
        let child = StoreTestKit.profile(1)
        try store.profiles.create(child)
        var saved = record(child, "2026-10-01", games: [.memory, .hoerHin, .froschsprung], n: 1)
        try store.progress.saveAbenteuer(saved)
        saved.roundsCompleted = 3
        saved.completedAt = StoreTestKit.clock.now
        try store.progress.saveAbenteuer(saved)
        #expect(try store.progress.abenteuer(profileID: child.id, on: Berlin.day("2026-10-01")) == saved)
        #expect(try store.progress.abenteuer(profileID: child.id, on: Berlin.day("2026-10-02")) == nil)
    }

    @Test func theLastAbenteuerIsTheLatestOfAnEarlierDayOfThatChild() throws {
        let store = try StoreTestKit.openStore()
        let child = StoreTestKit.profile(1)
        let sibling = StoreTestKit.profile(2)
        try store.profiles.create(child)
        try store.profiles.create(sibling)
        let older = record(child, "2026-09-20", games: [.wieViele, .hoerHin, .wasFehlt], n: 1)
        let last = record(child, "2026-09-28", games: [.memory, .blitzblick, .nachspuren], n: 2)
        let today = record(child, "2026-10-01", games: [.zahlenmonster, .hoerHin, .memory], n: 3)
        let siblings = record(sibling, "2026-09-30", games: [.schuettelbox, .wasFehlt, .wieViele], n: 4)
        for saved in [older, last, today, siblings] { try store.progress.saveAbenteuer(saved) }
        #expect(try store.progress.lastAbenteuer(profileID: child.id, before: Berlin.day("2026-10-01")) == last)
        #expect(try store.progress.lastAbenteuer(profileID: child.id, before: Berlin.day("2026-09-28")) == older)
        #expect(try store.progress.lastAbenteuer(profileID: child.id, before: Berlin.day("2026-09-20")) == nil)
    }
}

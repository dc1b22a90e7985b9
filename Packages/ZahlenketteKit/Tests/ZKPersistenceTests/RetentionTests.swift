import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct RetentionTests {
    @Test func attemptsAndSessionsOlderThanNinetyDaysArePrunedOnceADayAndAggregatesStay() throws {
        let directory = StoreTestKit.temporaryDirectory("retention")
        let writer = try StoreTestKit.openStore(directory)
        let profile = StoreTestKit.profile(1)
        try writer.profiles.create(profile)
        let today = StoreTestKit.clock.today
        for (n, age) in [95, 91, 90, 89, 0].enumerated() {
            let day = today.adding(days: -age)
            let time = StoreTestKit.clock.now.addingTimeInterval(Double(-age) * 86_400)
            _ = try writer.recordCompletedTask(
                try StoreTestKit.taskWrite(writer, profileID: profile.id, attempt: n, day: day, at: time))
            try writer.usage.saveSession(
                SessionRecord(
                    id: StoreTestKit.id(500 + n), profileID: profile.id, startedAt: time, localDate: day,
                    tasksCompleted: 1))
            try writer.usage.saveDailyUsage(DailyUsage(profileID: profile.id, trustedDate: day, activeSeconds: 60))
        }
        writer.close()

        let store = try StoreTestKit.openStore(directory)
        let pruned = try #require(try store.maintenance.pruneIfDue())
        #expect(pruned == MaintenanceService.PruneResult(attempts: 2, sessions: 2))
        let remaining = try store.progress.attempts(profileID: profile.id, since: today.adding(days: -400))
        #expect(remaining.map(\.localDate) == [today.adding(days: -90), today.adding(days: -89), today])
        #expect(try store.usage.sessions(profileID: profile.id, since: today.adding(days: -400)).count == 3)
        #expect(
            try store.usage.dailyUsages(profileID: profile.id, from: today.adding(days: -400), through: today).count
                == 5)
        #expect(try store.progress.masteryRecords(profileID: profile.id).first?.evidence == 5)
        #expect(try store.rewards.balance(profileID: profile.id) == 5)
        #expect(try store.rewards.ledger(profileID: profile.id).count == 5)
        #expect(try store.progress.gameNumberStats(profileID: profile.id, gameID: .wieViele).first?.tasks == 5)

        #expect(try store.maintenance.pruneIfDue() == nil)
        store.close()
        let tomorrow = try PersistenceStore.open(directory: directory, clock: Berlin.clock("2026-10-02"))
        #expect(try tomorrow.maintenance.pruneIfDue() == MaintenanceService.PruneResult(attempts: 1, sessions: 1))
    }
}

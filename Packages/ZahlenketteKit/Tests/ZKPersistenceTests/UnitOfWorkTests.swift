import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct UnitOfWorkTests {
    @Test func aCompletedTaskWritesEveryPartInOneUnitOfWork() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        let write = try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: 1, gameState: "{\"seen\":[3]}")
        let receipt = try store.recordCompletedTask(write, befriending: [3])

        #expect(receipt.isNew)
        #expect(receipt.star.isNew && receipt.star.balance == 1 && receipt.star.entry.amount == 1)
        #expect(receipt.newFriends.map(\.number) == [3])
        let attempts = try store.progress.attempts(profileID: profile.id, since: StoreTestKit.clock.today)
        #expect(attempts == [write.attempt])
        #expect(try store.progress.masteryRecords(profileID: profile.id) == write.mastery)
        #expect(try store.progress.gameProgress(profileID: profile.id, gameID: .wieViele) == write.gameProgress)
        #expect(try store.progress.learningState(profileID: profile.id) == write.learningState)
        #expect(
            try store.progress.gameNumberStats(profileID: profile.id, gameID: .wieViele)
                == [
                    GameNumberStat(
                        profileID: profile.id, gameID: .wieViele, number: 3, tasks: 1, firstTryCorrect: 1,
                        lastPlayedOn: StoreTestKit.clock.today)
                ])
        #expect(try store.rewards.ledger(profileID: profile.id).map(\.sourceID) == [write.attempt.id])
    }

    @Test func aRepeatedTaskEventChangesNothing() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        let write = try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: 1)
        _ = try store.recordCompletedTask(write, befriending: [3])
        let before = try StoreTestKit.rowCounts(store)
        let again = try store.recordCompletedTask(write, befriending: [3])
        #expect(!again.isNew && !again.star.isNew && again.newFriends.isEmpty)
        #expect(again.star.balance == 1)
        #expect(try StoreTestKit.rowCounts(store) == before)
        #expect(try store.rewards.balance(profileID: profile.id) == 1)
    }

    @Test func anErrorInsideTheUnitOfWorkLeavesNoPartBehind() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        let before = try StoreTestKit.rowCounts(store)
        let write = try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: 1)
        #expect(throws: PersistenceError.rejected(reason: "after the star")) {
            try store.unitOfWork { () throws(PersistenceError) in
                try store.progress.record(write)
                _ = try store.rewards.recordTaskCompleted(profileID: profile.id, taskAttemptID: write.attempt.id)
                _ = try store.rewards.befriend(profileID: profile.id, numbers: [3])
                throw PersistenceError.rejected(reason: "after the star")
            }
        }
        #expect(try StoreTestKit.rowCounts(store) == before)
        #expect(try store.rewards.balance(profileID: profile.id) == 0)
    }

    @Test func aWriteForAMissingProfileFailsAsAWhole() throws {
        let store = try StoreTestKit.openStore()
        let before = try StoreTestKit.rowCounts(store)
        let stranger = StoreTestKit.id(77)
        let attempt = TaskAttemptRecord(
            id: StoreTestKit.id(1), profileID: stranger, roundID: nil, plannedTaskID: StoreTestKit.id(1),
            gameID: .memory,
            skill: .recognize, number: 4, firstTryCorrect: true, attempts: 1, hintsUsed: 0, solutionShown: false,
            responseTimeMs: 900, promptReplays: 0, wrongAnswers: [], result: .firstTry, reason: .focus, step: .step1,
            durationMs: 1000, localDate: StoreTestKit.clock.today, completedAt: StoreTestKit.clock.now)
        let orphan = TaskResultWrite(
            attempt: attempt, mastery: [MasteryRecord(profileID: stranger, skill: .recognize, number: 4, evidence: 1)],
            gameProgress: GameProgress(profileID: stranger, gameID: .memory),
            learningState: LearningState(profileID: stranger, range: .r1to10))
        #expect(throws: PersistenceError.self) {
            _ = try store.recordCompletedTask(orphan)
        }
        #expect(try StoreTestKit.rowCounts(store) == before)
    }
}

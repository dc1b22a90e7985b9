import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct RepositoryTests {
    @Test func profilesRespectTheLimitUniqueAvatarsAndNicknameRules() throws {
        let store = try StoreTestKit.openStore()
        for n in 1...5 { try store.profiles.create(StoreTestKit.profile(n)) }
        try store.profiles.create(StoreTestKit.profile(1))
        #expect(try store.profiles.profiles().count == 5)
        #expect(throws: PersistenceError.rejected(reason: "profile limit")) {
            try store.profiles.create(StoreTestKit.profile(6))
        }
        try DataManagementTestsSupport.deleteOne(store)
        #expect(throws: PersistenceError.rejected(reason: "avatar in use")) {
            try store.profiles.create(StoreTestKit.profile(7, avatar: "avatar.2"))
        }
        var bad = StoreTestKit.profile(8)
        bad.nickname = "Mila<script>"
        #expect(throws: PersistenceError.rejected(reason: "nickname")) { try store.profiles.create(bad) }
        var renamed = try store.profiles.profile(id: StoreTestKit.profile(2).id)
        renamed.nickname = "Jonas-Ü 2"
        renamed.dailyLimitMinutes = nil
        renamed.rangeOverride = .r1to20
        try store.profiles.update(renamed)
        #expect(try store.profiles.profile(id: renamed.id) == renamed)
    }

    @Test func theLedgerIsIdempotentAndTheBalanceNeverGoesBelowZero() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        for n in 1...9 {
            _ = try store.rewards.recordTaskCompleted(profileID: profile.id, taskAttemptID: StoreTestKit.id(n))
        }
        let round = try store.rewards.recordRoundCompleted(profileID: profile.id, roundID: StoreTestKit.id(100))
        let roundAgain = try store.rewards.recordRoundCompleted(profileID: profile.id, roundID: StoreTestKit.id(100))
        #expect(round.isNew && !roundAgain.isNew && roundAgain.entry == round.entry && roundAgain.balance == 11)
        _ = try store.rewards.recordAbenteuerCompleted(profileID: profile.id, abenteuerID: StoreTestKit.id(200))
        #expect(
            try store.rewards.counters(profileID: profile.id)
                == RewardCounters(balance: 16, roundsCompleted: 1, abenteuerCompleted: 1))
        #expect(throws: PersistenceError.rejected(reason: "balance below 0")) {
            _ = try store.rewards.purchase(
                profileID: profile.id, purchaseID: StoreTestKit.id(300), itemID: "deco.tree", size: .medium)
        }
        #expect(try store.rewards.ownedDecorations(profileID: profile.id).isEmpty)
        #expect(try store.rewards.balance(profileID: profile.id) == 16)
    }

    @Test func purchasesKeepTheCopyLimitAndPlacementsMove() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        for n in 1...60 {
            _ = try store.rewards.recordTaskCompleted(profileID: profile.id, taskAttemptID: StoreTestKit.id(n))
        }
        let first = try store.rewards.purchase(
            profileID: profile.id, purchaseID: StoreTestKit.id(301), itemID: "deco.pond", size: .medium)
        _ = try store.rewards.purchase(
            profileID: profile.id, purchaseID: StoreTestKit.id(301), itemID: "deco.pond", size: .medium)
        _ = try store.rewards.purchase(
            profileID: profile.id, purchaseID: StoreTestKit.id(302), itemID: "deco.pond", size: .medium)
        #expect(throws: PersistenceError.rejected(reason: "copy limit")) {
            _ = try store.rewards.purchase(
                profileID: profile.id, purchaseID: StoreTestKit.id(303), itemID: "deco.pond", size: .medium)
        }
        #expect(try store.rewards.balance(profileID: profile.id) == 10)
        try store.rewards.place(profileID: profile.id, ownedDecorationID: first.id, x: 0, y: 0)
        try store.rewards.place(profileID: profile.id, ownedDecorationID: first.id, x: 4, y: 3)
        #expect(try store.rewards.placements(profileID: profile.id).map { [$0.x, $0.y] } == [[4, 3]])
        try store.rewards.returnToInventory(profileID: profile.id, ownedDecorationID: first.id)
        #expect(try store.rewards.placements(profileID: profile.id).isEmpty)
        #expect(throws: PersistenceError.notFound(entity: "OwnedDecoration")) {
            try store.rewards.place(profileID: profile.id, ownedDecorationID: StoreTestKit.id(999), x: 0, y: 0)
        }
    }

    @Test func friendsStickersAndCelebrationsAreIdempotent() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        #expect(try store.rewards.befriend(profileID: profile.id, numbers: [5, 2, 5, 0, 21]).map(\.number) == [2, 5])
        #expect(try store.rewards.befriend(profileID: profile.id, numbers: [2, 7]).map(\.number) == [7])
        #expect(try store.rewards.friends(profileID: profile.id).map(\.number) == [2, 5, 7])
        #expect(try store.rewards.awardSticker(profileID: profile.id, stickerID: "sticker.a", sourceID: nil) != nil)
        #expect(try store.rewards.awardSticker(profileID: profile.id, stickerID: "sticker.a", sourceID: nil) == nil)
        let first = CelebrationItem(
            id: StoreTestKit.id(1), profileID: profile.id, kind: .friend, payload: "2",
            enqueuedAt: StoreTestKit.clock.now)
        let second = CelebrationItem(
            id: StoreTestKit.id(2), profileID: profile.id, kind: .sticker, payload: "sticker.a",
            enqueuedAt: StoreTestKit.clock.now)
        try store.rewards.enqueueCelebration(first)
        try store.rewards.enqueueCelebration(second)
        try store.rewards.enqueueCelebration(first)
        #expect(try store.rewards.celebrations(profileID: profile.id) == [first, second])
        try store.rewards.removeCelebration(id: first.id)
        #expect(try store.rewards.celebrations(profileID: profile.id) == [second])
    }

    @Test func usageAccumulatesPerTrustedDateAndSessionsUpdateInPlace() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        let day = StoreTestKit.clock.today
        try store.usage.addActiveSeconds(15, profileID: profile.id, trustedDate: day)
        try store.usage.addActiveSeconds(15, profileID: profile.id, trustedDate: day)
        var usage = try store.usage.dailyUsage(profileID: profile.id, trustedDate: day)
        #expect(usage.activeSeconds == 30)
        usage.extraMinutes = 15
        try store.usage.saveDailyUsage(usage)
        #expect(try store.usage.dailyUsages(profileID: profile.id, from: day.adding(days: -6), through: day) == [usage])
        var session = SessionRecord(
            id: StoreTestKit.id(1), profileID: profile.id, startedAt: StoreTestKit.clock.now, localDate: day)
        try store.usage.saveSession(session)
        session.tasksCompleted = 4
        session.endReason = "profileSwitch"
        try store.usage.saveSession(session)
        #expect(try store.usage.sessions(profileID: profile.id, since: day) == [session])
    }

    @Test func defaultsAreServedForUnplayedGamesAndNewProfiles() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1, level: .littleOnes)
        try store.profiles.create(profile)
        #expect(
            try store.progress.gameProgress(profileID: profile.id, gameID: .memory)
                == GameProgress(profileID: profile.id, gameID: .memory))
        #expect(try store.progress.learningState(profileID: profile.id).range == .r1to5)
        #expect(throws: PersistenceError.notFound(entity: "ChildProfile")) {
            _ = try store.progress.learningState(profileID: StoreTestKit.id(5))
        }
    }

    @Test func aCheckpointMovesCommittedPagesIntoTheDatabaseFile() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        for n in 1...6 {
            _ = try store.recordCompletedTask(try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: n))
        }
        let database = store.fileURL.path
        let before = try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int ?? 0
        try store.maintenance.checkpoint()
        let after = try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int ?? 0
        #expect(after > before)
        #expect(try store.progress.attemptCount(profileID: profile.id) == 6)
    }

    @Test func aDamagedCachedBalanceIsRebuiltFromTheLedger() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        for n in 1...3 {
            _ = try store.rewards.recordTaskCompleted(profileID: profile.id, taskAttemptID: StoreTestKit.id(n))
        }
        try store.database.run("UPDATE reward_cache SET balance = 99")
        #expect(try store.maintenance.rebuildRewardCaches() == [profile.id])
        #expect(try store.rewards.balance(profileID: profile.id) == 3)
    }
}

enum DataManagementTestsSupport {
    static func deleteOne(_ store: PersistenceStore) throws {
        try store.dataManagement.deleteProfile(id: StoreTestKit.profile(5).id)
    }
}

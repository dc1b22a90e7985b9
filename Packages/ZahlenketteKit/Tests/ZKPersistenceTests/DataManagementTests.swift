import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct DataManagementTests {
    /// Two profiles with a row in every profile table.
    func twoFullProfiles() throws -> PersistenceStore {
        let store = try StoreTestKit.openStore()
        for p in 1...2 {
            let profile = StoreTestKit.profile(p)
            try store.profiles.create(profile)
            for n in 1...12 {
                _ = try store.recordCompletedTask(
                    try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: p * 100 + n, number: n),
                    befriending: [n])
            }
            _ = try store.rewards.recordRoundCompleted(profileID: profile.id, roundID: StoreTestKit.id(p * 1000))
            let item = try store.rewards.purchase(
                profileID: profile.id, purchaseID: StoreTestKit.id(p * 1000 + 1), itemID: "deco.sun", size: .small)
            try store.rewards.place(profileID: profile.id, ownedDecorationID: item.id, x: p, y: 0)
            _ = try store.rewards.awardSticker(profileID: profile.id, stickerID: "sticker.first", sourceID: nil)
            try store.rewards.enqueueCelebration(
                CelebrationItem(
                    id: StoreTestKit.id(p * 1000 + 2), profileID: profile.id, kind: .friend, payload: "1",
                    enqueuedAt: StoreTestKit.clock.now))
            try store.usage.saveSession(
                SessionRecord(
                    id: StoreTestKit.id(p * 1000 + 3), profileID: profile.id, startedAt: StoreTestKit.clock.now,
                    localDate: StoreTestKit.clock.today))
            try store.usage.addActiveSeconds(300, profileID: profile.id, trustedDate: StoreTestKit.clock.today)
            try store.progress.saveAbenteuer(
                AbenteuerRecord(
                    id: StoreTestKit.id(p * 1000 + 4), profileID: profile.id, localDate: StoreTestKit.clock.today,
                    games: [.memory], seed: 1))
        }
        return store
    }

    @Test func deletingAProfileErasesEveryRowOfItAndNothingElse() throws {
        let store = try twoFullProfiles()
        let gone = StoreTestKit.profile(1).id
        let summary = try store.dataManagement.erasureSummary(profileID: gone)
        #expect(summary.count == DataManagementService.profileTables.count)
        #expect(summary.values.allSatisfy { $0 > 0 })
        let before = try StoreTestKit.rowCounts(store)

        try store.dataManagement.deleteProfile(id: gone)
        for table in DataManagementService.profileTables {
            #expect(
                try store.database.integer("SELECT COUNT(*) FROM " + table + " WHERE profile_id = ?", gone.sql) == 0,
                "\(table)")
        }
        let after = try StoreTestKit.rowCounts(store)
        for (table, count) in before where table != "child_profile" {
            #expect(after[table] == count - (summary[table] ?? 0), "\(table)")
        }
        #expect(try store.profiles.profiles().map(\.id) == [StoreTestKit.profile(2).id])
        #expect(try store.rewards.balance(profileID: StoreTestKit.profile(2).id) == 4)
        #expect(throws: PersistenceError.notFound(entity: "ChildProfile")) {
            try store.dataManagement.deleteProfile(id: gone)
        }
    }

    @Test func resetAllErasesChildDataAndKeepsTheClockAnchorAndGateCooldown() throws {
        let store = try twoFullProfiles()
        let directory = store.fileURL.deletingLastPathComponent()
        let settings = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        let anchor = TrustedAnchor(
            trustedEpoch: StoreTestKit.clock.now, continuous: 1234.5, lastTrustedDate: StoreTestKit.clock.today)
        let cooldown = DeviceSettings.GateCooldown(
            wrongAnswers: 3, lockedUntilContinuous: 1294.5, lastWrongAnswerContinuous: 1234.5)
        try settings.update {
            $0.trustedAnchor = anchor
            $0.gateCooldown = cooldown
            $0.musicEnabled = true
            $0.profileSwitchRequiresGate = true
        }
        try store.dataManagement.resetAll(settings: settings)
        #expect(try StoreTestKit.rowCounts(store).values.allSatisfy { $0 == 0 })
        let reloaded = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        #expect(reloaded.settings.trustedAnchor == anchor)
        #expect(reloaded.settings.gateCooldown == cooldown)
        #expect(!reloaded.settings.musicEnabled)
        #expect(!reloaded.settings.profileSwitchRequiresGate)
    }

    /// A reset that fails at its last statement (a trigger refuses the profiles' deletion) leaves
    /// every row of every child and the device settings as they were: one transaction
    /// (docs/parent-area.md#profiles-data-and-reset).
    @Test func aResetThatFailsHalfwayLeavesEveryChildAndTheSettings() throws {
        let store = try twoFullProfiles()
        let settings = DeviceSettingsStore(
            directory: store.fileURL.deletingLastPathComponent(), clock: StoreTestKit.clock)
        try settings.update { $0.musicEnabled = true }
        let before = try StoreTestKit.rowCounts(store)
        _ = try store.database.run(
            "CREATE TEMP TRIGGER refuse BEFORE DELETE ON child_profile BEGIN SELECT RAISE(ABORT, 'refused'); END")
        #expect(throws: PersistenceError.self) { try store.dataManagement.resetAll(settings: settings) }
        #expect(try StoreTestKit.rowCounts(store) == before)
        #expect(settings.settings.musicEnabled)
    }

    /// The same for one child's deletion: a failure at the end keeps all of that child.
    @Test func aDeletionThatFailsHalfwayKeepsTheWholeProfile() throws {
        let store = try twoFullProfiles()
        let before = try StoreTestKit.rowCounts(store)
        _ = try store.database.run(
            "CREATE TEMP TRIGGER refuse BEFORE DELETE ON child_profile BEGIN SELECT RAISE(ABORT, 'refused'); END")
        #expect(throws: PersistenceError.self) {
            try store.dataManagement.deleteProfile(id: StoreTestKit.profile(1).id)
        }
        #expect(try StoreTestKit.rowCounts(store) == before)
    }
}

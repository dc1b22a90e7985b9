import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct ExportTests {
    @Test func theExportRoundTripsAndMatchesTheStore() throws {
        let store = try DataManagementTests().twoFullProfiles()
        let old = StoreTestKit.profile(1).id
        _ = try store.recordCompletedTask(
            try StoreTestKit.taskWrite(
                store, profileID: old, attempt: 77, day: StoreTestKit.clock.today.adding(days: -91),
                at: StoreTestKit.clock.now.addingTimeInterval(-91 * 86_400)))

        let document = try store.dataManagement.export(appVersion: "1.0 (42)")
        let data = try document.encoded()
        let decoded = try ExportDocument.decode(data)
        #expect(decoded == document)
        #expect(decoded.schemaVersion == 4)
        #expect(decoded.exportedAt == StoreTestKit.clock.now)
        #expect(decoded.appVersion == "1.0 (42)")

        let profiles = try store.profiles.profiles()
        #expect(decoded.profiles.map(\.id) == profiles.map(\.id))
        for (exported, profile) in zip(decoded.profiles, profiles) {
            #expect(exported.nickname == profile.nickname)
            #expect(exported.avatar == profile.avatarID)
            #expect(exported.level == profile.level)
            #expect(exported.dailyLimitMinutes == profile.dailyLimitMinutes)
            #expect(exported.range == (try store.progress.learningState(profileID: profile.id)).range)
            let mastery = try store.progress.masteryRecords(profileID: profile.id)
            #expect(exported.mastery.map(\.number) == mastery.map(\.number))
            #expect(exported.mastery.map(\.value) == mastery.map(\.value))
            #expect(exported.mastery.map(\.box) == mastery.map(\.leitnerBox))
            #expect(exported.mastery.map(\.dueOn) == mastery.map(\.dueOn))
            let recent = try store.progress.attempts(
                profileID: profile.id, since: StoreTestKit.clock.today.adding(days: -90))
            #expect(exported.attempts.map(\.time) == recent.map(\.completedAt))
            #expect(exported.attempts.map(\.result) == recent.map(\.result))
            #expect(exported.attempts.map(\.bucket) == recent.map(\.bucket))
            #expect(exported.stars == (try store.rewards.balance(profileID: profile.id)))
            #expect(exported.ledger.map(\.amount) == (try store.rewards.ledger(profileID: profile.id)).map(\.amount))
            #expect(exported.friends == (try store.rewards.friends(profileID: profile.id)).map(\.number))
            #expect(exported.stickers == ["sticker.first"])
            #expect(exported.decorations.map(\.item) == ["deco.sun"])
            #expect(exported.dailyUsage.map(\.activeSeconds) == [300])
        }
        // The attempt 91 days old is in the store but not in the export.
        #expect(try store.progress.attemptCount(profileID: old) == 13)
        #expect(decoded.profiles[0].attempts.count == 12)
    }

    @Test func theExportCarriesNoDeviceIdentifiersSettingsOrPurchases() throws {
        let store = try DataManagementTests().twoFullProfiles()
        let directory = store.fileURL.deletingLastPathComponent()
        let settings = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        try settings.update {
            $0.trustedAnchor = TrustedAnchor(
                trustedEpoch: StoreTestKit.clock.now, continuous: 987.25, lastTrustedDate: StoreTestKit.clock.today)
        }
        let text = String(decoding: try store.dataManagement.export(appVersion: "1.0").encoded(), as: UTF8.self)
        for forbidden in [
            "device", "vendor", "identifierFor", "hostname", "987.25", "trustedAnchor", "transaction", "subscription",
            directory.path,
        ] {
            #expect(!text.localizedCaseInsensitiveContains(forbidden), "\(forbidden)")
        }
        #expect(ExportDocument.fileName(for: StoreTestKit.clock.today) == "zahlenkette-export-2026-10-01.json")
    }

    /// The parent's file names the same version as `zahlenkette --version` (issue 20).
    @Test func theExportCarriesTheAppVersionConstant() throws {
        let store = try DataManagementTests().twoFullProfiles()
        let decoded = try ExportDocument.decode(try store.dataManagement.export().encoded())
        #expect(decoded.appVersion == AppVersion.current)
    }
}

@Suite struct ExportTimestampTests {
    @Test func timesAreWrittenInUTCToTheSecond() {
        #expect(ExportDocument.utcTimestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(ExportDocument.utcTimestamp(StoreTestKit.clock.now) == "2026-10-01T07:00:00Z")
        #expect(ExportDocument.utcTimestamp(Date(timeIntervalSince1970: 951_825_599.75)) == "2000-02-29T11:59:59Z")
        #expect(ExportDocument.utcTimestamp(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
    }
}

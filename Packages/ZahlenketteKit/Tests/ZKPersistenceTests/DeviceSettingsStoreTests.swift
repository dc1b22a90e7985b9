import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct DeviceSettingsStoreTests {
    @Test func aMissingFileMeansDefaultsWithoutAnIssue() {
        let store = DeviceSettingsStore(
            directory: StoreTestKit.temporaryDirectory("settings"), clock: StoreTestKit.clock)
        #expect(store.settings == DeviceSettings())
        #expect(store.loadIssue == nil)
        #expect(
            store.settings.voiceEnabled && !store.settings.musicEnabled && !store.settings.profileSwitchRequiresGate)
    }

    @Test func settingsAreWrittenAtomicallyAndReadBack() throws {
        let directory = StoreTestKit.temporaryDirectory("settings")
        let store = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        let anchor = TrustedAnchor(
            trustedEpoch: StoreTestKit.clock.now, continuous: 42, lastTrustedDate: StoreTestKit.clock.today)
        try store.update {
            $0.trustedAnchor = anchor
            $0.effectsEnabled = false
            $0.gateCooldown.wrongAnswers = 2
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["settings.json"])
        let reloaded = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        #expect(reloaded.settings == store.settings)
        #expect(reloaded.settings.trustedAnchor == anchor)
        #expect(!reloaded.settings.effectsEnabled)
    }

    @Test func aDamagedFileIsKeptAsideAndDefaultsApply() throws {
        let directory = StoreTestKit.temporaryDirectory("settings")
        let file = directory.appendingPathComponent("settings.json")
        try Data("{\"voiceEnabled\": fals".utf8).write(to: file)
        let store = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        #expect(store.loadIssue == .damaged)
        #expect(store.settings == DeviceSettings())
        let aside = directory.appendingPathComponent("settings.json.corrupt-20261001T070000Z")
        #expect(try String(contentsOf: aside, encoding: .utf8) == "{\"voiceEnabled\": fals")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try store.update { $0.hapticsEnabled = false }
        #expect(!DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock).settings.hapticsEnabled)
    }

    @Test func anOlderFileWithMissingKeysTakesDefaultsForThem() throws {
        let directory = StoreTestKit.temporaryDirectory("settings")
        try Data("{\"musicEnabled\": true}".utf8).write(to: directory.appendingPathComponent("settings.json"))
        let store = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        #expect(store.loadIssue == nil)
        #expect(store.settings.musicEnabled && store.settings.voiceEnabled)
    }

    @Test func aFractionOfASecondInTheClockAnchorLoadsAndWritesBackUnchanged() throws {
        let directory = StoreTestKit.temporaryDirectory("settings")
        let file = directory.appendingPathComponent("settings.json")
        let text = """
            {"trustedAnchor": {"continuous": 987.25, "lastTrustedDate": "2026-10-01",
             "trustedEpoch": "2026-10-01T07:00:00.5Z"}, "musicEnabled": true}
            """
        try Data(text.utf8).write(to: file)
        let store = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        #expect(store.loadIssue == nil)
        #expect(store.settings.musicEnabled)
        let epoch = try #require(store.settings.trustedAnchor?.trustedEpoch)
        #expect(epoch == StoreTestKit.clock.now)
        try store.update { $0.voiceEnabled = false }
        #expect(DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock).settings == store.settings)
    }

    @Test func aFailedWriteKeepsTheValueInEffect() throws {
        let directory = StoreTestKit.temporaryDirectory("settings")
        let store = DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("settings.json.tmp"), withIntermediateDirectories: true)
        #expect(throws: SettingsError.writeFailed) { try store.update { $0.voiceEnabled = false } }
        #expect(store.settings.voiceEnabled)
    }
}

import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hostile files in the data folder: each gives a calm start with defaults or a fresh store, the
/// bad file kept aside, and a parent notice (issue 18, D-1102).
@Suite struct BadFileTests {
    enum BadSettings: String, CaseIterable {
        case hundredMegabytes
        case binary
        case deeplyNested
        case symlinkToDevZero
        case folder
        case fifo
    }

    func plant(_ kind: BadSettings, at file: URL) throws {
        switch kind {
        case .hundredMegabytes:
            // Sparse: 100 MB long without taking the disk; the store must refuse it unread.
            let descriptor = open(file.path, O_WRONLY | O_CREAT, 0o600)
            #expect(descriptor >= 0)
            #expect(ftruncate(descriptor, 100 * 1024 * 1024) == 0)
            close(descriptor)
        case .binary:
            var rng = SplitMix64(seed: 0xB1_4A27)
            try Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: rng.next()) }).write(to: file)
        case .deeplyNested:
            let depth = 30_000
            let text =
                "{\"voiceEnabled\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            try Data((text + "}").utf8).write(to: file)
        case .symlinkToDevZero:
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        case .folder:
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        case .fifo:
            #expect(mkfifo(file.path, 0o600) == 0)
        }
    }

    @Test(arguments: BadSettings.allCases)
    func aBadSettingsFileGivesDefaultsIsKeptAsideAndTellsTheParent(_ kind: BadSettings) throws {
        let folder = StoreTestKit.temporaryDirectory("bad-settings")
        let file = folder.appendingPathComponent(DeviceSettingsStore.fileName)
        try plant(kind, at: file)

        let settings = DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock)

        #expect(settings.settings == DeviceSettings())
        #expect(settings.loadIssue == .damaged)
        #expect(settings.loadIssue?.parentMessageKey == "error.settings.reset")
        let aside = folder.appendingPathComponent("settings.json.corrupt-20261001T070000Z")
        #expect(PrivateFiles.kind(of: aside.path) != .missing, "kept aside, never deleted")
        #expect(PrivateFiles.kind(of: file.path) == .missing)
        // The next change writes a good file in its place.
        try settings.update { $0.musicEnabled = true }
        let reloaded = DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock)
        #expect(reloaded.loadIssue == nil && reloaded.settings.musicEnabled)
    }

    @Test func aFileJustUnderTheLimitIsStillRead() throws {
        let folder = StoreTestKit.temporaryDirectory("bad-settings")
        let padding = String(repeating: " ", count: DeviceSettingsStore.maximumFileSize - 40)
        try Data(("{\"musicEnabled\": true}" + padding).utf8).write(to: folder.appendingPathComponent("settings.json"))
        let settings = DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock)
        #expect(settings.loadIssue == nil && settings.settings.musicEnabled)
    }

    @Test func aFolderInPlaceOfTheStoreIsSetAsideWithItsContentsAndAFreshStoreStarts() throws {
        let folder = StoreTestKit.temporaryDirectory("bad-store")
        let inTheWay = folder.appendingPathComponent(PersistenceStore.defaultFileName)
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: inTheWay.appendingPathComponent("note.txt"))

        let store = try StoreTestKit.openStore(folder)
        try store.profiles.create(StoreTestKit.profile(1))

        #expect(try store.maintenance.integrityCheck())
        let aside = try #require(store.setAside.first)
        #expect(aside.lastPathComponent == "zahlenkette.sqlite.corrupt-20261001T070000Z")
        #expect(try String(contentsOf: aside.appendingPathComponent("note.txt"), encoding: .utf8) == "keep me")
        let notice = try #require(try store.maintenance.notices().first)
        #expect(notice.kind == .storeReplaced && notice.parentMessageKey == "error.storage.corrupt")
        store.close()
    }

    @Test func aFIFOInPlaceOfTheStoreOrItsJournalNeverBlocksTheLaunch() throws {
        let folder = StoreTestKit.temporaryDirectory("bad-store")
        let file = folder.appendingPathComponent(PersistenceStore.defaultFileName)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(mkfifo(file.path + "-wal", 0o600) == 0)
        let store = try StoreTestKit.openStore(folder)
        #expect(try store.profiles.profiles().isEmpty)
        #expect(
            store.setAside.map(\.lastPathComponent).sorted() == [
                "zahlenkette.sqlite.corrupt-20261001T070000Z", "zahlenkette.sqlite.corrupt-20261001T070000Z-2-wal",
            ])
        store.close()
    }

    @Test func aDataFolderWithGermanAndOtherNonASCIINamesWorks() throws {
        let folder = StoreTestKit.temporaryDirectory("bad-path").appendingPathComponent("Kinder Müller/Zählen ✓ 数")
        let resolution = DataDirectoryResolver.resolve(preferred: folder, environment: [:])
        #expect(resolution.location == .preferred && resolution.directory == folder)
        let store = try StoreTestKit.openStore(folder)
        let profile = ChildProfile(
            id: StoreTestKit.id(1), nickname: "Jürgen", avatarID: "avatar.igel", level: .littleOnes,
            createdAt: StoreTestKit.clock.now)
        try store.profiles.create(profile)
        _ = try store.recordCompletedTask(try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: 1))
        store.close()
        try DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock).update { $0.musicEnabled = true }

        let reopened = try StoreTestKit.openStore(folder)
        #expect(reopened.setAside.isEmpty)
        #expect(try reopened.profiles.profiles().map(\.nickname) == ["Jürgen"])
        #expect(try reopened.progress.attemptCount(profileID: profile.id) == 1)
        #expect(DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock).settings.musicEnabled)
        reopened.close()
    }
}

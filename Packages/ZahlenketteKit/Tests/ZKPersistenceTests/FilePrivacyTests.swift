import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The data folder holds children's learning histories: 0700, every file in it 0600, and looser
/// modes from older versions tightened at launch (issue 18, D-1100).
@Suite struct FilePrivacyTests {
    func mode(_ url: URL) -> String {
        String(PrivateFiles.mode(of: url.path) ?? 0, radix: 8)
    }

    @Test func aNewDataFolderIsOwnerOnlyAndSoIsEveryFileTheAppWrites() throws {
        let folder = StoreTestKit.temporaryDirectory("privacy").appendingPathComponent("share/zahlenkette")
        let store = try StoreTestKit.openStore(folder)
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        _ = try store.recordCompletedTask(try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: 1))
        try DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock).update { $0.musicEnabled = true }

        #expect(mode(folder) == "700")
        #expect(mode(folder.deletingLastPathComponent()) == "700", "a parent the store created")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["settings.json", "zahlenkette.sqlite", "zahlenkette.sqlite-shm", "zahlenkette.sqlite-wal"])
        for name in names {
            #expect(mode(folder.appendingPathComponent(name)) == "600", "\(name)")
        }
        store.close()
    }

    @Test func looserModesFromAnOlderVersionAreTightenedAtLaunch() throws {
        let folder = try populatedFolder()
        let outside = StoreTestKit.temporaryDirectory("privacy-outside").appendingPathComponent("notes.txt")
        try Data("not ours".utf8).write(to: outside)
        chmod(outside.path, 0o644)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link"), withDestinationURL: outside)
        let names = ["settings.json", "settings.json.corrupt-20260101T000000Z", "zahlenkette.sqlite"]
        for name in names { chmod(folder.appendingPathComponent(name).path, 0o644) }
        chmod(folder.path, 0o755)

        let resolution = DataDirectoryResolver.resolve(preferred: folder, environment: [:])

        #expect(resolution.location == .preferred && resolution.problem == nil)
        #expect(resolution.repaired == ["."] + names)
        #expect(mode(folder) == "700")
        for name in names { #expect(mode(folder.appendingPathComponent(name)) == "600", "\(name)") }
        // A symlink is not followed: its target outside the folder keeps its mode.
        #expect(mode(outside) == "644")
        #expect(resolution.diagnostics.count == 1)
        #expect(resolution.diagnostics.first?.contains("settings.json") == true)
        // A second launch finds nothing to repair.
        #expect(DataDirectoryResolver.resolve(preferred: folder, environment: [:]).repaired.isEmpty)
    }

    @Test func openingTheStoreTightensItsOwnFilesEvenWithoutTheResolver() throws {
        let folder = try populatedFolder()
        let file = folder.appendingPathComponent(PersistenceStore.defaultFileName)
        chmod(file.path, 0o664)
        let store = try StoreTestKit.openStore(folder)
        _ = try store.profiles.profiles()
        #expect(mode(file) == "600")
        #expect(mode(URL(fileURLWithPath: file.path + "-wal")) == "600")
        store.close()
    }

    @Test func aFileSetAsideIsOwnerOnly() throws {
        let folder = StoreTestKit.temporaryDirectory("privacy")
        let file = folder.appendingPathComponent(PersistenceStore.defaultFileName)
        try Data(repeating: 0x41, count: 8192).write(to: file)
        chmod(file.path, 0o644)
        let store = try StoreTestKit.openStore(folder)
        let aside = try #require(store.setAside.first)
        #expect(mode(aside) == "600")
        store.close()

        try Data("{".utf8).write(to: folder.appendingPathComponent("settings.json"))
        chmod(folder.appendingPathComponent("settings.json").path, 0o644)
        let settings = DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock)
        #expect(settings.loadIssue == .damaged)
        #expect(mode(folder.appendingPathComponent("settings.json.corrupt-20261001T070000Z")) == "600")
    }

    /// A folder with a store, a settings file and an old quarantined settings file, all closed.
    func populatedFolder() throws -> URL {
        let folder = StoreTestKit.temporaryDirectory("privacy")
        let store = try StoreTestKit.openStore(folder)
        try store.profiles.create(StoreTestKit.profile(1))
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.close()
        try DeviceSettingsStore(directory: folder, clock: StoreTestKit.clock).update { $0.voiceEnabled = false }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("settings.json.corrupt-20260101T000000Z"))
        return folder
    }
}

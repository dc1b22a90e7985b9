import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A data folder that cannot be used falls back to a private per-user folder, never a fixed shared
/// path, and says so (issue 18, D-1101). The cases work as root too, whom permission bits do not
/// stop: a file in the path, a read-only mount.
@Suite struct DataDirectoryResolverTests {
    /// A runtime directory as a login session provides it: the user's own, mode 0700.
    func runtimeDirectory() -> URL {
        let folder = StoreTestKit.temporaryDirectory("runtime")
        chmod(folder.path, 0o700)
        return folder
    }

    func regularFile() throws -> URL {
        let file = StoreTestKit.temporaryDirectory("resolver").appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        return file
    }

    @Test func aUsableFolderIsUsedAsItIs() {
        let folder = StoreTestKit.temporaryDirectory("resolver").appendingPathComponent("data")
        let resolution = DataDirectoryResolver.resolve(preferred: folder, environment: [:])
        #expect(resolution.directory == folder && resolution.location == .preferred)
        #expect(resolution.problem == nil && resolution.parentMessageKeys.isEmpty && resolution.diagnostics.isEmpty)
        #expect(!resolution.isTemporary)
    }

    @Test func aFileInPlaceOfTheFolderFallsBackToThePrivateRuntimeDirectory() throws {
        let file = try regularFile()
        let runtime = runtimeDirectory()
        let resolution = DataDirectoryResolver.resolve(
            preferred: file, environment: ["XDG_RUNTIME_DIR": runtime.path])
        #expect(resolution.problem == .notAFolder)
        #expect(resolution.location == .runtimeDirectory)
        #expect(resolution.directory?.path == runtime.appendingPathComponent("zahlenkette").path)
        #expect(PrivateFiles.mode(of: runtime.appendingPathComponent("zahlenkette").path) == 0o700)
        #expect(resolution.parentMessageKeys == ["error.storage.temporary_folder"])
        let line = try #require(resolution.diagnostics.first)
        #expect(line.contains(file.path) && line.contains(runtime.path) && line.contains("not a folder"))
        // The file is left alone.
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test func aParentThatIsAFileFallsBackToAFreshPrivateTemporaryFolder() throws {
        let preferred = try regularFile().appendingPathComponent("zahlenkette")
        let base = StoreTestKit.temporaryDirectory("tmp")
        let first = DataDirectoryResolver.resolve(preferred: preferred, environment: [:], temporaryBase: base)
        let second = DataDirectoryResolver.resolve(preferred: preferred, environment: [:], temporaryBase: base)
        #expect(first.problem == .notAFolder && first.location == .temporaryDirectory)
        let directory = try #require(first.directory)
        #expect(directory.deletingLastPathComponent().path == base.path)
        #expect(directory.lastPathComponent.hasPrefix("zahlenkette-") && directory.lastPathComponent.count == 18)
        #expect(PrivateFiles.mode(of: directory.path) == 0o700)
        // Each launch gets its own folder: no fixed name another account could prepare.
        #expect(second.directory != first.directory)
        #expect(first.isTemporary)
    }

    @Test func aRuntimeDirectoryOthersCanReadIsNotUsed() throws {
        let runtime = runtimeDirectory()
        chmod(runtime.path, 0o755)
        let base = StoreTestKit.temporaryDirectory("tmp")
        let resolution = DataDirectoryResolver.resolve(
            preferred: try regularFile(), environment: ["XDG_RUNTIME_DIR": runtime.path], temporaryBase: base)
        #expect(resolution.location == .temporaryDirectory)
        #expect(resolution.directory?.deletingLastPathComponent().path == base.path)
        #expect(!FileManager.default.fileExists(atPath: runtime.appendingPathComponent("zahlenkette").path))
    }

    @Test func withNoUsableFolderAnywhereTheDataStaysInMemoryAndTheLineSaysSo() throws {
        let blocked = try regularFile()
        let resolution = DataDirectoryResolver.resolve(
            preferred: blocked.appendingPathComponent("data"), environment: ["XDG_RUNTIME_DIR": blocked.path],
            temporaryBase: blocked)
        #expect(resolution.location == .memoryOnly && resolution.directory == nil)
        #expect(resolution.parentMessageKeys == ["error.storage.temporary_folder"])
        #expect(resolution.diagnostics.first?.contains("in memory only") == true)
    }

    @Test func theFallbackFolderHoldsAWorkingStoreAndSettings() throws {
        let resolution = DataDirectoryResolver.resolve(
            preferred: try regularFile(), environment: [:], temporaryBase: StoreTestKit.temporaryDirectory("tmp"))
        let directory = try #require(resolution.directory)
        let store = try StoreTestKit.openStore(directory)
        try store.profiles.create(StoreTestKit.profile(1))
        store.close()
        #expect(try StoreTestKit.openStore(directory).profiles.profiles().count == 1)
        try DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock).update { $0.voiceEnabled = false }
        #expect(!DeviceSettingsStore(directory: directory, clock: StoreTestKit.clock).settings.voiceEnabled)
    }

    @Test(.enabled(if: getuid() != 0, "root writes through permission bits, so only another user can see this case"))
    func aFolderWithoutWritePermissionFallsBack() throws {
        let locked = StoreTestKit.temporaryDirectory("locked")
        chmod(locked.path, 0o500)
        defer { chmod(locked.path, 0o700) }
        let resolution = DataDirectoryResolver.resolve(
            preferred: locked, environment: [:], temporaryBase: StoreTestKit.temporaryDirectory("tmp"))
        #expect(resolution.problem == .permissionDenied && resolution.location == .temporaryDirectory)
    }

    @Test(.enabled(if: ReadOnlyMount.isAvailable, "needs unshare(1) and mount rights for a private read-only tmpfs"))
    func aFolderOnAReadOnlyFileSystemFallsBackAndTheStoreIsNotTouched() throws {
        let lines = try ReadOnlyMount.launch()
        // Opening in the read-only folder itself fails calmly instead of setting the file aside.
        let refusals = [PersistenceError.readOnly, .openFailed(code: 14)].map { "direct " + $0.description }
        #expect(lines.contains { refusals.contains($0) }, "\(lines)")
        #expect(lines.contains("location temporaryDirectory"), "\(lines)")
        #expect(lines.contains("problem " + DataFolderProblem.readOnlyFileSystem.description), "\(lines)")
        #expect(lines.contains("mode 700"), "\(lines)")
        #expect(lines.contains("store profiles=0"), "\(lines)")
        #expect(lines.contains("settings music off"), "\(lines)")
    }

    @Test func theParentSentenceExistsInGerman() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../../Resources/Content/Localizable.xcstrings")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
        let strings = try #require(json?["strings"] as? [String: Any])
        let entry = try #require(strings[DataFolderProblem.readOnlyFileSystem.parentMessageKey] as? [String: Any])
        let german = (entry["localizations"] as? [String: Any])?["de"] as? [String: Any]
        let value = (german?["stringUnit"] as? [String: Any])?["value"] as? String
        #expect(value?.contains("Fortschritt") == true)
    }
}

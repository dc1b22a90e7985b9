import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKApp

/// A preview's settings are its own (spec 5.4.1): a screenshot never opens on the switches of
/// another preview, even one left behind by an earlier process with the same process number.
@MainActor @Suite struct PreviewSettingsFolderTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zk-preview-root-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// A folder as an earlier preview left it, last changed `age` seconds before `now`.
    func leftover(_ name: String, in root: URL, age: TimeInterval) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"musicEnabled":false}"#.utf8).write(to: folder.appendingPathComponent("settings.json"))
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: folder.path)
        return folder
    }

    @Test func aGrownUpsSwitchInOnePreviewIsNotInTheNext() throws {
        let first = try #require(AppBootstrap.preview(resources: ShippedContent.resources, timeZone: Berlin.timeZone))
        #expect(first.updateSettings { $0.voiceEnabled = false })
        let second = try #require(AppBootstrap.preview(resources: ShippedContent.resources, timeZone: Berlin.timeZone))
        #expect(first.settings.settings.voiceEnabled == false)
        #expect(second.settings.settings.voiceEnabled == true)
        #expect(first.settings.fileURL != second.settings.fileURL)
        try? FileManager.default.removeItem(at: first.settings.fileURL.deletingLastPathComponent())
    }

    @Test func aNewPreviewFolderNeverAlreadyHoldsSettings() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        var made: Set<URL> = []
        for _ in 0..<200 {
            let folder = PreviewSettingsFolder.make(in: root, now: now)
            #expect(!FileManager.default.fileExists(atPath: folder.path))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            made.insert(folder)
        }
        #expect(made.count == 200)
    }

    /// A process number no process can have: above Linux's and Darwin's largest.
    static let endedProcess: Int32 = 2_147_483_646

    @Test func aPreviewFolderNamesItsProcess() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = PreviewSettingsFolder.make(in: root, now: now)
        #expect(PreviewSettingsFolder.process(of: folder.lastPathComponent) == getpid())
        #expect(PreviewSettingsFolder.process(of: "zahlenkette-preview-9C1B2E44-0D5A-4E3B-9B7A-1F2E3D4C5B6A") == nil)
        #expect(PreviewSettingsFolder.process(of: "zahlenkette-preview-0-1") == nil)
    }

    @Test func previewFoldersUntouchedForADayAreRemovedAndNothingElse() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let running = getpid()
        let stale = try leftover("zahlenkette-preview-\(running)-1", in: root, age: 2 * 86_400)
        let recent = try leftover("zahlenkette-preview-\(running)-2", in: root, age: 3_600)
        let unnumbered = try leftover("zahlenkette-preview-\(UUID().uuidString)", in: root, age: 3_600)
        let unrelated = try leftover("zahlenkette-data", in: root, age: 30 * 86_400)
        _ = PreviewSettingsFolder.make(in: root, now: now)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))
        #expect(FileManager.default.fileExists(atPath: unnumbered.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }

    /// A screenshot run leaves no folder behind for long: the next preview removes the folders of
    /// previews whose process has ended, however recent.
    @Test func theFoldersOfEndedPreviewsGoWithTheNextPreview() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let ended = try leftover("zahlenkette-preview-\(Self.endedProcess)-1", in: root, age: 5)
        let running = try leftover("zahlenkette-preview-\(getpid())-1", in: root, age: 5)
        let unrelated = try leftover("zahlenkette-\(Self.endedProcess)-data", in: root, age: 5)
        _ = PreviewSettingsFolder.make(in: root, now: now)
        #expect(!FileManager.default.fileExists(atPath: ended.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }
}

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

    @Test func previewFoldersUntouchedForADayAreRemovedAndNothingElse() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let stale = try leftover("zahlenkette-preview-4242-1", in: root, age: 2 * 86_400)
        let recent = try leftover("zahlenkette-preview-4242-2", in: root, age: 3_600)
        let unrelated = try leftover("zahlenkette-data", in: root, age: 30 * 86_400)
        _ = PreviewSettingsFolder.make(in: root, now: now)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }
}

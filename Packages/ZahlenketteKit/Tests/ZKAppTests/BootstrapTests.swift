import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore

/// Launch never fails: a broken data folder or damaged content still gives a playable app, and the
/// parent is told in a short German sentence.
@MainActor @Suite struct BootstrapTests {
    @Test func anUnwritableDataFolderFallsBackAndTellsTheParent() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("zk-not-a-folder-\(UUID())")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let app = try AppHarness(dataDirectory: file)
        #expect(app.model.parentNotices.contains("error.storage.unavailable"))
        app.createFirstProfile()
        #expect(app.screen == .home)
        let sentence = app.model.environment.catalog.strings.lookup("error.storage.unavailable")
        #expect(sentence?.isEmpty == false)
    }

    @Test func aCorruptStoreIsSetAsideAndTheAppStartsFresh() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-corrupt-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(repeating: 0x5A, count: 8192).write(to: folder.appendingPathComponent("zahlenkette.sqlite"))
        let app = try AppHarness(dataDirectory: folder)
        #expect(app.model.parentNotices.contains("error.storage.corrupt"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }
        #expect(!kept.isEmpty)
        app.wait(1.5)
        #expect(app.screen == .welcome)
    }

    @Test func aDamagedGameFileHidesThatGameAndTellsTheParent() throws {
        let resources = FileManager.default.temporaryDirectory.appendingPathComponent("zk-content-\(UUID())")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: resources) }
        let content = resources.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: ShippedContent.content, to: content)
        try Data("[1, 2".utf8).write(to: content.appendingPathComponent("games/memory.json"))
        let app = try AppHarness(resources: resources)
        #expect(app.model.parentNotices.contains("error.content.damaged"))
        #expect(!app.model.environment.registry.availableGameIDs.contains(.memory))
        #expect(app.model.environment.registry.availableGameIDs.count == ShippedContent.games.count - 1)
        app.createFirstProfile()
        #expect(app.screen == .home)
    }
}

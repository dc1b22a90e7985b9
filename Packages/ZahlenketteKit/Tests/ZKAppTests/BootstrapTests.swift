import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKGameKit

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

    @Test func everyGameModuleIsRegisteredReportsItsOwnIDAndHasItsContentFile() {
        let registry = GameRegistry.allGames()
        let twelve: [GameID] = [
            .entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox,
            .froschsprung, .zahlenmonster, .memory, .punktZuPunkt,
        ]
        #expect(Array(registry.gameIDs.prefix(12)) == twelve)
        #expect(registry.verifyCompleteness(expected: registry.gameIDs).isEmpty)
        // Package.swift's game list and the content's games/<id>.json files name the same games.
        for game in ShippedContent.games where !registry.gameIDs.contains(game) {
            Issue.record("Resources/Content/games/\(game).json has no module in Package.swift's gameTargets")
        }
        for game in registry.gameIDs where !ShippedContent.games.contains(game) {
            Issue.record("the module of \(game) has no Resources/Content/games/\(game).json")
        }
    }
}

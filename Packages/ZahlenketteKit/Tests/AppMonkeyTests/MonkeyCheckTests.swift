import Foundation
import TestSupport
import Testing
import ZKCore
import ZKPersistence
import ZKScene

@testable import AppMonkey

/// The monkey's own machinery: its invariants notice a broken store, and its shrink keeps only
/// the inputs a failure needs.
@MainActor @Suite struct MonkeyCheckTests {
    @Test func aStarWrittenBehindTheLedgersBackIsCaught() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-monkey-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try #require(MonkeyApp(resources: ShippedContent.resources, dataDirectory: folder, seed: 3))
        defer { app.close() }
        let store = app.model.environment.store
        let id = UUID()
        try store.profiles.create(ChildProfile(id: id, avatarID: "fox", level: .littleOnes, createdAt: store.clock.now))
        _ = try store.rewards.recordTaskCompleted(profileID: id, taskAttemptID: UUID())
        var invariants = MonkeyInvariants()
        #expect(invariants.check(app, scene: app.scene, full: true).isEmpty)

        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [store.fileURL.path, "UPDATE reward_cache SET balance = balance + 1"]
        try sqlite.run()
        sqlite.waitUntilExit()

        let found = invariants.check(app, scene: app.scene, full: false)
        #expect(found.contains { $0.contains("cached balance 2 but the ledger sums to 1") }, "\(found)")
    }

    @Test func aScreenDrawnWithoutItsRootIsCaught() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-monkey-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try #require(MonkeyApp(resources: ShippedContent.resources, dataDirectory: folder, seed: 3))
        defer { app.close() }
        var invariants = MonkeyInvariants()
        #expect(invariants.check(app, scene: app.scene, full: true).isEmpty)
        let drawn = app.scene
        let bare = Scene(size: drawn.size, background: drawn.background, nodes: [])
        #expect(invariants.check(app, scene: bare, full: false) == ["S01 has no root ID"])
    }

    @Test func shrinkKeepsOnlyTheInputsTheFailureNeeds() {
        var inputs = (0..<200).map { MonkeyInput.wait(seconds: Double($0)) }
        inputs.insert(.restart, at: 37)
        inputs.insert(.shake, at: 150)
        let fails: ([MonkeyInput]) -> Bool = { list in
            guard let restart = list.firstIndex(of: .restart), let shake = list.firstIndex(of: .shake) else {
                return false
            }
            return restart < shake
        }
        #expect(Monkey.shrink(inputs, fails: fails) == [.restart, .shake])
    }
}

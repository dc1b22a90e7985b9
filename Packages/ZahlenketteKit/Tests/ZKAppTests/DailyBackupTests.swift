import Foundation
import TestSupport
import Testing
import ZKCore
import ZKPersistence

@testable import ZKApp

/// The app's daily backup and self-healing (docs/persistence.md#daily-backups, issue 37): the first
/// round end of a day makes the day's copy, a failing copy tells the parent once while the child
/// plays on, and a damaged store comes back from the copy at the next launch with a sentence
/// naming its day.
@MainActor @Suite struct DailyBackupTests {
    func playOneRound(_ app: AppHarness) {
        if app.screen == .roundEnd { app.tap(.roundEndContinue) }
        if app.screen == .home { app.tap(.home(.play)) }
        // "One more round" opens the next round of the same game at once.
        if app.screen == .gamePicker { app.tap(.gameTile(.wieViele)) }
        app.playRound()
    }

    @Test func theFirstRoundEndOfADayMakesTheDaysBackupAndLaterOnesDoNot() throws {
        let app = try AppHarness()
        app.model.environment.dailyBackup.runner = .inline
        app.createFirstProfile()
        #expect(app.store.backups.backups().isEmpty, "no backup before a round ended")
        playOneRound(app)
        let made = app.store.backups.backups()
        #expect(made.map(\.day) == [app.device.clock.today])
        let first = try #require(made.first)
        #expect(BackupFolder.verify(first.url.path))
        let attempts = try SQLiteDatabase(path: first.url.path, readOnly: true)
        #expect(try attempts.integer("SELECT COUNT(*) FROM task_attempt") > 0, "the round's tasks are in it")
        attempts.close()
        playOneRound(app)
        #expect(app.store.backups.backups() == made, "one backup a day")
        #expect(app.model.parentNotices.isEmpty)
    }

    @Test func aBackupThatCannotBeWrittenIsToldOnceAndTheChildPlaysOn() throws {
        let app = try AppHarness()
        app.model.environment.dailyBackup.runner = .inline
        // A file where the backups folder belongs: no copy can be written there.
        try Data("x".utf8).write(to: app.dataDirectory.appendingPathComponent("backups"))
        app.createFirstProfile()
        playOneRound(app)
        #expect(app.screen == .roundEnd)
        #expect(app.model.parentNotices == ["error.storage.backup_failed"])
        let sentence = app.model.environment.catalog.strings.lookup("error.storage.backup_failed")
        #expect(sentence?.contains("morgen") == true)
        playOneRound(app)
        #expect(app.screen == .roundEnd)
        #expect(try app.store.maintenance.notices().filter { $0.kind == .backupFailed }.count == 1)
    }

    @Test func aDamagedStoreComesBackFromYesterdaysBackupAndTheParentIsToldTheDay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-heal-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try AppHarness(dataDirectory: folder)
        first.model.environment.dailyBackup.runner = .inline
        first.createFirstProfile()
        playOneRound(first)
        let backedUp = try first.store.progress.attemptCount(profileID: try first.profile().id)
        #expect(backedUp > 0 && first.store.backups.backups().count == 1)
        try first.store.maintenance.checkpoint()
        first.store.close()
        let file = folder.appendingPathComponent("zahlenkette.sqlite")
        var bytes = [UInt8](try Data(contentsOf: file))
        for index in 0..<100 { bytes[index] = UInt8(truncatingIfNeeded: index &* 37) }
        try Data(bytes).write(to: file)

        let backupDay = first.device.clock.today
        let device = first.device
        device.pass(86_400)
        let next = try AppHarness(dataDirectory: folder, device: device)
        #expect(next.model.parentNotices == ["error.storage.restored"])
        let profile = try next.profile()
        #expect(try next.store.progress.attemptCount(profileID: profile.id) == backedUp)
        let sentence = next.model.environment.notices.sentence(
            for: .storeRestored, in: next.model.environment.catalog.strings)
        #expect(next.store.restoredFrom?.day == backupDay)
        #expect(sentence.contains("01.10.2026") && sentence.contains("fehlt"), "\(sentence)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }
        #expect(!kept.isEmpty, "the damaged file is kept")

        // S-23 shows the parent the same sentence, with the day, where the notices are read.
        next.wait(1.5)
        next.openParentArea()
        next.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "data")))
        let shown = next.scene.elements.compactMap(\.label).filter { $0.contains("01.10.2026") }
        #expect(!shown.isEmpty, "S-23 names the backup's day")
    }
}

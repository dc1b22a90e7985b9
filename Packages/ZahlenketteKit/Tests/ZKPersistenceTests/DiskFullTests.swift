import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// A full disk, simulated with `PRAGMA max_page_count`.
@Suite struct DiskFullTests {
    @Test func aFullDiskRejectsTheWholeUnitOfWorkAndWritingResumesWithSpace() throws {
        let store = try StoreTestKit.openStore()
        let profile = StoreTestKit.profile(1)
        try store.profiles.create(profile)
        for n in 1...5 {
            _ = try store.recordCompletedTask(try StoreTestKit.taskWrite(store, profileID: profile.id, attempt: n))
        }
        let before = try StoreTestKit.rowCounts(store)
        let attemptsBefore = try store.progress.attempts(profileID: profile.id, since: StoreTestKit.clock.today)
        let pages = try store.database.integer("PRAGMA page_count")
        try store.database.execute("PRAGMA max_page_count = " + String(pages))

        // A game state of 64 KB needs pages the file may not grow by.
        let big = try StoreTestKit.taskWrite(
            store, profileID: profile.id, attempt: 6, number: 9, gameState: String(repeating: "g", count: 65_536))
        #expect(throws: PersistenceError.storageFull) {
            _ = try store.recordCompletedTask(big, befriending: [9])
        }
        #expect(!store.database.isInTransaction)
        #expect(try StoreTestKit.rowCounts(store) == before)
        #expect(try store.progress.attempts(profileID: profile.id, since: StoreTestKit.clock.today) == attemptsBefore)
        #expect(try store.rewards.balance(profileID: profile.id) == 5)
        #expect(try store.maintenance.integrityCheck())

        try store.database.execute("PRAGMA max_page_count = 1073741823")
        let receipt = try store.recordCompletedTask(big, befriending: [9])
        #expect(receipt.isNew && receipt.star.balance == 6 && receipt.newFriends.map(\.number) == [9])
        #expect(
            try store.progress.gameProgress(profileID: profile.id, gameID: .wieViele).gameStateJSON?.count == 65_536)
    }

    @Test func aFullDiskDuringTheFirstMigrationLeavesAnEmptyFileThatMigratesLater() throws {
        let directory = StoreTestKit.temporaryDirectory("full-migration")
        let path = directory.appendingPathComponent(PersistenceStore.defaultFileName).path
        let db = try SQLiteDatabase(path: path)
        try db.execute("PRAGMA journal_mode = WAL")
        try db.execute("PRAGMA max_page_count = 3")
        #expect(throws: PersistenceError.storageFull) { try Migrator.migrate(db) }
        #expect(try db.integer("PRAGMA user_version") == 0)
        #expect(try db.integer("SELECT COUNT(*) FROM sqlite_master") == 0)
        db.close()
        let store = try StoreTestKit.openStore(directory)
        #expect(try store.database.integer("PRAGMA user_version") == Migration.currentVersion)
        #expect(store.setAside.isEmpty)
    }
}

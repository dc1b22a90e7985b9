import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// "Diese Sicherung zurückholen" (docs/persistence.md#backups-in-the-parent-area): the backup's
/// children come back in one transaction, and the store as it was is backed up first, so the
/// restore itself can be undone.
@Suite struct RestoreTests {
    /// The rows of the children only: notices and the store's own facts are not the family.
    static func family(_ store: PersistenceStore) throws -> [String] {
        try store.rowDigest().filter { !$0.hasPrefix("store_") }
    }

    @Test func aRestoredBackupBringsItsDayBackAndCanBeUndone() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, _) = try BackupTests.store(clock)
        defer { store.close() }
        guard case .made(let monday) = try store.backups.backUpIfDue() else {
            Issue.record("no backup on the first day")
            return
        }
        let mondayFamily = try Self.family(store)
        clock.advance(by: 86_400)
        try store.profiles.create(StoreTestKit.profile(2))
        for n in 11...15 {
            _ = try store.recordCompletedTask(
                try StoreTestKit.taskWrite(store, profileID: StoreTestKit.profile(1).id, attempt: n, number: n % 10))
        }
        let tuesdayFamily = try Self.family(store)
        #expect(store.backups.summaries().map(\.nicknames) == [["Kind 1"]])

        let before = try #require(try store.restore(monday).get())
        #expect(before.day == clock.today)
        #expect(try Self.family(store) == mondayFamily)
        #expect(store.backups.summaries().map { $0.nicknames?.sorted() } == [["Kind 1", "Kind 2"], ["Kind 1"]])

        // Undo: Tuesday's own backup brings Tuesday back.
        _ = try store.restore(before).get()
        #expect(try Self.family(store) == tuesdayFamily)
    }

    @Test func aDamagedBackupIsRefusedAndNothingChanges() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, _) = try BackupTests.store(clock)
        defer { store.close() }
        guard case .made(let record) = try store.backups.backUpIfDue() else {
            Issue.record("no backup")
            return
        }
        let handle = try FileHandle(forWritingTo: record.url)
        try handle.truncate(atOffset: 4096)
        try handle.close()
        let before = try store.rowDigest()
        #expect(store.restore(record) == .failure(.corrupt))
        #expect(try store.rowDigest() == before)
        #expect(store.backups.summaries().first?.nicknames == nil)
    }
}

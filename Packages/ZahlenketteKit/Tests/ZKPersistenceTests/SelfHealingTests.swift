import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// Self-healing at start (docs/persistence.md#opening-and-recovery, issue 37): a store that fails
/// at open is set aside, the newest good backup comes back, and the parent is told which day. Each
/// kind of damage keeps everything the backup holds.
@Suite struct SelfHealingTests {
    enum Damage: String, CaseIterable {
        case truncated
        case zeroedPage
        case flippedBTreeBytes
        case garbageHeader
        case foreignJournal
        case halfWrittenJournalWithoutShm
    }

    static let profile = StoreTestKit.profile(1)

    /// Monday's store with 40 tasks is backed up; on Tuesday 20 more are played.
    struct Family {
        let directory: URL
        let clock: AdjustableClock
        let backedUp: Set<UUID>
        let backupDay: LocalDate
        /// Rows of every table in the backup.
        let backupRows: [String: Int]
    }

    static func attempts(_ store: PersistenceStore) throws -> Set<UUID> {
        Set(try store.database.query("SELECT id FROM task_attempt").compactMap { $0.uuid(0) })
    }

    static func play(_ store: PersistenceStore, _ range: ClosedRange<Int>, clock: AdjustableClock) throws {
        for n in range {
            _ = try store.recordCompletedTask(
                try StoreTestKit.taskWrite(
                    store, profileID: profile.id, attempt: n, number: 1 + n % 20, day: clock.today, at: clock.now,
                    gameState: String(repeating: "z", count: 500)))
        }
    }

    static func family(_ label: String) throws -> Family {
        let directory = StoreTestKit.temporaryDirectory(label)
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let store = try StoreTestKit.openStore(directory, clock: clock)
        try store.profiles.create(profile)
        try play(store, 1...40, clock: clock)
        let outcome = try #require(try store.backups.backUpIfDue())
        guard case .made(let record) = outcome else { throw HealingTestFailure.unexpected("\(outcome)") }
        let backedUp = try attempts(store)
        let rows = try StoreTestKit.rowCounts(store)
        clock.advance(by: 86_400)
        try play(store, 41...60, clock: clock)
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.close()
        return Family(directory: directory, clock: clock, backedUp: backedUp, backupDay: record.day, backupRows: rows)
    }

    /// Byte offset of the root page of `table` (1-based page numbers, 4 KiB pages).
    static func rootPageOffset(_ file: URL, table: String) throws -> Int {
        let database = try SQLiteDatabase(path: file.path, readOnly: true)
        defer { database.close() }
        let root = try database.integer("SELECT rootpage FROM sqlite_master WHERE name = ?", table.sql)
        let size = try database.integer("PRAGMA page_size")
        return (root - 1) * size
    }

    /// The store file and its journal captured while `body`'s writes sit in the journal only.
    static func journalOnlyWrites(
        _ directory: URL, clock: AdjustableClock, _ body: (PersistenceStore) throws -> Void
    ) throws -> (database: Data, journal: Data) {
        let store = try StoreTestKit.openStore(directory, clock: clock)
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try body(store)
        let file = directory.appendingPathComponent(PersistenceStore.defaultFileName)
        let captured = (try Data(contentsOf: file), try Data(contentsOf: URL(fileURLWithPath: file.path + "-wal")))
        store.close()
        return captured
    }

    static func damage(_ family: Family, _ kind: Damage) throws {
        let file = family.directory.appendingPathComponent(PersistenceStore.defaultFileName)
        let wal = URL(fileURLWithPath: file.path + "-wal")
        let shm = URL(fileURLWithPath: file.path + "-shm")
        var rng = SplitMix64(seed: 0x5EED_0037)
        switch kind {
        case .truncated:
            let bytes = try Data(contentsOf: file)
            try bytes.prefix(bytes.count / 3).write(to: file)
        case .zeroedPage:
            var bytes = [UInt8](try Data(contentsOf: file))
            let offset = try rootPageOffset(file, table: "task_attempt")
            for index in offset..<min(bytes.count, offset + 4096) { bytes[index] = 0 }
            try Data(bytes).write(to: file)
        case .flippedBTreeBytes:
            var bytes = [UInt8](try Data(contentsOf: file))
            let offset = try rootPageOffset(file, table: "mastery_record")
            // The page header after its type byte and the first cell pointers.
            for index in (offset + 1)..<(offset + 16) { bytes[index] ^= 0xA5 }
            try Data(bytes).write(to: file)
        case .garbageHeader:
            var bytes = [UInt8](try Data(contentsOf: file))
            for index in 0..<100 { bytes[index] = UInt8(truncatingIfNeeded: rng.next()) }
            try Data(bytes).write(to: file)
        case .foreignJournal:
            // Another family's store, its latest writes still in its journal.
            let other = StoreTestKit.temporaryDirectory("other-family")
            let seeded = try StoreTestKit.openStore(other, clock: family.clock)
            try seeded.profiles.create(StoreTestKit.profile(7))
            seeded.close()
            let (_, journal) = try journalOnlyWrites(other, clock: family.clock) { store in
                for n in 0..<2 {
                    try store.profiles.create(StoreTestKit.profile(100 + n))
                }
                for n in 1...30 {
                    _ = try store.recordCompletedTask(
                        try StoreTestKit.taskWrite(store, profileID: StoreTestKit.profile(7).id, attempt: 500 + n))
                }
                try store.database.execute("DELETE FROM star_ledger")
                try store.database.run("UPDATE store_meta SET value = 'x'")
            }
            try journal.write(to: wal)
            try? FileManager.default.removeItem(at: shm)
        case .halfWrittenJournalWithoutShm:
            // Wednesday's tasks were in the journal when the power went; half of it reached the disk.
            let (database, journal) = try journalOnlyWrites(family.directory, clock: family.clock) { store in
                try play(store, 61...90, clock: family.clock)
            }
            try database.write(to: file)
            try journal.prefix(journal.count / 2).write(to: wal)
            try? FileManager.default.removeItem(at: shm)
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedStoreComesBackWithEverythingTheBackupHolds(_ kind: Damage) throws {
        let family = try Self.family("heal-" + kind.rawValue)
        defer { try? FileManager.default.removeItem(at: family.directory) }
        try Self.damage(family, kind)
        family.clock.advance(by: 86_400)

        let store = try StoreTestKit.openStore(family.directory, clock: family.clock)
        defer { store.close() }
        #expect(try store.maintenance.integrityCheck())
        let attempts = try Self.attempts(store)
        #expect(family.backedUp.isSubset(of: attempts), "\(kind): nothing the backup holds is lost")
        let rows = try StoreTestKit.rowCounts(store)
        for (table, count) in family.backupRows {
            #expect((rows[table] ?? 0) >= count, "\(kind): \(table) has \(rows[table] ?? 0) of \(count)")
        }
        if kind == .foreignJournal {
            // Another store's journal is set aside unread, and the database file is kept whole:
            // more than the backup, Tuesday's tasks included.
            #expect(store.restoredFrom == nil)
            #expect(attempts.count == 60)
            #expect(try store.maintenance.notices().map(\.kind) == [.journalSetAside])
            #expect(try store.profiles.profiles().map(\.id) == [Self.profile.id], "no other family's child")
            return
        }
        if kind == .halfWrittenJournalWithoutShm {
            // Not damage to SQLite: the complete commits of the journal are kept, the torn tail dropped.
            #expect(store.restoredFrom == nil && store.setAside.isEmpty)
            #expect(attempts.count > 60, "the journal's complete commits are kept")
            #expect(try store.maintenance.notices().isEmpty)
            return
        }
        #expect(store.restoredFrom?.day == family.backupDay, "\(kind)")
        #expect(attempts == family.backedUp, "\(kind): the store is the backup's")
        #expect(rows == family.backupRows)
        #expect(store.setAside.first?.lastPathComponent.hasPrefix("zahlenkette.sqlite.corrupt-") == true)
        let notice = try #require(try store.maintenance.notices().first)
        #expect(notice.kind == .storeRestored)
        #expect(notice.parentMessageKey == "error.storage.restored")
        #expect(notice.restoredDay == family.backupDay)
        // The healed store writes on as usual.
        try Self.play(store, 200...201, clock: family.clock)
        #expect(try Self.attempts(store).count == family.backedUp.count + 2)
    }

    @Test func aDamagedBackupIsPassedOverForTheNextGoodOne() throws {
        let family = try Self.family("heal-older")
        defer { try? FileManager.default.removeItem(at: family.directory) }
        // Tuesday's backup exists but is itself damaged.
        let folder = family.directory.appendingPathComponent(BackupFolder.folderName)
        let tuesday = folder.appendingPathComponent(BackupFolder.fileName(for: family.backupDay.adding(days: 1)))
        try Data("not a store".utf8).write(to: tuesday)
        try Self.damage(family, .garbageHeader)
        let store = try StoreTestKit.openStore(family.directory, clock: family.clock)
        defer { store.close() }
        #expect(store.restoredFrom?.day == family.backupDay)
        #expect(try Self.attempts(store) == family.backedUp)
    }

    @Test func withoutABackupADamagedStoreStartsFreshAsBefore() throws {
        let family = try Self.family("heal-none")
        defer { try? FileManager.default.removeItem(at: family.directory) }
        try FileManager.default.removeItem(at: family.directory.appendingPathComponent(BackupFolder.folderName))
        try Self.damage(family, .garbageHeader)
        let store = try StoreTestKit.openStore(family.directory, clock: family.clock)
        defer { store.close() }
        #expect(store.restoredFrom == nil)
        #expect(try store.profiles.profiles().isEmpty)
        #expect(try store.maintenance.notices().map(\.kind) == [.storeReplaced])
    }
}

/// A test's own failure with a message.
enum HealingTestFailure: Error {
    case unexpected(String)
}

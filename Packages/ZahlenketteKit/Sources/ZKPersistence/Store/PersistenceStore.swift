import Foundation
import ZKCore

/// How hard a commit waits for the disk (DECISIONS D-0305). Both keep the file consistent after a
/// process crash; `full` also keeps the last commits after a power loss.
public enum SynchronousMode: String, Sendable, CaseIterable {
    case normal
    case full
}

/// The on-device store: one SQLite file in the data directory, opened checked, migrated, and
/// shared by the repositories (spec 7, docs/persistence.md#layers).
///
/// Not Sendable: the store and its repositories are confined to the isolation domain that opened
/// them (the app keeps them on the main actor).
public final class PersistenceStore {
    public static let defaultFileName = "zahlenkette.sqlite"

    package let database: SQLiteDatabase
    public let clock: any AppClock
    public let fileURL: URL
    public let synchronous: SynchronousMode
    /// Files set aside while opening; empty on a normal start.
    public let setAside: [URL]
    /// The backup the store was restored from after the file failed at open (self-healing,
    /// docs/persistence.md#opening-and-recovery); nil on a normal start or when no backup passed.
    public let restoredFrom: BackupRecord?

    /// Rows written through this store since it was opened. Two equal readings mean nothing was
    /// written in between, so what was read in between is still true (the parent area's cache).
    public var changeCount: Int64 { database.totalChanges }

    /// Whether a transaction is open: what is read inside one may still be rolled back, and a
    /// rollback does not take `changeCount` back.
    public var isInTransaction: Bool { database.isInTransaction }

    public let profiles: StoreProfileRepository
    public let progress: StoreProgressRepository
    public let rewards: StoreRewardRepository
    public let usage: StoreUsageRepository
    public let dataManagement: DataManagementService
    public let maintenance: MaintenanceService
    public let backups: BackupService

    private init(
        database: SQLiteDatabase, clock: any AppClock, fileURL: URL, synchronous: SynchronousMode, setAside: [URL],
        restoredFrom: BackupRecord? = nil, inMemory: Bool = false
    ) {
        self.database = database
        self.clock = clock
        self.fileURL = fileURL
        self.synchronous = synchronous
        self.setAside = setAside
        self.restoredFrom = restoredFrom
        profiles = StoreProfileRepository(database: database, clock: clock)
        progress = StoreProgressRepository(database: database, clock: clock)
        rewards = StoreRewardRepository(database: database, clock: clock)
        usage = StoreUsageRepository(database: database, clock: clock)
        dataManagement = DataManagementService(database: database, clock: clock)
        maintenance = MaintenanceService(database: database, clock: clock)
        backups = BackupService(database: database, clock: clock, storeURL: fileURL, inMemory: inMemory)
    }

    /// Opens `fileName` in `directory` (created if missing): WAL, foreign keys, the synchronous
    /// mode, `quick_check`, then the pending migrations. A file that is not a database or fails
    /// its check is moved aside with its -wal and -shm to `<name>.corrupt-<timestamp>` (never
    /// deleted); then the newest backup in `backups/` that passes its check is restored
    /// (`restoredFrom`, notice `storeRestored` naming its day), or, without one, a fresh store
    /// starts (notice `storeReplaced`).
    /// A journal that is not a SQLite WAL is moved aside alone and the database kept.
    ///
    /// Throws only when even a fresh file cannot be written (`.readOnly`, `.storageFull`,
    /// `.openFailed`) or the file belongs to a newer app (`.newerSchema`, left untouched).
    public static func open(
        directory: URL, clock: any AppClock, fileName: String = defaultFileName, synchronous: SynchronousMode = .full
    ) throws(PersistenceError) -> PersistenceStore {
        try open(directory: directory, clock: clock, fileName: fileName, synchronous: synchronous, migrationHook: nil)
    }

    /// `open`, calling `migrationHook` with a migration's version inside its transaction after its
    /// statements ran and before it commits: the crash helper reports that moment so the fault
    /// test can kill the process inside a migration (issue 10).
    package static func open(
        directory: URL, clock: any AppClock, fileName: String, synchronous: SynchronousMode,
        migrationHook: ((Int) -> Void)?
    ) throws(PersistenceError) -> PersistenceStore {
        // The folder holds children's learning histories: 0700, every file 0600 (D-1100).
        guard PrivateFiles.makeDirectory(directory.path) == 0 else { throw PersistenceError.readOnly }
        let fileURL = directory.appendingPathComponent(fileName)
        let stamp = Quarantine.timestamp(clock.now)
        var setAside: [URL] = []
        var notice: StoreNotice.Kind?

        // A folder, device, FIFO or dangling link in the file's place is no database; opening a
        // FIFO would even block. It is set aside like a damaged file (D-1102).
        var restored: BackupRecord?
        if [.directory, .other].contains(PrivateFiles.kind(of: fileURL.path)) {
            setAside += try Quarantine.moveAside(fileURL, suffixes: [], stamp: stamp, includeMain: true)
            restored = restoreBackup(fileURL)
            notice = .storeReplaced
        }

        if Quarantine.hasForeignJournal(databasePath: fileURL.path)
            || Quarantine.journalOfAnotherStore(databasePath: fileURL.path)
        {
            setAside += try Quarantine.moveAside(
                fileURL, suffixes: ["-wal", "-shm"], stamp: stamp, includeMain: false)
            if notice == nil { notice = .journalSetAside }
        }

        var verified = false
        switch readOnlyCheck(fileURL.path) {
        case .corrupt:
            setAside += try Quarantine.moveAside(fileURL, suffixes: ["-wal", "-shm"], stamp: stamp, includeMain: true)
            restored = restoreBackup(fileURL)
            notice = .storeReplaced
            verified = restored != nil
        case .passed: verified = true
        case .inconclusive: break
        }

        Quarantine.makePrivate(fileURL)
        let database: SQLiteDatabase
        do throws(PersistenceError) {
            database = try openChecked(
                fileURL.path, synchronous: synchronous, check: !verified, migrationHook: migrationHook)
        } catch {
            guard error == .corrupt else { throw error }
            setAside += try Quarantine.moveAside(fileURL, suffixes: ["-wal", "-shm"], stamp: stamp, includeMain: true)
            notice = .storeReplaced
            // A restored copy that still fails is set aside too; the fresh store is the last resort.
            if restored == nil, let copy = restoreBackup(fileURL),
                let reopened = try? openChecked(
                    fileURL.path, synchronous: synchronous, check: true, migrationHook: migrationHook)
            {
                restored = copy
                database = reopened
            } else {
                if restored != nil || PrivateFiles.kind(of: fileURL.path) != .missing {
                    setAside += try Quarantine.moveAside(
                        fileURL, suffixes: ["-wal", "-shm"], stamp: stamp, includeMain: true)
                }
                restored = nil
                Quarantine.makePrivate(fileURL)
                database = try openChecked(
                    fileURL.path, synchronous: synchronous, check: true, migrationHook: migrationHook)
            }
        }

        let store = PersistenceStore(
            database: database, clock: clock, fileURL: fileURL, synchronous: synchronous, setAside: setAside,
            restoredFrom: restored)
        // The store's identity, which tells its journal from another store's (Quarantine). Without
        // it (a full disk) only that check is skipped; the next open writes it.
        let identity = StableID.make(StableID.device, "store", fileURL.path, String(clock.now.timeIntervalSince1970))
        _ = try? database.run(
            "INSERT OR IGNORE INTO store_meta (key, value) VALUES ('storeID', ?)", identity.uuidString.sql)
        if var notice {
            var detail = setAside.map(\.lastPathComponent).joined(separator: ",")
            if let restored {
                notice = .storeRestored
                detail = restored.day.string + "," + detail
            }
            // The files are already set aside; a notice that cannot be written (a full disk) must
            // not keep the app from starting. `setAside` and `restoredFrom` still tell the caller.
            try? store.maintenance.addNotice(kind: notice, detail: detail)
        }
        return store
    }

    /// A store that lives in memory only: the last fallback when no folder can hold a file (a
    /// read-only or full disk). Nothing survives the process; the app tells the parent so.
    /// Returns nil only when SQLite cannot allocate a database at all.
    public static func openInMemory(clock: any AppClock) -> PersistenceStore? {
        guard let database = try? SQLiteDatabase(path: ":memory:") else { return nil }
        do throws(PersistenceError) {
            try database.execute("PRAGMA foreign_keys = ON")
            try Migrator.migrate(database)
        } catch {
            database.close()
            return nil
        }
        return PersistenceStore(
            database: database, clock: clock, fileURL: URL(fileURLWithPath: "/dev/null"), synchronous: .normal,
            setAside: [], inMemory: true)
    }

    /// Restores the newest good backup into the place of the file just set aside.
    private static func restoreBackup(_ fileURL: URL) -> BackupRecord? {
        BackupFolder.restoreNewest(from: BackupFolder.url(besideStore: fileURL), to: fileURL)
    }

    /// True for a store that lives in memory only (`openInMemory`): nothing of it survives the app.
    public var isInMemory: Bool { database.path == ":memory:" }

    /// One unit of work (spec 5.4.5): every repository call inside `body` commits together or,
    /// when anything throws, not at all. Repository writes outside a unit of work commit alone.
    public func unitOfWork<T>(_ body: () throws(PersistenceError) -> T) throws(PersistenceError) -> T {
        try database.transaction(body)
    }

    /// Records one completed task as a single unit of work: the attempt, mastery cells, game
    /// number statistic, game progress and learning state (ProgressRepository.record), the
    /// task's star with the cached balance (RewardRepository.recordTaskCompleted) and the
    /// newly eligible friends (RewardRepository.befriend). A repeated call with the same attempt
    /// ID changes nothing and reports `isNew == false`.
    public func recordCompletedTask(
        _ write: TaskResultWrite, befriending numbers: [Int] = []
    ) throws(PersistenceError) -> TaskCompletionReceipt {
        try recordCompletedTask(write, befriending: numbers) { _ throws(PersistenceError) in }.receipt
    }

    /// `recordCompletedTask` with `alongside`'s writes (the new friends' stickers and celebrations)
    /// in the same transaction: one `BEGIN IMMEDIATE … COMMIT` for the whole task, no savepoint
    /// unless `alongside` opens one (docs/persistence.md#unit-of-work).
    public func recordCompletedTask<Extra>(
        _ write: TaskResultWrite, befriending numbers: [Int] = [],
        alongside: (TaskCompletionReceipt) throws(PersistenceError) -> Extra
    ) throws(PersistenceError) -> (receipt: TaskCompletionReceipt, extra: Extra) {
        try unitOfWork { () throws(PersistenceError) -> (receipt: TaskCompletionReceipt, extra: Extra) in
            let isNew = try progress.recordRows(write)
            let star = try rewards.ledgerRows(
                profileID: write.attempt.profileID, reason: .taskSolved, sourceID: write.attempt.id, amount: 1)
            let friends =
                numbers.isEmpty ? [] : try rewards.befriendRows(profileID: write.attempt.profileID, numbers: numbers)
            let receipt = TaskCompletionReceipt(isNew: isNew, star: star, newFriends: friends)
            return (receipt, try alongside(receipt))
        }
    }

    /// Closes the connection; the store is unusable afterwards.
    public func close() {
        database.close()
    }

    enum CheckOutcome {
        case passed
        case corrupt
        case inconclusive
    }

    /// `quick_check` on a read-only connection before anything writes: closing a read-write
    /// connection on a file that is not a database would delete its -wal and -shm, and damaged
    /// files are kept, never deleted. Inconclusive when the file is missing or cannot be opened
    /// read-only; the read-write open then checks instead.
    static func readOnlyCheck(_ path: String) -> CheckOutcome {
        guard FileManager.default.fileExists(atPath: path) else { return .inconclusive }
        do throws(PersistenceError) {
            let database = try SQLiteDatabase(path: path, readOnly: true)
            defer { database.close() }
            let rows = try database.query("PRAGMA quick_check")
            return rows.count == 1 && rows.first?.string(0) == "ok" ? .passed : .corrupt
        } catch {
            return error == .corrupt ? .corrupt : .inconclusive
        }
    }

    static func openChecked(
        _ path: String, synchronous: SynchronousMode, check: Bool, migrationHook: ((Int) -> Void)? = nil
    ) throws(PersistenceError) -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path)
        do throws(PersistenceError) {
            let mode = try database.query("PRAGMA journal_mode = WAL").first?.string(0)
            guard mode == "wal" else { throw PersistenceError.openFailed(code: 0) }
            try database.execute("PRAGMA foreign_keys = ON")
            switch synchronous {
            case .normal: try database.execute("PRAGMA synchronous = NORMAL")
            case .full: try database.execute("PRAGMA synchronous = FULL")
            }
            if check {
                let rows = try database.query("PRAGMA quick_check")
                guard rows.count == 1, rows.first?.string(0) == "ok" else { throw PersistenceError.corrupt }
            }
            try Migrator.migrate(database, hook: migrationHook)
        } catch {
            database.close()
            throw error
        }
        return database
    }
}

/// What a completed task's unit of work did.
public struct TaskCompletionReceipt: Sendable, Equatable {
    /// False when the attempt was recorded before; nothing changed.
    public let isNew: Bool
    public let star: LedgerAppend
    /// Friends befriended by this unit of work (a celebration each).
    public let newFriends: [FriendAward]
}

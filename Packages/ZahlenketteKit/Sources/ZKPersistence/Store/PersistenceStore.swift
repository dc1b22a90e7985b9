import Foundation
import ZKCore

/// How hard a commit waits for the disk (DECISIONS D-0305). Both keep the file consistent after a
/// process crash; `full` also keeps the last commits after a power loss.
public enum SynchronousMode: String, Sendable, CaseIterable {
    case normal
    case full
}

/// The on-device store: one SQLite file in the data directory, opened checked, migrated, and
/// shared by the repositories (spec 7, architecture.md 3).
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

    public let profiles: StoreProfileRepository
    public let progress: StoreProgressRepository
    public let rewards: StoreRewardRepository
    public let usage: StoreUsageRepository
    public let dataManagement: DataManagementService
    public let maintenance: MaintenanceService

    private init(
        database: SQLiteDatabase, clock: any AppClock, fileURL: URL, synchronous: SynchronousMode, setAside: [URL]
    ) {
        self.database = database
        self.clock = clock
        self.fileURL = fileURL
        self.synchronous = synchronous
        self.setAside = setAside
        profiles = StoreProfileRepository(database: database, clock: clock)
        progress = StoreProgressRepository(database: database, clock: clock)
        rewards = StoreRewardRepository(database: database, clock: clock)
        usage = StoreUsageRepository(database: database, clock: clock)
        dataManagement = DataManagementService(database: database, clock: clock)
        maintenance = MaintenanceService(database: database, clock: clock)
    }

    /// Opens `fileName` in `directory` (created if missing): WAL, foreign keys, the synchronous
    /// mode, `quick_check`, then the pending migrations. A file that is not a database or fails
    /// its check is moved aside with its -wal and -shm to `<name>.corrupt-<timestamp>` (never
    /// deleted), a fresh store starts and a `StoreNotice` is recorded for the parent area.
    /// A journal that is not a SQLite WAL is moved aside alone and the database kept.
    ///
    /// Throws only when even a fresh file cannot be written (`.readOnly`, `.storageFull`,
    /// `.openFailed`) or the file belongs to a newer app (`.newerSchema`, left untouched).
    public static func open(
        directory: URL, clock: any AppClock, fileName: String = defaultFileName, synchronous: SynchronousMode = .full
    ) throws(PersistenceError) -> PersistenceStore {
        let files = FileManager.default
        do {
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PersistenceError.readOnly
        }
        let fileURL = directory.appendingPathComponent(fileName)
        let stamp = Quarantine.timestamp(clock.now)
        var setAside: [URL] = []
        var notice: StoreNotice.Kind?

        if Quarantine.hasForeignJournal(databasePath: fileURL.path) {
            setAside += try Quarantine.moveAside(
                fileURL, suffixes: ["-wal", "-shm"], stamp: stamp, includeMain: false)
            notice = .journalSetAside
        }

        var verified = false
        switch readOnlyCheck(fileURL.path) {
        case .corrupt:
            setAside += try Quarantine.moveAside(fileURL, suffixes: ["-wal", "-shm"], stamp: stamp, includeMain: true)
            notice = .storeReplaced
        case .passed: verified = true
        case .inconclusive: break
        }

        let database: SQLiteDatabase
        do throws(PersistenceError) {
            database = try openChecked(fileURL.path, synchronous: synchronous, check: !verified)
        } catch {
            guard error == .corrupt else { throw error }
            setAside += try Quarantine.moveAside(fileURL, suffixes: ["-wal", "-shm"], stamp: stamp, includeMain: true)
            notice = .storeReplaced
            database = try openChecked(fileURL.path, synchronous: synchronous, check: true)
        }

        let store = PersistenceStore(
            database: database, clock: clock, fileURL: fileURL, synchronous: synchronous, setAside: setAside)
        if let notice {
            // The files are already set aside; a notice that cannot be written (a full disk) must
            // not keep the app from starting. `setAside` still tells the caller.
            try? store.maintenance.addNotice(
                kind: notice, detail: setAside.map(\.lastPathComponent).joined(separator: ","))
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
            setAside: [])
    }

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
        try unitOfWork { () throws(PersistenceError) -> TaskCompletionReceipt in
            let isNew = try progress.record(write)
            let star = try rewards.recordTaskCompleted(
                profileID: write.attempt.profileID, taskAttemptID: write.attempt.id)
            let friends = try rewards.befriend(profileID: write.attempt.profileID, numbers: numbers)
            return TaskCompletionReceipt(isNew: isNew, star: star, newFriends: friends)
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
        _ path: String, synchronous: SynchronousMode, check: Bool
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
            try Migrator.migrate(database)
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

/// Moving damaged files aside (never deleting them).
enum Quarantine {
    /// The first four bytes of a SQLite WAL: 0x377f0682 or 0x377f0683.
    static func hasForeignJournal(databasePath: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: databasePath + "-wal") else { return false }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 4)) ?? Data()
        guard !header.isEmpty else { return false }
        let bytes = Array(header)
        return
            !(bytes.count == 4 && bytes[0] == 0x37 && bytes[1] == 0x7F && bytes[2] == 0x06
            && (bytes[3] == 0x82 || bytes[3] == 0x83))
    }

    /// `yyyyMMdd'T'HHmmss'Z'` in UTC.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T" + pad(parts.hour, 2)
            + pad(parts.minute, 2) + pad(parts.second, 2) + "Z"
    }

    /// Renames the main file to `<name>.corrupt-<stamp>` and each existing companion to
    /// `<name>.corrupt-<stamp><suffix>`, so the set aside pair still opens together. A stamp that
    /// is taken gets `-2`, `-3`, ….
    static func moveAside(
        _ fileURL: URL, suffixes: [String], stamp: String, includeMain: Bool
    ) throws(PersistenceError) -> [URL] {
        let files = FileManager.default
        let directory = fileURL.deletingLastPathComponent()
        let name = fileURL.lastPathComponent
        var target = name + ".corrupt-" + stamp
        var counter = 2
        while (([""] + suffixes).contains {
            files.fileExists(atPath: directory.appendingPathComponent(target + $0).path)
        }) {
            target = name + ".corrupt-" + stamp + "-" + String(counter)
            counter += 1
        }
        var moved: [URL] = []
        for suffix in (includeMain ? [""] : []) + suffixes {
            let source = directory.appendingPathComponent(name + suffix)
            guard files.fileExists(atPath: source.path) else { continue }
            let destination = directory.appendingPathComponent(target + suffix)
            do {
                try files.moveItem(at: source, to: destination)
            } catch {
                throw PersistenceError.readOnly
            }
            moved.append(destination)
        }
        return moved
    }
}

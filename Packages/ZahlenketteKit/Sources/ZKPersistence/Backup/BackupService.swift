import Foundation
import ZKCore

/// When the store is backed up and what a failure tells the parent (docs/persistence.md#daily-backups).
/// At most one backup a day: `dueJob()` hands out a `BackupJob` only when `backups/` holds no copy
/// of today and no attempt failed today; the app runs the job off the main actor and hands the
/// result back to `finish`. A failure is reported once per run of failures and tried again the
/// next day. Owned by the store, confined like it.
public final class BackupService {
    let database: SQLiteDatabase
    let clock: any AppClock
    /// `backups/` beside the store; nil for a store in memory, which has nothing to back up.
    public let folder: URL?
    private let storePath: String
    /// The day of this process's last failed attempt, so a store that cannot even record the
    /// failure (a full disk) is not tried again the same day.
    private var failedToday: LocalDate?

    init(database: SQLiteDatabase, clock: any AppClock, storeURL: URL, inMemory: Bool) {
        self.database = database
        self.clock = clock
        self.storePath = storeURL.path
        folder = inMemory ? nil : BackupFolder.url(besideStore: storeURL)
    }

    /// The counted backups, newest first.
    public func backups() -> [BackupRecord] {
        folder.map(BackupFolder.records(in:)) ?? []
    }

    /// Today's backup job, or nil when today has a backup, today's attempt failed, or the store
    /// lives in memory.
    public func dueJob() throws(PersistenceError) -> BackupJob? {
        guard let folder else { return nil }
        let today = clock.today
        if failedToday == today { return nil }
        if backups().contains(where: { $0.day == today }) { return nil }
        if let failed = try meta("lastBackupFailedOn").flatMap(LocalDate.init(string:)), failed >= today {
            return nil
        }
        return BackupJob(sourcePath: storePath, folder: folder, day: today)
    }

    /// What `finish` makes of a job's result.
    public enum Outcome: Sendable, Equatable {
        case made(BackupRecord)
        /// The first failure since the last good backup: the parent is told once.
        case failedFirst(PersistenceError)
        /// A failure that was already reported; the child and the parent notice nothing.
        case failedAgain(PersistenceError)
    }

    /// Records a job's result: a success clears the failure streak, a failure marks today as tried.
    /// Throws only when the store cannot record it (the failure is still remembered for today).
    public func finish(_ result: Result<BackupRecord, PersistenceError>) throws(PersistenceError) -> Outcome {
        switch result {
        case .success(let record):
            failedToday = nil
            // Written only when a run of failures ends: a good backup otherwise writes nothing.
            let streak = try meta("backupFailingSince")
            let failedOn = try meta("lastBackupFailedOn")
            if streak != nil || failedOn != nil {
                try database.run("DELETE FROM store_meta WHERE key IN ('lastBackupFailedOn', 'backupFailingSince')")
            }
            return .made(record)
        case .failure(let error):
            let today = clock.today
            failedToday = today
            let streak = try meta("backupFailingSince")
            try database.transaction { () throws(PersistenceError) in
                try setMeta("lastBackupFailedOn", today.string)
                if streak == nil { try setMeta("backupFailingSince", today.string) }
            }
            return streak == nil ? .failedFirst(error) : .failedAgain(error)
        }
    }

    /// `dueJob`, the job on this thread, and `finish`: for tests, tools and hosts that have no
    /// better moment. Nil when no backup was due.
    public func backUpIfDue() throws(PersistenceError) -> Outcome? {
        guard let job = try dueJob() else { return nil }
        return try finish(job.run())
    }

    private func meta(_ key: String) throws(PersistenceError) -> String? {
        try database.first("SELECT value FROM store_meta WHERE key = ?", key.sql)?.string(0)
    }

    private func setMeta(_ key: String, _ value: String) throws(PersistenceError) {
        try database.run(
            "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            key.sql, value.sql)
    }
}

extension BackupService {
    /// A copy of the store now, whatever the day's backups: taken before an import or a restore
    /// replaces the family, so either can be undone (docs/persistence.md#backups-in-the-parent-area).
    /// It is today's backup from then on. Nil for a store in memory.
    public func backUpNow(moment: (String) -> Void = { _ in }) -> Result<BackupRecord, PersistenceError>? {
        guard let folder else { return nil }
        return BackupJob(sourcePath: storePath, folder: folder, day: clock.today).run(moment: moment)
    }
}

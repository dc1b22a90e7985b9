import CSQLite
import ZKCore

/// Copying a whole database page by page with SQLite's online backup API (the daily backup,
/// docs/persistence.md#daily-backups).
extension SQLiteDatabase {
    /// Copies this connection's database into `destination`, an empty database file, in steps of
    /// `pagesPerStep` pages. The copy runs inside one read transaction of this connection, so it is
    /// the snapshot that transaction began with: commits on other connections between two steps
    /// neither enter the copy nor restart it (without a read transaction held across the steps,
    /// SQLite starts the copy again after every such commit, and a store a child plays on would
    /// never be copied). After every step the destination's written pages go to its file
    /// (`sqlite3_db_cacheflush`) and `afterStep` gets the pages copied so far; it may sync the file.
    /// The destination should have no journal (`journal_mode = OFF`): a copy that does not finish
    /// never counts anyway.
    package func copySnapshot(
        into destination: SQLiteDatabase, pagesPerStep: Int32, afterStep: (Int) -> Void
    ) throws(PersistenceError) {
        guard let source = handle, let target = destination.handle, !isInTransaction else {
            throw PersistenceError.openFailed(code: SQLITE_MISUSE)
        }
        // A deferred transaction's first read fixes the snapshot until the COMMIT.
        try execute("BEGIN DEFERRED; SELECT count(*) FROM sqlite_master")
        defer { sqlite3_exec(source, "COMMIT", nil, nil, nil) }
        guard let copy = sqlite3_backup_init(target, "main", source, "main") else {
            throw SQLiteDatabase.error(sqlite3_errcode(target))
        }
        var code = SQLITE_OK
        while code == SQLITE_OK {
            code = sqlite3_backup_step(copy, pagesPerStep)
            guard code == SQLITE_OK || code == SQLITE_DONE else { break }
            let flushed = sqlite3_db_cacheflush(target)
            guard flushed == SQLITE_OK else {
                code = flushed
                break
            }
            afterStep(Int(sqlite3_backup_pagecount(copy) - sqlite3_backup_remaining(copy)))
        }
        let finished = sqlite3_backup_finish(copy)
        guard code == SQLITE_DONE else { throw SQLiteDatabase.error(code) }
        guard finished == SQLITE_OK else { throw SQLiteDatabase.error(finished) }
    }
}

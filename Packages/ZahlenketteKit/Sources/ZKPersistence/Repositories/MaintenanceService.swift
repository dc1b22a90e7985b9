import Foundation
import ZKCore

/// Housekeeping: retention pruning, cache rebuilding, integrity checks and the parent-area
/// notices of the store (spec 7.1 rule 5, docs/rewards.md#stars-ledger,
/// docs/persistence.md#opening-and-recovery).
public final class MaintenanceService {
    /// TaskAttempt and SessionRecord rows older than this many days are pruned.
    public static let retentionDays = 90

    let database: SQLiteDatabase
    let clock: any AppClock

    init(database: SQLiteDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    /// What a pruning pass removed.
    public struct PruneResult: Sendable, Equatable {
        public let attempts: Int
        public let sessions: Int
    }

    /// Deletes attempts and sessions whose local date is more than 90 days before today, at most
    /// once per local day; nil when today's pass already ran. Aggregates (mastery, game
    /// statistics, daily usage, ledger) stay.
    @discardableResult
    public func pruneIfDue() throws(PersistenceError) -> PruneResult? {
        let today = clock.today
        return try database.transaction { () throws(PersistenceError) -> PruneResult? in
            let last = try database.first("SELECT value FROM store_meta WHERE key = 'lastPruneDate'")?.localDate(0)
            if let last, last >= today { return nil }
            let cutoff = today.adding(days: -Self.retentionDays)
            let attempts = try database.run("DELETE FROM task_attempt WHERE local_date < ?", cutoff.sql)
            let sessions = try database.run("DELETE FROM session_record WHERE local_date < ?", cutoff.sql)
            try database.run(
                "INSERT INTO store_meta (key, value) VALUES ('lastPruneDate', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                today.sql)
            return PruneResult(attempts: attempts, sessions: sessions)
        }
    }

    /// Recomputes every cached balance and counter from the ledger; the ledger wins and the
    /// balance never goes below 0 (docs/rewards.md#stars-ledger). Returns the profiles whose cache
    /// was wrong.
    @discardableResult
    public func rebuildRewardCaches() throws(PersistenceError) -> [UUID] {
        try database.transaction { () throws(PersistenceError) -> [UUID] in
            let rewards = StoreRewardRepository(database: database, clock: clock)
            var repaired: [UUID] = []
            for row in try database.query("SELECT id FROM child_profile ORDER BY id") {
                guard let profileID = row.uuid(0) else { continue }
                let sums = try database.first(
                    """
                    SELECT COALESCE(SUM(amount), 0),
                    COALESCE(SUM(CASE WHEN reason = 'roundCompleted' THEN 1 ELSE 0 END), 0),
                    COALESCE(SUM(CASE WHEN reason = 'abenteuerCompleted' THEN 1 ELSE 0 END), 0)
                    FROM star_ledger WHERE profile_id = ?
                    """, profileID.sql)
                let truth = RewardCounters(
                    balance: max(0, sums?.int(0) ?? 0), roundsCompleted: sums?.int(1) ?? 0,
                    abenteuerCompleted: sums?.int(2) ?? 0)
                if try rewards.counters(profileID: profileID) != truth {
                    try rewards.writeCounters(profileID: profileID, truth)
                    repaired.append(profileID)
                }
            }
            return repaired
        }
    }

    /// Copies committed pages from the write-ahead log into the database without waiting for
    /// readers (`wal_checkpoint(PASSIVE)`). The app calls it at round end and when it goes to the
    /// background, so task commits rarely pay for a checkpoint (DECISIONS D-0305).
    public func checkpoint() throws(PersistenceError) {
        try database.execute("PRAGMA wal_checkpoint(PASSIVE)")
    }

    /// The full `PRAGMA integrity_check` (slower than the launch-time `quick_check`).
    public func integrityCheck() throws(PersistenceError) -> Bool {
        let rows = try database.query("PRAGMA integrity_check")
        return rows.count == 1 && rows.first?.string(0) == "ok"
    }

    /// Unacknowledged notices, oldest first.
    public func notices() throws(PersistenceError) -> [StoreNotice] {
        try database.query(
            "SELECT id, kind, detail, created_at, acknowledged FROM store_notice WHERE acknowledged = 0 ORDER BY created_at, id"
        ).compactMap { row in
            var r = row.reader
            guard let id = r.uuid(), let kind = r.enumValue(StoreNotice.Kind.self) else { return nil }
            return StoreNotice(
                id: id, kind: kind, detail: r.string() ?? "", createdAt: r.date() ?? Date(timeIntervalSince1970: 0),
                acknowledged: r.bool() ?? false)
        }
    }

    /// The parent has read the notice.
    public func acknowledgeNotice(id: UUID) throws(PersistenceError) {
        try database.run("UPDATE store_notice SET acknowledged = 1 WHERE id = ?", id.sql)
    }

    /// Keeps a notice for the parent area; the same kind and detail at the same instant once.
    public func addNotice(kind: StoreNotice.Kind, detail: String) throws(PersistenceError) {
        let now = clock.now
        let id = StableID.make(StableID.device, "notice", kind.rawValue, detail, String(now.timeIntervalSince1970))
        try database.run(
            "INSERT OR IGNORE INTO store_notice (id, kind, detail, created_at, acknowledged) VALUES (?, ?, ?, ?, 0)",
            id.sql, kind.sqlText, detail.sql, now.sql)
    }
}

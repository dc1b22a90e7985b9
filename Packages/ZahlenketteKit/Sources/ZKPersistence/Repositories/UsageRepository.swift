import Foundation
import ZKCore

/// Daily usage under the trusted date and sessions (docs/app.md#sessions-daily-limits-and-the-gate,
/// spec 7.10).
public protocol UsageRepository: AnyObject {
    func dailyUsage(profileID: UUID, trustedDate: LocalDate) throws(PersistenceError) -> DailyUsage
    func dailyUsages(profileID: UUID, from: LocalDate, through: LocalDate) throws(PersistenceError) -> [DailyUsage]
    func saveDailyUsage(_ usage: DailyUsage) throws(PersistenceError)
    /// Adds active seconds to the day's row (the 15-second usage save).
    func addActiveSeconds(_ seconds: Int, profileID: UUID, trustedDate: LocalDate) throws(PersistenceError)
    func saveSession(_ session: SessionRecord) throws(PersistenceError)
    func sessions(profileID: UUID, since day: LocalDate) throws(PersistenceError) -> [SessionRecord]
}

/// The SQLite implementation of `UsageRepository`.
public final class StoreUsageRepository: UsageRepository {
    let database: SQLiteDatabase
    let clock: any AppClock

    init(database: SQLiteDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    static func usageID(_ profileID: UUID, _ day: LocalDate) -> UUID {
        StableID.make(profileID, "dailyUsage", day.string)
    }

    public func dailyUsage(profileID: UUID, trustedDate: LocalDate) throws(PersistenceError) -> DailyUsage {
        try dailyUsages(profileID: profileID, from: trustedDate, through: trustedDate).first
            ?? DailyUsage(profileID: profileID, trustedDate: trustedDate)
    }

    public func dailyUsages(
        profileID: UUID, from: LocalDate, through: LocalDate
    ) throws(PersistenceError) -> [DailyUsage] {
        try database.query(
            """
            SELECT trusted_date, active_seconds, extra_minutes, unlimited_today, locked, tasks_completed,
            first_try_correct, rounds_completed FROM daily_usage
            WHERE profile_id = ? AND trusted_date >= ? AND trusted_date <= ? ORDER BY trusted_date
            """, profileID.sql, from.sql, through.sql
        ).compactMap { row in
            var r = row.reader
            guard let day = r.localDate() else { return nil }
            return DailyUsage(
                profileID: profileID, trustedDate: day, activeSeconds: r.int() ?? 0, extraMinutes: r.int() ?? 0,
                unlimitedToday: r.bool() ?? false, locked: r.bool() ?? false, tasksCompleted: r.int() ?? 0,
                firstTryCorrect: r.int() ?? 0, roundsCompleted: r.int() ?? 0)
        }
    }

    public func saveDailyUsage(_ u: DailyUsage) throws(PersistenceError) {
        let id = Self.usageID(u.profileID, u.trustedDate)
        let values: [SQLValue] = [
            u.activeSeconds.sql, u.extraMinutes.sql, u.unlimitedToday.sql, u.locked.sql, u.tasksCompleted.sql,
            u.firstTryCorrect.sql, u.roundsCompleted.sql,
        ]
        try database.transaction { () throws(PersistenceError) in
            let updated = try database.run(
                """
                UPDATE daily_usage SET active_seconds = ?, extra_minutes = ?, unlimited_today = ?, locked = ?,
                tasks_completed = ?, first_try_correct = ?, rounds_completed = ? WHERE id = ?
                """, values + [id.sql])
            if updated == 0 {
                try database.run(
                    """
                    INSERT INTO daily_usage (active_seconds, extra_minutes, unlimited_today, locked, tasks_completed,
                    first_try_correct, rounds_completed, id, profile_id, trusted_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, values + [id.sql, u.profileID.sql, u.trustedDate.sql])
            }
        }
    }

    public func addActiveSeconds(_ seconds: Int, profileID: UUID, trustedDate: LocalDate) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            var usage = try dailyUsage(profileID: profileID, trustedDate: trustedDate)
            usage.activeSeconds += max(0, seconds)
            try saveDailyUsage(usage)
        }
    }

    public func saveSession(_ s: SessionRecord) throws(PersistenceError) {
        let values: [SQLValue] = [
            s.startedAt.sql, s.endedAt.sql, s.localDate.sql, s.tasksCompleted.sql, s.activeSeconds.sql,
            s.endReason.sql,
        ]
        try database.transaction { () throws(PersistenceError) in
            let updated = try database.run(
                """
                UPDATE session_record SET started_at = ?, ended_at = ?, local_date = ?, tasks_completed = ?,
                active_seconds = ?, end_reason = ? WHERE id = ?
                """, values + [s.id.sql])
            if updated == 0 {
                try database.run(
                    """
                    INSERT INTO session_record (started_at, ended_at, local_date, tasks_completed, active_seconds,
                    end_reason, id, profile_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, values + [s.id.sql, s.profileID.sql])
            }
        }
    }

    public func sessions(profileID: UUID, since day: LocalDate) throws(PersistenceError) -> [SessionRecord] {
        try database.query(
            """
            SELECT id, started_at, ended_at, local_date, tasks_completed, active_seconds, end_reason
            FROM session_record WHERE profile_id = ? AND local_date >= ? ORDER BY started_at, id
            """, profileID.sql, day.sql
        ).compactMap { row in
            var r = row.reader
            guard let id = r.uuid() else { return nil }
            return SessionRecord(
                id: id, profileID: profileID, startedAt: r.date() ?? Date(timeIntervalSince1970: 0), endedAt: r.date(),
                localDate: r.localDate() ?? StoreProgressRepository.epochDay, tasksCompleted: r.int() ?? 0,
                activeSeconds: r.int() ?? 0, endReason: r.string())
        }
    }
}

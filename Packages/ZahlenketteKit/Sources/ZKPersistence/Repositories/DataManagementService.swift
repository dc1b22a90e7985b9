import Foundation
import ZKCore

/// Export, profile deletion and "Alles zurücksetzen" (engine 16.6–16.7).
public final class DataManagementService {
    let database: SQLiteDatabase
    let clock: any AppClock

    init(database: SQLiteDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    /// Every table that holds rows of a profile, children before the profile itself.
    static let profileTables = [
        "garden_placement", "owned_decoration", "celebration_queue", "sticker_award", "friend_award", "reward_cache",
        "star_ledger", "abenteuer_record", "daily_usage", "session_record", "learning_state", "game_number_stat",
        "game_progress", "task_attempt", "mastery_record",
    ]

    /// The export of every profile (engine 16.6), times as they are stored, attempts of the last
    /// 90 days. `appVersion` is the app's one version constant unless a caller names another.
    public func export(appVersion: String = AppVersion.current) throws(PersistenceError) -> ExportDocument {
        let profiles = StoreProfileRepository(database: database, clock: clock)
        let progress = StoreProgressRepository(database: database, clock: clock)
        let rewards = StoreRewardRepository(database: database, clock: clock)
        let usage = StoreUsageRepository(database: database, clock: clock)
        let since = clock.today.adding(days: -MaintenanceService.retentionDays)
        return try database.transaction { () throws(PersistenceError) -> ExportDocument in
            var exported: [ExportDocument.Profile] = []
            for profile in try profiles.profiles() {
                let id = profile.id
                let placements = try rewards.placements(profileID: id)
                let decorations = try rewards.ownedDecorations(profileID: id).map { item in
                    let placement = placements.first { $0.ownedDecorationID == item.id }
                    return ExportDocument.Decoration(
                        item: item.itemID, size: item.size, x: placement?.x, y: placement?.y)
                }
                let usageRows = try usage.dailyUsages(
                    profileID: id, from: LocalDate(year: 1, month: 1, day: 1) ?? since,
                    through: LocalDate(year: 9999, month: 12, day: 31) ?? clock.today)
                exported.append(
                    ExportDocument.Profile(
                        id: id, nickname: profile.nickname, avatar: profile.avatarID, level: profile.level,
                        range: try progress.learningState(profileID: id).range, rangeOverride: profile.rangeOverride,
                        dailyLimitMinutes: profile.dailyLimitMinutes, breakNudgeMinutes: profile.breakNudgeMinutes,
                        mastery: try progress.masteryRecords(profileID: id).map {
                            ExportDocument.Mastery(
                                skill: $0.skill, number: $0.number, value: $0.value, status: $0.status,
                                evidence: $0.evidence, box: $0.leitnerBox, dueOn: $0.dueOn)
                        },
                        dailyUsage: usageRows.map {
                            ExportDocument.Usage(
                                date: $0.trustedDate, activeSeconds: $0.activeSeconds, extraMinutes: $0.extraMinutes,
                                unlimitedToday: $0.unlimitedToday)
                        },
                        attempts: try exportAttempts(profileID: id, since: since),
                        stars: try rewards.balance(profileID: id),
                        ledger: try exportLedger(profileID: id),
                        friends: try rewards.friends(profileID: id).map(\.number),
                        stickers: try rewards.stickers(profileID: id).map(\.stickerID),
                        decorations: decorations))
            }
            return ExportDocument(
                schemaVersion: ExportDocument.currentSchemaVersion, exportedAt: clock.now, appVersion: appVersion,
                profiles: exported)
        }
    }

    /// The export's attempt columns only: reading whole `TaskAttemptRecord`s (six UUIDs each) made
    /// the export of 54,000 attempts twice as slow.
    private func exportAttempts(profileID: UUID, since: LocalDate) throws(PersistenceError) -> [ExportDocument.Attempt]
    {
        try database.query(
            """
            SELECT completed_at, game_id, skill, number, step, bucket, result, duration_ms FROM task_attempt
            WHERE profile_id = ? AND local_date >= ? ORDER BY completed_at, id
            """, profileID.sql, since.sql
        ).compactMap { row in
            var r = row.reader
            let time = r.date() ?? Date(timeIntervalSince1970: 0)
            guard let game = r.enumValue(GameID.self), let skill = r.enumValue(Skill.self) else { return nil }
            return ExportDocument.Attempt(
                time: time, game: game, skill: skill, number: r.int() ?? 0, step: r.int() ?? 1,
                bucket: r.enumValue(TaskBucket.self) ?? .focus, result: r.enumValue(TaskResultKind.self) ?? .firstTry,
                durationMs: r.int() ?? 0)
        }
    }

    private func exportLedger(profileID: UUID) throws(PersistenceError) -> [ExportDocument.LedgerLine] {
        try database.query(
            "SELECT created_at, reason, amount FROM star_ledger WHERE profile_id = ? ORDER BY created_at, id",
            profileID.sql
        ).compactMap { row in
            var r = row.reader
            let time = r.date() ?? Date(timeIntervalSince1970: 0)
            guard let reason = r.enumValue(StarReason.self) else { return nil }
            return ExportDocument.LedgerLine(time: time, reason: reason, amount: r.int() ?? 0)
        }
    }

    /// Rows that deleting the profile would erase, per table (the list shown before deletion).
    public func erasureSummary(profileID: UUID) throws(PersistenceError) -> [String: Int] {
        var summary: [String: Int] = [:]
        for table in Self.profileTables {
            summary[table] = try count(table: table, profileID: profileID)
        }
        return summary
    }

    /// Erases every row of the profile in one transaction; nothing of it remains, and a failure
    /// leaves the profile complete.
    public func deleteProfile(id: UUID) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            guard try database.first("SELECT 1 FROM child_profile WHERE id = ?", id.sql) != nil else {
                throw PersistenceError.notFound(entity: "ChildProfile")
            }
            for table in Self.profileTables {
                try deleteRows(table: table, profileID: id)
            }
            try database.run("DELETE FROM child_profile WHERE id = ?", id.sql)
        }
    }

    /// "Alles zurücksetzen": every profile and all child data in one transaction, and the device
    /// settings back to defaults except the clock anchor and the gate cooldown (engine 16.7).
    /// Store notices stay until the parent acknowledged them.
    public func resetAll(settings: DeviceSettingsStore? = nil) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            for table in Self.profileTables {
                try deleteAll(table: table)
            }
            try database.run("DELETE FROM child_profile")
        }
        if let settings {
            do throws(SettingsError) {
                try settings.resetKeepingDeviceState()
            } catch {
                throw PersistenceError.readOnly
            }
        }
    }

    // Table names come from the fixed list above, never from input; each has its literal SQL.
    private func count(table: String, profileID: UUID) throws(PersistenceError) -> Int {
        guard let sql = Self.countSQL[table] else { return 0 }
        return try database.integer(sql, profileID.sql)
    }

    private func deleteRows(table: String, profileID: UUID) throws(PersistenceError) {
        guard let sql = Self.deleteSQL[table] else { return }
        try database.run(sql, profileID.sql)
    }

    private func deleteAll(table: String) throws(PersistenceError) {
        guard let sql = Self.deleteAllSQL[table] else { return }
        try database.run(sql)
    }

    private static let countSQL: [String: String] = Dictionary(
        uniqueKeysWithValues: profileTables.map { ($0, "SELECT COUNT(*) FROM " + $0 + " WHERE profile_id = ?") })
    private static let deleteSQL: [String: String] = Dictionary(
        uniqueKeysWithValues: profileTables.map { ($0, "DELETE FROM " + $0 + " WHERE profile_id = ?") })
    private static let deleteAllSQL: [String: String] = Dictionary(
        uniqueKeysWithValues: profileTables.map { ($0, "DELETE FROM " + $0) })
}

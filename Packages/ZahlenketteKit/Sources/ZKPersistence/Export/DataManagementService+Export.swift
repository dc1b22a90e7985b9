import Foundation
import ZKCore

/// The export (docs/export.md#export-file-format): every profile's data and 90 days
/// of attempts, read in one transaction. `export` builds the document in memory; `writeExport`
/// streams the same bytes into a sink while it steps through the rows, so a year of data never sits
/// in memory twice (issue 18).
extension DataManagementService {
    public func export(appVersion: String = AppVersion.current) throws(PersistenceError) -> ExportDocument {
        let since = clock.today.adding(days: -MaintenanceService.retentionDays)
        return try database.transaction { () throws(PersistenceError) -> ExportDocument in
            var exported: [ExportDocument.Profile] = []
            for var profile in try exportProfiles() {
                try forEachExportAttempt(profileID: profile.id, since: since) { profile.attempts.append($0) }
                try forEachExportLedgerLine(profileID: profile.id) { profile.ledger.append($0) }
                exported.append(profile)
            }
            return ExportDocument(
                schemaVersion: ExportDocument.currentSchemaVersion, exportedAt: clock.now, appVersion: appVersion,
                profiles: exported, notices: try exportNotices())
        }
    }

    /// Writes the export's JSON into `sink` in pieces of about 64 KiB, attempts and ledger lines
    /// straight from the rows. A sink failure (a full disk) ends the export with that error.
    public func writeExport(
        appVersion: String = AppVersion.current, to sink: @escaping ([UInt8]) throws(PersistenceError) -> Void
    ) throws(PersistenceError) {
        let since = clock.today.adding(days: -MaintenanceService.retentionDays)
        let writer = JSONStreamWriter(sink: sink)
        try database.transaction { () throws(PersistenceError) in
            let profiles = try exportProfiles()
            try ExportDocument.writeDocument(
                appVersion: appVersion, exportedAt: clock.now, notices: try exportNotices(), to: writer
            ) {
                () throws(PersistenceError) in
                for (index, profile) in profiles.enumerated() {
                    if index > 0 { writer.raw(",") }
                    try profile.write(
                        to: writer,
                        attempts: { w throws(PersistenceError) in
                            var first = true
                            try forEachExportAttempt(profileID: profile.id, since: since) { attempt in
                                if !first { w.raw(",") }
                                first = false
                                attempt.write(to: w)
                            }
                        },
                        ledger: { w throws(PersistenceError) in
                            var first = true
                            try forEachExportLedgerLine(profileID: profile.id) { line in
                                if !first { w.raw(",") }
                                first = false
                                line.write(to: w)
                            }
                        })
                    // Stop reading rows once the disk refused a piece.
                    if let failure = writer.failure { throw failure }
                }
            }
        }
        try writer.finish()
    }

    /// Every profile with everything but its attempts and ledger, in profile order.
    private func exportProfiles() throws(PersistenceError) -> [ExportDocument.Profile] {
        let progress = StoreProgressRepository(database: database, clock: clock)
        let rewards = StoreRewardRepository(database: database, clock: clock)
        let usage = StoreUsageRepository(database: database, clock: clock)
        var exported: [ExportDocument.Profile] = []
        for profile in try StoreProfileRepository(database: database, clock: clock).profiles() {
            let id = profile.id
            let placements = try rewards.placements(profileID: id)
            let decorations = try rewards.ownedDecorations(profileID: id).map { item in
                let placement = placements.first { $0.ownedDecorationID == item.id }
                return ExportDocument.Decoration(item: item.itemID, size: item.size, x: placement?.x, y: placement?.y)
            }
            let mastery = try progress.masteryRecords(profileID: id)
            let usageRows = try usage.dailyUsages(
                profileID: id, from: LocalDate(year: 1, month: 1, day: 1) ?? clock.today,
                through: LocalDate(year: 9999, month: 12, day: 31) ?? clock.today)
            exported.append(
                ExportDocument.Profile(
                    id: id, nickname: profile.nickname, avatar: profile.avatarID, level: profile.level,
                    range: try progress.learningState(profileID: id).range, rangeOverride: profile.rangeOverride,
                    dailyLimitMinutes: profile.dailyLimitMinutes, breakNudgeMinutes: profile.breakNudgeMinutes,
                    mastery: mastery.map {
                        ExportDocument.Mastery(
                            skill: $0.skill, number: $0.number, value: $0.value, status: $0.status,
                            evidence: $0.evidence, box: $0.leitnerBox, dueOn: $0.dueOn)
                    },
                    dailyUsage: usageRows.map {
                        ExportDocument.Usage(
                            date: $0.trustedDate, activeSeconds: $0.activeSeconds, extraMinutes: $0.extraMinutes,
                            unlimitedToday: $0.unlimitedToday)
                    },
                    attempts: [], stars: try rewards.balance(profileID: id), ledger: [],
                    friends: try rewards.friends(profileID: id).map(\.number),
                    stickers: try rewards.stickers(profileID: id).map(\.stickerID), decorations: decorations,
                    homeLanguage: profile.homeLanguage, leftHanded: profile.leftHanded ? true : nil,
                    engine: try exportEngine(profileID: id, mastery: mastery, progress: progress),
                    abenteuer: try exportAbenteuer(profileID: id),
                    sessions: try usage.sessions(profileID: id, since: ExportDocument.epochDay).map {
                        ExportDocument.Session(
                            activeSeconds: $0.activeSeconds, date: $0.localDate, endReason: $0.endReason,
                            endedAt: $0.endedAt, startedAt: $0.startedAt, tasksCompleted: $0.tasksCompleted)
                    }, numberStats: try exportNumberStats(profileID: id)))
        }
        return exported
    }

    /// The child's per-game number statistics by game and number (docs/export.md#statistics-and-notices);
    /// a row of a game the app does not know is left out.
    private func exportNumberStats(profileID: UUID) throws(PersistenceError) -> [ExportDocument.NumberStat] {
        try database.query(
            """
            SELECT game_id, number, tasks, first_try_correct, last_played_on FROM game_number_stat
            WHERE profile_id = ? ORDER BY game_id, number, id
            """, profileID.sql
        ).compactMap { row in
            guard let game = row.enumValue(0, as: GameID.self) else { return nil }
            return ExportDocument.NumberStat(
                firstTryCorrect: row.int(3) ?? 0, game: game, lastPlayedOn: row.localDate(4), number: row.int(1) ?? 0,
                tasks: row.int(2) ?? 0)
        }
    }

    /// Every notice for the parent, read or not, oldest first; a kind the app does not know is
    /// left out.
    private func exportNotices() throws(PersistenceError) -> [ExportDocument.Notice] {
        try database.query("SELECT kind, detail, created_at, acknowledged FROM store_notice ORDER BY created_at, id")
            .compactMap { row in
                guard let kind = row.enumValue(0, as: StoreNotice.Kind.self) else { return nil }
                // To the whole second, as the file writes it: an imported notice keeps a
                // microsecond per place in its file (docs/export.md#statistics-and-notices).
                let time = ExportDocument.wholeSeconds(row.date(2) ?? Date(timeIntervalSince1970: 0))
                return ExportDocument.Notice(
                    acknowledged: (row.int(3) ?? 0) != 0, detail: row.string(1) ?? "", kind: kind,
                    time: Date(timeIntervalSince1970: Double(time)))
            }
    }

    /// The child's Abenteuer by day (docs/export.md#abenteuer-and-sessions); a row without a
    /// readable day is left out, a game the app does not know is left out of its trail.
    private func exportAbenteuer(profileID: UUID) throws(PersistenceError) -> [ExportDocument.Abenteuer] {
        try database.query(
            """
            SELECT local_date, games, seed, rounds_completed, completed_at FROM abenteuer_record
            WHERE profile_id = ? ORDER BY local_date, id
            """, profileID.sql
        ).compactMap { row in
            guard let day = row.localDate(0) else { return nil }
            return ExportDocument.Abenteuer(
                completedAt: row.date(4), date: day,
                games: ListColumn.strings(row.string(1)).compactMap { GameID(rawValue: $0) },
                roundsCompleted: row.int(3) ?? 0, seed: UInt64(bitPattern: row.int64(2) ?? 0))
        }
    }

    /// The export's attempt columns only, row by row: whole `TaskAttemptRecord`s (six UUIDs each)
    /// made the export of 54,000 attempts twice as slow. A row of an unknown game or skill is
    /// left out; other unknown values take their defaults.
    private func forEachExportAttempt(
        profileID: UUID, since: LocalDate, _ body: (ExportDocument.Attempt) -> Void
    ) throws(PersistenceError) {
        try database.forEachRow(
            """
            SELECT completed_at, game_id, skill, number, step, bucket, result, duration_ms FROM task_attempt
            WHERE profile_id = ? AND local_date >= ? ORDER BY completed_at, id
            """, profileID.sql, since.sql
        ) { row in
            guard let game = row.enumValue(1, as: GameID.self), let skill = row.enumValue(2, as: Skill.self) else {
                return
            }
            body(
                ExportDocument.Attempt(
                    time: row.date(0) ?? Date(timeIntervalSince1970: 0), game: game, skill: skill,
                    number: row.int(3) ?? 0, step: row.int(4) ?? 1,
                    bucket: row.enumValue(5, as: TaskBucket.self) ?? .focus,
                    result: row.enumValue(6, as: TaskResultKind.self) ?? .firstTry, durationMs: row.int(7) ?? 0))
        }
    }

    private func forEachExportLedgerLine(
        profileID: UUID, _ body: (ExportDocument.LedgerLine) -> Void
    ) throws(PersistenceError) {
        try database.forEachRow(
            "SELECT created_at, reason, amount FROM star_ledger WHERE profile_id = ? ORDER BY created_at, id",
            profileID.sql
        ) { row in
            guard let reason = row.enumValue(1, as: StarReason.self) else { return }
            body(
                ExportDocument.LedgerLine(
                    time: row.date(0) ?? Date(timeIntervalSince1970: 0), reason: reason, amount: row.int(2) ?? 0))
        }
    }

    /// The engine's bookkeeping of one child: the learning state, each cell's counters and each
    /// game's stepping state (docs/export.md#engine-state).
    private func exportEngine(
        profileID: UUID, mastery: [MasteryRecord], progress: StoreProgressRepository
    ) throws(PersistenceError) -> ExportDocument.Engine {
        let learning = try progress.learningState(profileID: profileID)
        var games: [ExportDocument.EngineGame] = []
        let gameIDs = try database.query(
            "SELECT game_id FROM game_progress WHERE profile_id = ? ORDER BY game_id", profileID.sql
        ).compactMap { $0.enumValue(0, as: GameID.self) }
        for gameID in gameIDs {
            let game = try progress.gameProgress(profileID: profileID, gameID: gameID)
            games.append(
                ExportDocument.EngineGame(
                    demoSeen: game.demoSeen, firstTryWindow: game.firstTryWindow, game: gameID,
                    lastPlayedOn: game.lastPlayedOn, roundsAtStep: game.roundsAtStep, roundsPlayed: game.roundsPlayed,
                    shownSolutionsInRow: game.shownSolutionsInRow, state: game.gameStateJSON, step: game.step.rawValue))
        }
        return ExportDocument.Engine(
            bookkeeping: learning.rangeStateJSON,
            cells: mastery.map {
                ExportDocument.EngineCell(
                    firstTryDays: $0.firstTryDays, firstTrySuccesses: $0.firstTrySuccesses,
                    lastBoxMoveOn: $0.lastBoxMoveOn, lastPracticedOn: $0.lastPracticedOn, number: $0.number,
                    recentFirstTry: $0.recentFirstTry, skill: $0.skill, taskCount: $0.taskCount)
            },
            controllerMode: learning.controllerMode, controllerWindow: learning.controllerWindow,
            countedTasks: learning.countedTasks, games: games, lastRangeCheckOn: learning.lastRangeCheckOn,
            lastTaskAt: learning.lastTaskAt, probeResults: learning.probeResults,
            reentryRoundsLeft: learning.reentryRoundsLeft, stretchTasksCompleted: learning.stretchTasksCompleted)
    }
}

import Foundation
import ZKCore

/// Learning progress of a profile (spec 5.4.2 excerpt, 7.10). Writes join the caller's unit of
/// work when one is open and commit alone otherwise.
public protocol ProgressRepository: AnyObject {
    func masteryRecords(profileID: UUID) throws(PersistenceError) -> [MasteryRecord]
    func masteryRecord(profileID: UUID, skill: Skill, number: Int) throws(PersistenceError) -> MasteryRecord?
    /// Inserts the attempt and writes the cells, game statistic, game progress and learning
    /// state; false (and no change) when the attempt ID was recorded before.
    @discardableResult func record(_ write: TaskResultWrite) throws(PersistenceError) -> Bool
    func learningState(profileID: UUID) throws(PersistenceError) -> LearningState
    func saveLearningState(_ state: LearningState) throws(PersistenceError)
    func gameProgress(profileID: UUID, gameID: GameID) throws(PersistenceError) -> GameProgress
    func saveGameProgress(_ progress: GameProgress) throws(PersistenceError)
    func gameNumberStats(profileID: UUID, gameID: GameID) throws(PersistenceError) -> [GameNumberStat]
    func attempts(profileID: UUID, since day: LocalDate) throws(PersistenceError) -> [TaskAttemptRecord]
    func attemptCount(profileID: UUID) throws(PersistenceError) -> Int
    func abenteuer(profileID: UUID, on day: LocalDate) throws(PersistenceError) -> AbenteuerRecord?
    func lastAbenteuer(profileID: UUID, before day: LocalDate) throws(PersistenceError) -> AbenteuerRecord?
    func saveAbenteuer(_ record: AbenteuerRecord) throws(PersistenceError)
}

/// The SQLite implementation of `ProgressRepository`.
public final class StoreProgressRepository: ProgressRepository {
    let database: SQLiteDatabase
    let clock: any AppClock

    init(database: SQLiteDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    static func masteryID(_ profileID: UUID, _ skill: Skill, _ number: Int) -> UUID {
        StableID.make(profileID, "mastery", skill.rawValue, String(number))
    }

    static func gameProgressID(_ profileID: UUID, _ gameID: GameID) -> UUID {
        StableID.make(profileID, "gameProgress", gameID.rawValue)
    }

    static func gameNumberStatID(_ profileID: UUID, _ gameID: GameID, _ number: Int) -> UUID {
        StableID.make(profileID, "gameNumberStat", gameID.rawValue, String(number))
    }

    static func learningStateID(_ profileID: UUID) -> UUID {
        StableID.make(profileID, "learningState")
    }

    private static let masteryColumns = """
        profile_id, skill, number, value, status, evidence, first_try_successes, first_try_days, leitner_box,
        due_on, last_box_move_on, task_count, recent_first_try, last_practiced_on
        """

    public func masteryRecords(profileID: UUID) throws(PersistenceError) -> [MasteryRecord] {
        try database.query(
            "SELECT " + Self.masteryColumns + " FROM mastery_record WHERE profile_id = ? ORDER BY skill, number",
            profileID.sql
        ).compactMap(Self.mastery)
    }

    public func masteryRecord(profileID: UUID, skill: Skill, number: Int) throws(PersistenceError) -> MasteryRecord? {
        try database.query(
            "SELECT " + Self.masteryColumns + " FROM mastery_record WHERE id = ?",
            Self.masteryID(profileID, skill, number).sql
        ).first.flatMap(Self.mastery)
    }

    static func mastery(_ row: SQLRow) -> MasteryRecord? {
        var r = row.reader
        guard let profileID = r.uuid(), let skill = r.enumValue(Skill.self), let number = r.int() else { return nil }
        return MasteryRecord(
            profileID: profileID, skill: skill, number: number, value: r.double() ?? 0,
            status: r.enumValue(MasteryStatus.self) ?? .new, evidence: r.double() ?? 0,
            firstTrySuccesses: r.int() ?? 0,
            firstTryDays: ListColumn.dates(r.string()),
            leitnerBox: r.int() ?? 0, dueOn: r.localDate(), lastBoxMoveOn: r.localDate(), taskCount: r.int() ?? 0,
            recentFirstTry: ListColumn.bools(r.string()), lastPracticedOn: r.localDate())
    }

    func upsertMastery(_ record: MasteryRecord) throws(PersistenceError) {
        let id = Self.masteryID(record.profileID, record.skill, record.number)
        let values: [SQLValue] = [
            record.value.sql, record.status.sqlText, record.evidence.sql, record.firstTrySuccesses.sql,
            ListColumn.encode(record.firstTryDays.map(\.string)).sql, record.leitnerBox.sql, record.dueOn.sql,
            record.lastBoxMoveOn.sql, record.taskCount.sql, ListColumn.encode(record.recentFirstTry).sql,
            record.lastPracticedOn.sql, clock.now.sql,
        ]
        let updated = try database.run(
            """
            UPDATE mastery_record SET value = ?, status = ?, evidence = ?, first_try_successes = ?,
            first_try_days = ?, leitner_box = ?, due_on = ?, last_box_move_on = ?, task_count = ?,
            recent_first_try = ?, last_practiced_on = ?, updated_at = ? WHERE id = ?
            """, values + [id.sql])
        if updated == 0 {
            try database.run(
                """
                INSERT INTO mastery_record (value, status, evidence, first_try_successes, first_try_days,
                leitner_box, due_on, last_box_move_on, task_count, recent_first_try, last_practiced_on, updated_at,
                id, profile_id, skill, number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values + [id.sql, record.profileID.sql, record.skill.sqlText, record.number.sql])
        }
    }

    @discardableResult
    public func record(_ write: TaskResultWrite) throws(PersistenceError) -> Bool {
        try database.transaction { () throws(PersistenceError) -> Bool in try recordRows(write) }
    }

    /// `record`'s rows, inside the caller's transaction.
    func recordRows(_ write: TaskResultWrite) throws(PersistenceError) -> Bool {
        let attempt = write.attempt
        if try database.first("SELECT 1 FROM task_attempt WHERE id = ?", attempt.id.sql) != nil { return false }
        try insertAttempt(attempt)
        for cell in write.mastery { try upsertMastery(cell) }
        try countGameNumber(attempt)
        try saveGameProgress(write.gameProgress)
        try saveLearningState(write.learningState)
        return true
    }

    private func insertAttempt(_ a: TaskAttemptRecord) throws(PersistenceError) {
        try database.run(
            """
            INSERT INTO task_attempt (id, profile_id, round_id, abenteuer_id, session_id, planned_task_id, game_id,
            skill, number, partner_number, secondary_skill, secondary_number, first_try_correct, attempts,
            hints_used, solution_shown, response_time_ms, prompt_replays, wrong_answers, result, bucket, reason,
            step, duration_ms, is_reentry, is_last_task_of_round, local_date, completed_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                a.id.sql, a.profileID.sql, a.roundID.sql, a.abenteuerID.sql, a.sessionID.sql, a.plannedTaskID.sql,
                a.gameID.sqlText, a.skill.sqlText, a.number.sql, a.partnerNumber.sql,
                a.secondarySkill?.rawValue.sql
                    ?? .null, a.secondaryNumber.sql, a.firstTryCorrect.sql, a.attempts.sql, a.hintsUsed.sql,
                a.solutionShown.sql, a.responseTimeMs.sql, a.promptReplays.sql, ListColumn.encode(a.wrongAnswers).sql,
                a.result.sqlText, a.bucket.sqlText, a.reason.sqlText, a.step.rawValue.sql, a.durationMs.sql,
                a.isReentry.sql, a.isLastTaskOfRound.sql, a.localDate.sql, a.completedAt.sql,
            ])
    }

    private func countGameNumber(_ a: TaskAttemptRecord) throws(PersistenceError) {
        let id = Self.gameNumberStatID(a.profileID, a.gameID, a.number)
        let firstTry = a.firstTryCorrect ? 1 : 0
        let updated = try database.run(
            """
            UPDATE game_number_stat SET tasks = tasks + 1, first_try_correct = first_try_correct + ?,
            last_played_on = ? WHERE id = ?
            """, firstTry.sql, a.localDate.sql, id.sql)
        if updated == 0 {
            try database.run(
                """
                INSERT INTO game_number_stat (id, profile_id, game_id, number, tasks, first_try_correct, last_played_on)
                VALUES (?, ?, ?, ?, 1, ?, ?)
                """, id.sql, a.profileID.sql, a.gameID.sqlText, a.number.sql, firstTry.sql, a.localDate.sql)
        }
    }

    public func learningState(profileID: UUID) throws(PersistenceError) -> LearningState {
        let row = try database.first(
            """
            SELECT range_stage, range_state_json, controller_window, controller_mode, stretch_tasks_completed,
            counted_tasks, probe_results, reentry_rounds_left, last_task_at, last_range_check_on
            FROM learning_state WHERE id = ?
            """, Self.learningStateID(profileID).sql)
        guard let row else {
            let level = try database.first("SELECT level FROM child_profile WHERE id = ?", profileID.sql)
            guard let level else { throw PersistenceError.notFound(entity: "ChildProfile") }
            return LearningState(
                profileID: profileID, range: (level.enumValue(0, as: Level.self) ?? .littleOnes).startingRange)
        }
        var r = row.reader
        return LearningState(
            profileID: profileID, range: r.enumValue(RangeStage.self) ?? .r1to5, rangeStateJSON: r.string(),
            controllerWindow: ListColumn.bools(r.string()), controllerMode: r.string() ?? "neutral",
            stretchTasksCompleted: r.int() ?? 0, countedTasks: r.int() ?? 0, probeResults: ListColumn.bools(r.string()),
            reentryRoundsLeft: r.int() ?? 0, lastTaskAt: r.date(), lastRangeCheckOn: r.localDate())
    }

    public func saveLearningState(_ s: LearningState) throws(PersistenceError) {
        let id = Self.learningStateID(s.profileID)
        let values: [SQLValue] = [
            s.range.sqlText, s.rangeStateJSON.sql, ListColumn.encode(s.controllerWindow).sql, s.controllerMode.sql,
            s.stretchTasksCompleted.sql, s.countedTasks.sql, ListColumn.encode(s.probeResults).sql,
            s.reentryRoundsLeft.sql, s.lastTaskAt.sql, s.lastRangeCheckOn.sql, clock.now.sql,
        ]
        let updated = try database.run(
            """
            UPDATE learning_state SET range_stage = ?, range_state_json = ?, controller_window = ?,
            controller_mode = ?, stretch_tasks_completed = ?, counted_tasks = ?, probe_results = ?,
            reentry_rounds_left = ?, last_task_at = ?, last_range_check_on = ?, updated_at = ? WHERE id = ?
            """, values + [id.sql])
        if updated == 0 {
            try database.run(
                """
                INSERT INTO learning_state (range_stage, range_state_json, controller_window, controller_mode,
                stretch_tasks_completed, counted_tasks, probe_results, reentry_rounds_left, last_task_at,
                last_range_check_on, updated_at, id, profile_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values + [id.sql, s.profileID.sql])
        }
    }

    public func gameProgress(profileID: UUID, gameID: GameID) throws(PersistenceError) -> GameProgress {
        let row = try database.first(
            """
            SELECT step, first_try_window, rounds_at_step, shown_solutions_in_row, game_state_json, demo_seen,
            rounds_played, last_played_on FROM game_progress WHERE id = ?
            """, Self.gameProgressID(profileID, gameID).sql)
        guard let row else { return GameProgress(profileID: profileID, gameID: gameID) }
        var r = row.reader
        return GameProgress(
            profileID: profileID, gameID: gameID, step: r.intEnum(DifficultyStep.self) ?? .step1,
            firstTryWindow: ListColumn.bools(r.string()), roundsAtStep: r.int() ?? 0,
            shownSolutionsInRow: r.int() ?? 0, gameStateJSON: r.string(), demoSeen: r.bool() ?? false,
            roundsPlayed: r.int() ?? 0, lastPlayedOn: r.localDate())
    }

    public func saveGameProgress(_ p: GameProgress) throws(PersistenceError) {
        let id = Self.gameProgressID(p.profileID, p.gameID)
        let values: [SQLValue] = [
            p.step.rawValue.sql, ListColumn.encode(p.firstTryWindow).sql, p.roundsAtStep.sql,
            p.shownSolutionsInRow.sql, p.gameStateJSON.sql, p.demoSeen.sql, p.roundsPlayed.sql, p.lastPlayedOn.sql,
            clock.now.sql,
        ]
        let updated = try database.run(
            """
            UPDATE game_progress SET step = ?, first_try_window = ?, rounds_at_step = ?, shown_solutions_in_row = ?,
            game_state_json = ?, demo_seen = ?, rounds_played = ?, last_played_on = ?, updated_at = ? WHERE id = ?
            """, values + [id.sql])
        if updated == 0 {
            try database.run(
                """
                INSERT INTO game_progress (step, first_try_window, rounds_at_step, shown_solutions_in_row,
                game_state_json, demo_seen, rounds_played, last_played_on, updated_at, id, profile_id, game_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values + [id.sql, p.profileID.sql, p.gameID.sqlText])
        }
    }

    public func gameNumberStats(profileID: UUID, gameID: GameID) throws(PersistenceError) -> [GameNumberStat] {
        try database.query(
            """
            SELECT number, tasks, first_try_correct, last_played_on FROM game_number_stat
            WHERE profile_id = ? AND game_id = ? ORDER BY number
            """, profileID.sql, gameID.sqlText
        ).map { row in
            var r = row.reader
            return GameNumberStat(
                profileID: profileID, gameID: gameID, number: r.int() ?? 0, tasks: r.int() ?? 0,
                firstTryCorrect: r.int() ?? 0, lastPlayedOn: r.localDate())
        }
    }

    public func attempts(profileID: UUID, since day: LocalDate) throws(PersistenceError) -> [TaskAttemptRecord] {
        try database.query(
            """
            SELECT id, profile_id, round_id, abenteuer_id, session_id, planned_task_id, game_id, skill, number,
            partner_number, secondary_skill, secondary_number, first_try_correct, attempts, hints_used,
            solution_shown, response_time_ms, prompt_replays, wrong_answers, result, reason, step, duration_ms,
            is_reentry, is_last_task_of_round, local_date, completed_at
            FROM task_attempt WHERE profile_id = ? AND local_date >= ? ORDER BY completed_at, id
            """, profileID.sql, day.sql
        ).compactMap(Self.attempt)
    }

    static func attempt(_ row: SQLRow) -> TaskAttemptRecord? {
        var r = row.reader
        guard let id = r.uuid(), let profileID = r.uuid() else { return nil }
        let roundID = r.uuid()
        let abenteuerID = r.uuid()
        let sessionID = r.uuid()
        let plannedTaskID = r.uuid() ?? id
        guard let gameID = r.enumValue(GameID.self), let skill = r.enumValue(Skill.self), let number = r.int() else {
            return nil
        }
        return TaskAttemptRecord(
            id: id, profileID: profileID, roundID: roundID, abenteuerID: abenteuerID, sessionID: sessionID,
            plannedTaskID: plannedTaskID, gameID: gameID, skill: skill, number: number, partnerNumber: r.int(),
            secondarySkill: r.enumValue(Skill.self), secondaryNumber: r.int(), firstTryCorrect: r.bool() ?? false,
            attempts: r.int() ?? 0, hintsUsed: r.int() ?? 0, solutionShown: r.bool() ?? false,
            responseTimeMs: r.int() ?? 0, promptReplays: r.int() ?? 0, wrongAnswers: ListColumn.ints(r.string()),
            result: r.enumValue(TaskResultKind.self) ?? .firstTry, reason: r.enumValue(SelectionReason.self) ?? .focus,
            step: r.intEnum(DifficultyStep.self) ?? .step1, durationMs: r.int() ?? 0, isReentry: r.bool() ?? false,
            isLastTaskOfRound: r.bool() ?? false, localDate: r.localDate() ?? Self.epochDay,
            completedAt: r.date() ?? Date(timeIntervalSince1970: 0))
    }

    static let epochDay =
        LocalDate(year: 1970, month: 1, day: 1)
        ?? LocalDate(date: Date(timeIntervalSince1970: 0), calendar: Calendar(identifier: .gregorian))

    public func attemptCount(profileID: UUID) throws(PersistenceError) -> Int {
        try database.integer("SELECT COUNT(*) FROM task_attempt WHERE profile_id = ?", profileID.sql)
    }

    public func abenteuer(profileID: UUID, on day: LocalDate) throws(PersistenceError) -> AbenteuerRecord? {
        let row = try database.first(
            """
            SELECT id, local_date, games, seed, rounds_completed, completed_at FROM abenteuer_record
            WHERE profile_id = ? AND local_date = ? ORDER BY id LIMIT 1
            """, profileID.sql, day.sql)
        return row.flatMap { Self.abenteuer($0, profileID: profileID) }
    }

    /// The profile's most recent Abenteuer of a day before `day` (docs/abenteuer.md#the-day: the
    /// last Abenteuer's games weigh less), nil when there is none.
    public func lastAbenteuer(profileID: UUID, before day: LocalDate) throws(PersistenceError) -> AbenteuerRecord? {
        let row = try database.first(
            """
            SELECT id, local_date, games, seed, rounds_completed, completed_at FROM abenteuer_record
            WHERE profile_id = ? AND local_date < ? ORDER BY local_date DESC, id LIMIT 1
            """, profileID.sql, day.sql)
        return row.flatMap { Self.abenteuer($0, profileID: profileID) }
    }

    static func abenteuer(_ row: SQLRow, profileID: UUID) -> AbenteuerRecord? {
        var r = row.reader
        guard let id = r.uuid(), let day = r.localDate() else { return nil }
        return AbenteuerRecord(
            id: id, profileID: profileID, localDate: day,
            games: ListColumn.strings(r.string()).compactMap { GameID(rawValue: $0) },
            seed: UInt64(bitPattern: r.int64() ?? 0), roundsCompleted: r.int() ?? 0, completedAt: r.date())
    }

    public func saveAbenteuer(_ a: AbenteuerRecord) throws(PersistenceError) {
        let values: [SQLValue] = [
            a.localDate.sql, ListColumn.encode(a.games.map(\.rawValue)).sql, a.seed.sql, a.roundsCompleted.sql,
            a.completedAt.sql,
        ]
        let updated = try database.run(
            """
            UPDATE abenteuer_record SET local_date = ?, games = ?, seed = ?, rounds_completed = ?, completed_at = ?
            WHERE id = ?
            """, values + [a.id.sql])
        if updated == 0 {
            try database.run(
                """
                INSERT INTO abenteuer_record (local_date, games, seed, rounds_completed, completed_at, id, profile_id)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, values + [a.id.sql, a.profileID.sql])
        }
    }
}

import Foundation
import ZKCore

/// "Daten übernehmen" (docs/export.md#import): an export file back into the store, in one
/// transaction. A refusal or a failed write leaves every row as it was.
extension DataManagementService {
    /// Imports `document` after `ExportDocument.importRefusal` passed it. A child whose
    /// picture is taken here (or unknown to `catalog`) gets the catalog's first free one; without
    /// avatars in the catalog a taken picture is refused (`.noRoom`). `moment` sees
    /// "profile" after each child's rows, inside the transaction (the crash helper reports it so
    /// the kill tests can stop an import in the middle).
    public func importDocument(
        _ document: ExportDocument, mode: ImportMode, catalog: ImportCatalog = .none, moment: ((String) -> Void)? = nil
    ) throws(ImportRefusal) -> [ImportResult.Child] {
        if let problem = document.importRefusal(now: clock.now, today: clock.today, catalog: catalog) { throw problem }
        return try writeChecked(document, mode: mode, catalog: catalog, moment: moment)
    }

    /// `importDocument` for a document `importRefusal` has just passed (`PersistenceStore.importExport`
    /// checks before its backup): the check of a year's file is not run twice.
    func writeChecked(
        _ document: ExportDocument, mode: ImportMode, catalog: ImportCatalog, moment: ((String) -> Void)?
    ) throws(ImportRefusal) -> [ImportResult.Child] {
        var refusal: ImportRefusal?
        do {
            return try database.withLargeCache(kibibytes: Self.importCacheKibibytes) { () throws(PersistenceError) in
                try database.withoutAutomaticCheckpoint { () throws(PersistenceError) in
                    try database.transaction { () throws(PersistenceError) -> [ImportResult.Child] in
                        if mode == .replace {
                            for table in Self.profileTables { try deleteAll(table: table) }
                            try database.run("DELETE FROM child_profile")
                        }
                        let existing = try StoreProfileRepository(database: database, clock: clock).profiles()
                        guard let children = Self.plan(document, existing: existing, avatars: catalog.avatars) else {
                            refusal = .noRoom
                            throw PersistenceError.rejected(reason: "no room")
                        }
                        let firstSortOrder = (existing.map(\.sortOrder).max() ?? -1) + 1
                        let write = { () throws(PersistenceError) in
                            for (index, (profile, child)) in zip(document.profiles, children).enumerated() {
                                try self.insert(profile, as: child, ordinal: index, sortOrder: firstSortOrder + index)
                                moment?("profile")
                            }
                        }
                        if try rebuildsIndexes(for: document) {
                            try database.rebuildingIndexes(of: Self.bulkTables, write)
                        } else {
                            try write()
                        }
                        try insertNotices(document.notices ?? [])
                        return children
                    }
                }
            }
        } catch {
            throw refusal ?? .storeFailed(error)
        }
    }

    /// The tables an import fills by the thousand: their lookup indexes are dropped before and
    /// built again after the rows, inside the import's transaction (`rebuildingIndexes`).
    static let bulkTables = ["task_attempt", "star_ledger"]

    /// Whether the file brings at least as many attempts and ledger lines as the store holds:
    /// then building the lookup indexes from all rows is cheaper than keeping them row by row. A
    /// few rows added to a large store ("Kinder hinzufügen") keep them.
    private func rebuildsIndexes(for document: ExportDocument) throws(PersistenceError) -> Bool {
        let incoming = document.profiles.reduce(0) { $0 + $1.attempts.count + $1.ledger.count }
        var held = 0
        for table in Self.bulkTables { held += try database.integer("SELECT COUNT(*) FROM " + table) }
        return incoming >= held
    }

    /// The page cache of the import's connection while it writes (32 MiB): a family's year
    /// (about 8 MB of pages) is written to the journal once, at the commit, instead of spilling
    /// pages and reading them back (SQLite's default is 2 MiB).
    static let importCacheKibibytes = 32 * 1024

    /// IDs, names and pictures of the new children beside `existing`; nil when they do not fit.
    static func plan(
        _ document: ExportDocument, existing: [ChildProfile], avatars: [String]
    ) -> [ImportResult.Child]? {
        guard existing.count + document.profiles.count <= ChildProfile.maximumCount else { return nil }
        var takenIDs = Set(existing.map(\.id))
        var takenNames = Set(existing.map { $0.nickname.lowercased() })
        var takenAvatars = Set(existing.map(\.avatarID))
        let known = Set(avatars)
        var children: [ImportResult.Child] = []
        for profile in document.profiles {
            var id = profile.id
            var attempt = 1
            while takenIDs.contains(id) {
                id = StableID.make(profile.id, "added", String(attempt))
                attempt += 1
            }
            takenIDs.insert(id)
            let nickname = freeName(profile.nickname, taken: takenNames)
            takenNames.insert(nickname.lowercased())
            var avatar = profile.avatar
            if takenAvatars.contains(avatar) || (!known.isEmpty && !known.contains(avatar)) {
                guard let free = avatars.first(where: { !takenAvatars.contains($0) }) else { return nil }
                avatar = free
            }
            takenAvatars.insert(avatar)
            children.append(
                ImportResult.Child(
                    id: id, nickname: nickname, renamedFrom: nickname == profile.nickname ? nil : profile.nickname,
                    avatar: avatar))
        }
        return children
    }

    /// `name`, or `name (2)`, `name (3)` … the first that is not taken (case-insensitive), the name
    /// shortened so it stays within the nickname's length (D-0314). A child without a nickname
    /// stays without one: the parent area names it by its animal, which is never taken twice.
    static func freeName(_ name: String, taken: Set<String>) -> String {
        if name.isEmpty || !taken.contains(name.lowercased()) { return name }
        var number = 2
        while true {
            let suffix = " (" + String(number) + ")"
            let base = String(name.prefix(ChildProfile.nicknameMaxLength - suffix.count))
            let candidate = base + suffix
            if !taken.contains(candidate.lowercased()) { return candidate }
            number += 1
        }
    }

    /// Every row of one child. Rows the export lists in order get IDs that sort in that order
    /// (`orderedID`), so a second export lists them exactly as the file did.
    private func insert(
        _ p: ExportDocument.Profile, as child: ImportResult.Child, ordinal: Int, sortOrder: Int
    ) throws(PersistenceError) {
        let id = child.id
        let now = clock.now
        let days = DayOfTime(calendar: clock.calendar)
        let attemptBase = StableID.make(id, "import", "attempt")
        let ledgerBase = StableID.make(id, "import", "ledger")
        let decorationBase = StableID.make(id, "import", "decoration")
        // The child's ID as text once, not once per row.
        let owner = UUIDText.format(id)
        try database.run(
            """
            INSERT INTO child_profile (id, nickname, avatar_id, level, range_override, daily_limit_minutes,
            break_nudge_minutes, sort_order, created_at, home_language, left_handed)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, id.sql, child.nickname.sql, child.avatar.sql, p.level.sqlText, p.rangeOverride?.sqlText ?? .null,
            (p.dailyLimitMinutes ?? 0).sql, (p.breakNudgeMinutes ?? 0).sql, sortOrder.sql, now.sql,
            p.homeLanguage?.sql ?? .null, (p.leftHanded == true ? 1 : 0).sql)
        let engine = p.engine ?? ExportDocument.Engine()
        let progress = StoreProgressRepository(database: database, clock: clock)
        try progress.saveLearningState(
            LearningState(
                profileID: id, range: p.range, rangeStateJSON: engine.bookkeeping,
                controllerWindow: engine.controllerWindow, controllerMode: engine.controllerMode,
                stretchTasksCompleted: engine.stretchTasksCompleted, countedTasks: engine.countedTasks,
                probeResults: engine.probeResults, reentryRoundsLeft: engine.reentryRoundsLeft,
                lastTaskAt: engine.lastTaskAt, lastRangeCheckOn: engine.lastRangeCheckOn))
        var cellCounters: [ExportDocument.CellKey: ExportDocument.EngineCell] = [:]
        for cell in engine.cells { cellCounters[ExportDocument.CellKey(skill: cell.skill, number: cell.number)] = cell }
        try database.withInsert(
            """
            INSERT INTO mastery_record (id, profile_id, skill, number, value, status, evidence, leitner_box,
            due_on, updated_at, first_try_successes, first_try_days, last_box_move_on, task_count,
            recent_first_try, last_practiced_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ) { (row) throws(PersistenceError) in
            for m in p.mastery {
                let cell = cellCounters[ExportDocument.CellKey(skill: m.skill, number: m.number)]
                row.set(1, StoreProgressRepository.masteryID(id, m.skill, m.number))
                row.set(2, owner)
                row.set(3, m.skill.rawValue)
                row.set(4, m.number)
                row.set(5, m.value)
                row.set(6, m.status.rawValue)
                row.set(7, m.evidence)
                row.set(8, m.box)
                if let dueOn = m.dueOn { row.set(9, dueOn) } else { row.setNull(9) }
                row.set(10, now)
                row.set(11, cell?.firstTrySuccesses ?? 0)
                row.set(12, DayText.list(cell?.firstTryDays ?? []))
                if let moved = cell?.lastBoxMoveOn { row.set(13, moved) } else { row.setNull(13) }
                row.set(14, cell?.taskCount ?? 0)
                row.set(15, ListColumn.encode(cell?.recentFirstTry ?? []))
                if let practiced = cell?.lastPracticedOn { row.set(16, practiced) } else { row.setNull(16) }
                try row.run()
            }
        }
        for game in engine.games {
            try progress.saveGameProgress(
                GameProgress(
                    profileID: id, gameID: game.game, step: DifficultyStep(rawValue: game.step) ?? .step1,
                    firstTryWindow: game.firstTryWindow, roundsAtStep: game.roundsAtStep,
                    shownSolutionsInRow: game.shownSolutionsInRow, gameStateJSON: game.state, demoSeen: game.demoSeen,
                    roundsPlayed: game.roundsPlayed, lastPlayedOn: game.lastPlayedOn))
        }
        try database.withInsert(
            """
            INSERT INTO daily_usage (id, profile_id, trusted_date, active_seconds, extra_minutes, unlimited_today)
            VALUES (?, ?, ?, ?, ?, ?)
            """
        ) { (row) throws(PersistenceError) in
            for u in p.dailyUsage {
                row.set(1, StoreUsageRepository.usageID(id, u.date))
                row.set(2, owner)
                row.set(3, u.date)
                row.set(4, u.activeSeconds)
                row.set(5, u.extraMinutes)
                row.set(6, u.unlimitedToday)
                try row.run()
            }
        }
        try database.withInsert(
            """
            INSERT INTO task_attempt (id, profile_id, game_id, skill, number, first_try_correct, solution_shown,
            result, bucket, step, duration_ms, local_date, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ) { (row) throws(PersistenceError) in
            for (index, a) in p.attempts.enumerated() {
                row.set(1, Self.orderedID(attemptBase, ordinal: ordinal, index))
                row.set(2, owner)
                row.set(3, a.game.rawValue)
                row.set(4, a.skill.rawValue)
                row.set(5, a.number)
                row.set(6, a.result == .firstTry)
                row.set(7, a.result == .solutionShown)
                row.set(8, a.result.rawValue)
                row.set(9, a.bucket.rawValue)
                row.set(10, a.step)
                row.set(11, a.durationMs)
                row.set(12, days.text(of: a.time))
                row.set(13, a.time)
                try row.run()
            }
        }
        var counters = RewardCounters(balance: p.stars, roundsCompleted: 0, abenteuerCompleted: 0)
        try database.withInsert(
            """
            INSERT INTO star_ledger (id, profile_id, reason, source_id, amount, created_at, local_date)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        ) { (row) throws(PersistenceError) in
            for (index, line) in p.ledger.enumerated() {
                let lineID = Self.orderedID(ledgerBase, ordinal: ordinal, index)
                row.set(1, lineID)
                row.set(2, owner)
                row.set(3, line.reason.rawValue)
                row.set(4, lineID)
                row.set(5, line.amount)
                row.set(6, line.time)
                row.set(7, days.text(of: line.time))
                try row.run()
                if line.reason == .roundCompleted { counters.roundsCompleted += 1 }
                if line.reason == .abenteuerCompleted { counters.abenteuerCompleted += 1 }
            }
        }
        try StoreRewardRepository(database: database, clock: clock).writeCounters(profileID: id, counters)
        for number in p.friends {
            try database.run(
                "INSERT INTO friend_award (id, profile_id, number, awarded_at, local_date) VALUES (?, ?, ?, ?, ?)",
                StoreRewardRepository.friendID(id, number).sql, id.sql, number.sql, now.sql, clock.today.sql)
        }
        // The album lists stickers by the time they were awarded: the file's order, a millisecond apart.
        for (index, sticker) in p.stickers.enumerated() {
            let awarded = now.addingTimeInterval(Double(index - p.stickers.count) / 1000)
            try database.run(
                "INSERT INTO sticker_award (id, profile_id, sticker_id, awarded_at) VALUES (?, ?, ?, ?)",
                StoreRewardRepository.stickerID(id, sticker).sql, id.sql, sticker.sql, awarded.sql)
        }
        for (index, decoration) in p.decorations.enumerated() {
            let owned = Self.orderedID(decorationBase, ordinal: ordinal, index)
            try database.run(
                "INSERT INTO owned_decoration (id, profile_id, item_id, size, price, purchased_at) VALUES (?, ?, ?, ?, ?, ?)",
                owned.sql, id.sql, decoration.item.sql, decoration.size.sqlText, decoration.size.price.sql, now.sql)
            if let x = decoration.x, let y = decoration.y {
                try database.run(
                    """
                    INSERT INTO garden_placement (id, profile_id, owned_decoration_id, x, y, placed_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """, StableID.make(id, "placement", owned.uuidString).sql, id.sql, owned.sql, x.sql, y.sql,
                    now.sql)
            }
        }
        try insertHistory(p, owner: owner, id: id, ordinal: ordinal)
        try database.withInsert(
            """
            INSERT INTO game_number_stat (id, profile_id, game_id, number, tasks, first_try_correct, last_played_on)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        ) { (row) throws(PersistenceError) in
            for stat in p.numberStats ?? [] {
                row.set(1, StoreProgressRepository.gameNumberStatID(id, stat.game, stat.number))
                row.set(2, owner)
                row.set(3, stat.game.rawValue)
                row.set(4, stat.number)
                row.set(5, stat.tasks)
                row.set(6, stat.firstTryCorrect)
                if let day = stat.lastPlayedOn { row.set(7, day) } else { row.setNull(7) }
                try row.run()
            }
        }
    }

    /// The file's notices for the parent (schema version 4), beside the store's own in either
    /// mode: the store's notices are about this computer and stay. Each keeps its time, a
    /// microsecond per place in the file added so they list in the file's order; importing the
    /// same notice again adds it once (docs/export.md#statistics-and-notices).
    private func insertNotices(_ notices: [ExportDocument.Notice]) throws(PersistenceError) {
        for (index, notice) in notices.enumerated() {
            let time = notice.time.addingTimeInterval(Double(index) / 1_000_000)
            let id = StableID.make(
                StableID.device, "imported-notice", notice.kind.rawValue, notice.detail,
                ExportDocument.utcTimestamp(notice.time))
            try database.run(
                "INSERT OR IGNORE INTO store_notice (id, kind, detail, created_at, acknowledged) VALUES (?, ?, ?, ?, ?)",
                id.sql, notice.kind.sqlText, notice.detail.sql, time.sql, (notice.acknowledged ? 1 : 0).sql)
        }
    }

    /// The child's Abenteuer and sessions (schema version 3; none in an older file), in the
    /// file's order (`orderedID`), so an export lists them as the file did.
    private func insertHistory(
        _ p: ExportDocument.Profile, owner: String, id: UUID, ordinal: Int
    ) throws(PersistenceError) {
        let abenteuerBase = StableID.make(id, "import", "abenteuer")
        let sessionBase = StableID.make(id, "import", "session")
        try database.withInsert(
            """
            INSERT INTO abenteuer_record (id, profile_id, local_date, games, seed, rounds_completed, completed_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        ) { (row) throws(PersistenceError) in
            for (index, day) in (p.abenteuer ?? []).enumerated() {
                row.set(1, Self.orderedID(abenteuerBase, ordinal: ordinal, index))
                row.set(2, owner)
                row.set(3, day.date)
                row.set(4, ListColumn.encode(day.games.map(\.rawValue)))
                row.set(5, Int64(bitPattern: day.seed))
                row.set(6, day.roundsCompleted)
                if let completed = day.completedAt { row.set(7, completed) } else { row.setNull(7) }
                try row.run()
            }
        }
        try database.withInsert(
            """
            INSERT INTO session_record (id, profile_id, started_at, ended_at, local_date, tasks_completed,
            active_seconds, end_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        ) { (row) throws(PersistenceError) in
            for (index, session) in (p.sessions ?? []).enumerated() {
                row.set(1, Self.orderedID(sessionBase, ordinal: ordinal, index))
                row.set(2, owner)
                row.set(3, session.startedAt)
                if let ended = session.endedAt { row.set(4, ended) } else { row.setNull(4) }
                row.set(5, session.date)
                row.set(6, session.tasksCompleted)
                row.set(7, session.activeSeconds)
                if let reason = session.endReason { row.set(8, reason) } else { row.setNull(8) }
                try row.run()
            }
        }
    }

    /// A stable ID whose first byte is the child's place in the file (`ordinal`), whose next three
    /// bytes are `index` and whose rest is the child's and the kind's (`base`,
    /// `StableID.make(profileID, "import", kind)`, made once per kind): as upper-case text, IDs of
    /// one kind and child sort in the order they were made, and one import's IDs of a kind sort in
    /// the order it writes them, so its rows are appended to the key's index instead of split into
    /// it. A file within `ExportDocument.importByteLimit` cannot list 2^24 rows of one kind.
    static func orderedID(_ base: UUID, ordinal: Int, _ index: Int) -> UUID {
        var bytes = base.uuid
        let value = UInt32(truncatingIfNeeded: index)
        withUnsafeMutableBytes(of: &bytes) { raw in
            raw[0] = UInt8(truncatingIfNeeded: ordinal)
            raw[1] = UInt8(truncatingIfNeeded: value >> 16)
            raw[2] = UInt8(truncatingIfNeeded: value >> 8)
            raw[3] = UInt8(truncatingIfNeeded: value)
        }
        return UUID(uuid: bytes)
    }
}

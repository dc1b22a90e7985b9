import Foundation
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

/// Maps between the store's records and the engine's snapshot (spec 5.4.5 step 1), and turns an
/// engine update into the one write of a completed task (step 3). Pure apart from the reads.
@MainActor
struct EngineBridge {
    let store: PersistenceStore
    let clock: any AppClock
    /// Told when the engine's bookkeeping cannot be read.
    let notices: ParentNoticeBoard

    /// Where the rows of the last snapshot are kept between tasks (D-0056); nil reads the store
    /// every time.
    var cache: LearnerCache? = nil

    /// The learner as the engine sees it now.
    func snapshot(for profile: ChildProfile, availableGames: Set<GameID>) throws(PersistenceError) -> LearnerSnapshot {
        if let rows = cache?.rows(in: store, profileID: profile.id, games: availableGames) {
            return snapshot(of: rows, profile: profile, availableGames: availableGames)
        }
        let learning = try store.progress.learningState(profileID: profile.id)
        let bookkeeping = learning.rangeStateJSON.flatMap(bookkeeping(from:))
        var mastery: [CellKey: MasteryRecord] = [:]
        for record in try store.progress.masteryRecords(profileID: profile.id) {
            mastery[CellKey(skill: record.skill, number: record.number)] = record
        }
        var games: [GameID: GameProgress] = [:]
        for game in availableGames {
            games[game] = try store.progress.gameProgress(profileID: profile.id, gameID: game)
        }
        let friends = Set(try store.rewards.friends(profileID: profile.id).map(\.number))
        let rows = LearnerCache.Rows(
            learning: learning, bookkeeping: bookkeeping, mastery: mastery, games: games, friends: friends)
        // Rows whose bookkeeping or controller mode did not read are not kept: each read of them
        // tells the parent again, as before the cache (D-0533, D-0537).
        let readable = (learning.rangeStateJSON == nil || bookkeeping != nil) && isKnown(learning.controllerMode)
        if readable { cache?.keep(rows, in: store, profileID: profile.id, games: availableGames) }
        return snapshot(of: rows, profile: profile, availableGames: availableGames)
    }

    /// The learner built from a child's stored rows.
    private func snapshot(
        of rows: LearnerCache.Rows, profile: ChildProfile, availableGames: Set<GameID>
    ) -> LearnerSnapshot {
        let learning = rows.learning
        let bookkeeping = rows.bookkeeping
        var cells: [CellKey: CellState] = [:]
        for (key, record) in rows.mastery {
            cells[key] = EngineBridge.cell(
                record, estimate: bookkeeping?.successEstimates[key],
                previousAttempt: bookkeeping?.previousAttempts[key] ?? .none)
        }
        var games: [GameID: GameProgressState] = [:]
        for (game, progress) in rows.games {
            games[game] = GameProgressState(
                step: progress.step, window: progress.firstTryWindow, roundsAtStep: progress.roundsAtStep,
                shownInARow: progress.shownSolutionsInRow, lastRoundCells: bookkeeping?.lastRoundCells[game] ?? [],
                currentRoundCells: bookkeeping?.currentRoundCells[game] ?? [], lastPlayedOn: progress.lastPlayedOn)
        }
        var range = bookkeeping?.range ?? RangeState(stage: learning.range)
        range.stage = learning.range
        range.parentOverride = profile.rangeOverride
        let mode = controllerMode(learning.controllerMode)
        return LearnerSnapshot(
            level: profile.level, today: clock.today, range: range, cells: cells, numbers: bookkeeping?.numbers ?? [:],
            games: games,
            controller: ControllerState(
                window: learning.controllerWindow, mode: mode,
                calibration: bookkeeping?.calibration(window: learning.controllerWindow) ?? PredictionCalibration()),
            stretch: StretchCounters(
                countedTasks: learning.countedTasks, stretchTasksCompleted: learning.stretchTasksCompleted),
            lastTaskAt: learning.lastTaskAt, lastTaskOn: learning.lastTaskAt.map(clock.localDate(for:)),
            reentryRoundsLeft: learning.reentryRoundsLeft, friends: rows.friends, availableGames: availableGames)
    }

    /// Tells the cache what a task's committed unit of work wrote (D-0056). `before` is the
    /// store's `changeCount` just before the commit.
    func committed(
        _ write: TaskResultWrite, receipt: TaskCompletionReceipt, update: LearnerUpdate, before: Int64
    ) {
        cache?.committed(
            write, receipt: receipt, bookkeeping: EngineBookkeeping(snapshot: update.snapshot), in: store,
            before: before)
    }

    /// The bookkeeping in `json`, or nil when it cannot be read: the engine then goes on from the
    /// columns alone (the Zahlenraum, the cells, the steps) with fresh widening and friend counters,
    /// the parent is told, and the next task's write replaces the damaged text (D-0533).
    private func bookkeeping(from json: String) -> EngineBookkeeping? {
        do {
            return try JSONDecoder().decode(EngineBookkeeping.self, from: Data(json.utf8))
        } catch {
            notices.record(.learningCountsReset, detail: StoreSite.engineBookkeeping.rawValue, cause: "\(error)")
            return nil
        }
    }

    /// Whether the engine knows the stored controller mode.
    private func isKnown(_ stored: String) -> Bool {
        do throws(EngineRecordError) {
            _ = try EngineRecordMapping.controllerMode(stored)
            return true
        } catch {
            return false
        }
    }

    /// The stored controller mode. A name the engine does not know (a damaged row) is not guessed
    /// at: the controller starts neutral, its calmest mode, the child plays on, the parent is told,
    /// and the next task writes a known mode (D-0537).
    private func controllerMode(_ stored: String) -> ControllerMode {
        do throws(EngineRecordError) {
            return try EngineRecordMapping.controllerMode(stored)
        } catch {
            notices.record(.learningCountsReset, detail: StoreSite.engineBookkeeping.rawValue, cause: error.description)
            return .neutral
        }
    }

    /// Everything one completed task writes, from the engine's update.
    func write(
        result: TaskResult, attemptID: UUID, plan: RoundPlan, planned: PlannedTask, sessionID: UUID,
        profile: ChildProfile, outcome: TaskOutcomeInput, update: LearnerUpdate
    ) throws(PersistenceError) -> TaskResultWrite {
        let today = clock.today
        let kind = EngineRecordMapping.stored(outcome.result)
        let attempt = TaskAttemptRecord(
            id: attemptID, profileID: profile.id, roundID: plan.id, abenteuerID: plan.abenteuerID, sessionID: sessionID,
            plannedTaskID: planned.id, gameID: plan.gameID, skill: result.skill, number: result.number,
            partnerNumber: result.partnerNumber, secondarySkill: result.secondarySkill,
            secondaryNumber: result.secondaryNumber, firstTryCorrect: result.firstTryCorrect, attempts: result.attempts,
            hintsUsed: result.hintsUsed, solutionShown: result.solutionShown, responseTimeMs: result.responseTimeMs,
            promptReplays: result.promptReplays, wrongAnswers: result.wrongAnswers, result: kind,
            reason: planned.reason, step: planned.step, durationMs: outcome.durationMs, isReentry: plan.isReentry,
            isLastTaskOfRound: outcome.isLastTaskOfRound, localDate: today, completedAt: clock.now)

        var mastery: [MasteryRecord] = []
        for change in update.changedCells {
            let existing =
                try store.progress.masteryRecord(
                    profileID: profile.id, skill: change.cell.skill, number: change.cell.number)
                ?? MasteryRecord(profileID: profile.id, skill: change.cell.skill, number: change.cell.number)
            let isPrimary = outcome.credits.contains {
                $0.isPrimary && $0.skill == change.cell.skill && $0.number == change.cell.number
            }
            mastery.append(
                EngineBridge.record(
                    existing, with: change.after, primaryResult: isPrimary ? result.firstTryCorrect : nil, on: today))
        }

        var progress = try store.progress.gameProgress(profileID: profile.id, gameID: plan.gameID)
        if let state = update.snapshot.games[plan.gameID] {
            progress.step = state.step
            progress.firstTryWindow = state.window
            progress.roundsAtStep = state.roundsAtStep
            progress.shownSolutionsInRow = state.shownInARow
        }
        progress.demoSeen = true
        if let state = result.updatedGameState { progress.gameStateJSON = state }
        progress.lastPlayedOn = today
        if outcome.isLastTaskOfRound { progress.roundsPlayed += 1 }

        let snapshot = update.snapshot
        let learning = LearningState(
            profileID: profile.id, range: snapshot.range.stage,
            rangeStateJSON: try bookkeepingText(of: snapshot, profileID: profile.id),
            controllerWindow: snapshot.controller.window, controllerMode: snapshot.controller.mode.rawValue,
            stretchTasksCompleted: snapshot.stretch.stretchTasksCompleted, countedTasks: snapshot.stretch.countedTasks,
            probeResults: snapshot.range.probes, reentryRoundsLeft: snapshot.reentryRoundsLeft,
            lastTaskAt: snapshot.lastTaskAt ?? clock.now, lastRangeCheckOn: snapshot.range.lastCheckOn)
        return TaskResultWrite(attempt: attempt, mastery: mastery, gameProgress: progress, learningState: learning)
    }

    /// The bookkeeping text a task writes. When the snapshot cannot be encoded (a number that is not
    /// finite) the text stored before stays — one task's bookkeeping is lost, not the widening and
    /// friend counters of weeks — and the parent is told (D-0534).
    func bookkeepingText(of snapshot: LearnerSnapshot, profileID: UUID) throws(PersistenceError) -> String? {
        do {
            return String(decoding: try JSONEncoder().encode(EngineBookkeeping(snapshot: snapshot)), as: UTF8.self)
        } catch {
            notices.record(.saveFailed, detail: StoreSite.engineBookkeeping.rawValue, cause: "\(error)")
            return try store.progress.learningState(profileID: profileID).rangeStateJSON
        }
    }

    /// A stored cell with what the bookkeeping keeps of it: its estimate and its last attempt.
    static func cell(_ record: MasteryRecord, estimate: Double?, previousAttempt: PreviousAttempt) -> CellState {
        var cell = CellState.fresh
        cell.mastery = record.value
        cell.evidence = record.evidence
        cell.status = EngineRecordMapping.engine(record.status)
        cell.firstTrySuccesses = record.firstTrySuccesses
        cell.firstTryDays = Set(record.firstTryDays).count
        cell.lastFirstTryOn = record.firstTryDays.max()
        cell.box = record.leitnerBox > 0 ? record.leitnerBox : nil
        cell.dueOn = record.dueOn
        cell.lastPromotedOn = record.lastBoxMoveOn
        cell.lastPracticedOn = record.lastPracticedOn
        if let estimate { cell.successEstimate = estimate }
        cell.previousAttempt = previousAttempt
        return cell
    }

    /// The stored cell after an update; task counts and the last-10 window grow on primary credits.
    static func record(
        _ existing: MasteryRecord, with cell: CellState, primaryResult: Bool?, on day: LocalDate
    ) -> MasteryRecord {
        var record = existing
        record.value = cell.mastery
        record.evidence = cell.evidence
        record.status = EngineRecordMapping.stored(cell.status)
        record.firstTrySuccesses = cell.firstTrySuccesses
        if let last = cell.lastFirstTryOn, !record.firstTryDays.contains(last) { record.firstTryDays.append(last) }
        record.leitnerBox = cell.box ?? 0
        record.dueOn = cell.dueOn
        record.lastBoxMoveOn = cell.lastPromotedOn
        record.lastPracticedOn = cell.lastPracticedOn ?? day
        if let primaryResult {
            record.taskCount += 1
            record.recentFirstTry = Array((record.recentFirstTry + [primaryResult]).suffix(10))
        }
        return record
    }
}

import Foundation
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence
import ZKRewards

/// Turns a round's events into units of work (spec 5.4.5): for each completed task the engine's
/// update, the attempt, the star and new friends are written in one transaction; for a completed
/// round the round bonus, the session's count and the game's saved state. A failed write rolls
/// back, goes to the parent's notices, and the child simply plays on; a task that could not be
/// saved is kept and written, in order, before the next task or round end (issue 37), so the app
/// tries again instead of the parent.
@MainActor
final class RoundResultCoordinator {
    private let environment: AppEnvironment

    /// A completed task whose unit of work failed, waiting to be written.
    private struct UnsavedTask {
        let result: TaskResult
        let planned: PlannedTask
        let isLast: Bool
        let plan: RoundPlan
        let session: ChildSession
    }

    /// The tasks not saved yet, oldest first; at most `unsavedKept` (then the oldest goes).
    private var unsaved: [UnsavedTask] = []
    static let unsavedKept = 200

    /// How many completed tasks wait to be written.
    var unsavedTasks: Int { unsaved.count }

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    private var store: PersistenceStore { environment.store }

    /// What one completed task changed.
    struct TaskCommit: Equatable {
        let balance: Int
        let starAdded: Bool
        let newFriends: [Int]
        let masteryChanges: [CellChange]
        /// Stickers the new friends brought (their own and friend milestones).
        let stickers: [String]
    }

    /// What a completed round changed.
    struct RoundCommit: Equatable {
        let balance: Int
        /// Milestone stickers the round reached.
        let stickers: [String]
    }

    func taskCompleted(_ result: TaskResult, isLast: Bool, plan: RoundPlan, session: ChildSession) -> TaskCommit? {
        guard let planned = plan.tasks.first(where: { $0.id == result.plannedTaskID }) else {
            // A result for a task the round did not plan is not guessed into another task: nothing
            // is written, the child plays on, and the parent is told that a task was not saved
            // (docs/app.md#when-the-store-or-the-settings-fail, D-0537).
            environment.notices.record(
                .saveFailed, detail: StoreSite.taskCommit.rawValue,
                cause: "result for unplanned task \(result.plannedTaskID) in round \(plan.id)")
            return nil
        }
        let task = UnsavedTask(result: result, planned: planned, isLast: isLast, plan: plan, session: session)
        saveUnsaved()
        // Tasks are written in the order the child solved them: after any still waiting.
        if unsaved.isEmpty,
            let commit = environment.guarded(
                .taskCommit,
                { () throws(PersistenceError) -> TaskCommit in
                    try commitTask(task)
                })
        {
            return commit
        }
        unsaved.append(task)
        if unsaved.count > Self.unsavedKept { unsaved.removeFirst() }
        return nil
    }

    /// Writes the waiting tasks in order until one fails again (logged; the parent was told when it
    /// first failed). Also called when the app goes to the background, where a system may end it.
    func saveUnsaved() {
        while let first = unsaved.first {
            do throws(PersistenceError) {
                _ = try commitTask(first)
            } catch {
                environment.log.write("task \(first.planned.id) still not saved: \(error.description)")
                return
            }
            unsaved.removeFirst()
        }
    }

    /// One task's unit of work: the engine's update from the stored state, the attempt, the star and
    /// the new friends with their stickers, in one transaction.
    private func commitTask(_ task: UnsavedTask) throws(PersistenceError) -> TaskCommit {
        let (result, planned, isLast, plan, session) = (task.result, task.planned, task.isLast, task.plan, task.session)
        let bridge = environment.engineBridge
        let snapshot = try bridge.snapshot(
            for: session.profile, availableGames: environment.playableGames)
        let outcome = RoundResultCoordinator.outcome(
            result, task: planned, plan: plan, isLast: isLast, profileID: session.profile.id,
            sessionID: session.record.id, on: environment.clock.today)
        let update = environment.engine.apply(outcome, to: snapshot, at: environment.clock.now)
        let friends = environment.engine.eligibleFriends(in: update.snapshot)
        // The planned task's ID is the attempt's ID: a repeated event can never earn a second star.
        let write = try bridge.write(
            result: result, attemptID: planned.id, plan: plan, planned: planned, sessionID: session.record.id,
            profile: session.profile, outcome: outcome, update: update)
        // One transaction for the task: the friendship, its sticker, milestones and queued
        // celebration commit with the attempt (docs/persistence.md#unit-of-work).
        let book = FriendBook(store: store, catalog: environment.catalog)
        let before = store.changeCount
        let (receipt, welcome) = try store.recordCompletedTask(write, befriending: friends) {
            receipt throws(PersistenceError) -> FriendWelcome in
            try book.welcome(receipt.newFriends, profileID: session.profile.id)
        }
        bridge.committed(write, receipt: receipt, update: update, before: before)
        return TaskCommit(
            balance: receipt.star.balance, starAdded: receipt.star.isNew && receipt.isNew,
            newFriends: receipt.newFriends.map(\.number), masteryChanges: update.changedCells,
            stickers: welcome.stickers.map(\.stickerID))
    }

    /// The round bonus (+2) and the round milestones, the session's task count and the game's new
    /// saved state in one unit of work; then a checkpoint keeps task commits fast, and the day's
    /// backup starts when one is due (DailyBackup).
    func roundCompleted(plan: RoundPlan, session: ChildSession, savedState: String?) -> RoundCommit? {
        roundCompleted(plan: plan, session: session, savedState: savedState) { () throws(PersistenceError) in }?.commit
    }

    /// `roundCompleted` with `alongside`'s writes in the same unit of work (an Abenteuer stop
    /// checked off, its completion): all of them commit, or none. The commit's balance is the one
    /// after the round bonus.
    func roundCompleted<Extra>(
        plan: RoundPlan, session: ChildSession, savedState: String?,
        alongside: () throws(PersistenceError) -> Extra
    ) -> (commit: RoundCommit, extra: Extra)? {
        saveUnsaved()
        let result = environment.guarded(.roundCommit) {
            () throws(PersistenceError) -> (commit: RoundCommit, extra: Extra) in
            try store.unitOfWork { () throws(PersistenceError) -> (commit: RoundCommit, extra: Extra) in
                let earned = try RoundEarnings.record(
                    roundID: plan.id, profileID: session.profile.id, store: store, catalog: environment.catalog)
                var record = session.record
                record.tasksCompleted = session.tasksCompleted
                try store.usage.saveSession(record)
                if let savedState { try saveGameState(savedState, game: plan.gameID, profile: session.profile) }
                let commit = RoundCommit(balance: earned.stars.balance, stickers: earned.stickers.map(\.stickerID))
                return (commit, try alongside())
            }
        }
        do throws(PersistenceError) {
            try store.maintenance.checkpoint()
        } catch {
            // Nothing is lost: the commits are in the journal, and the next round end checkpoints.
            environment.log.write("checkpoint deferred: \(error.description)")
        }
        // Issue 37: the first round end of a day without a backup starts one, off the main actor.
        environment.dailyBackup.roundEnded()
        return result
    }

    /// A Punkt-zu-Punkt picture was finished for the first time: its sticker joins the album at
    /// once, so leaving the round before its end keeps it (docs/games.md#punkt-zu-punkt, docs/rewards.md#zahlenfreunde-friends-s-13).
    func pictureCompleted(_ stickerID: String, plan: RoundPlan, profile: ChildProfile) -> StickerAward? {
        environment.guarded(.stickerAward) { () throws(PersistenceError) -> StickerAward? in
            try StickerBook(store: store, catalog: environment.catalog).pictureCompleted(
                stickerID, profileID: profile.id, roundID: plan.id)
        } ?? nil
    }

    /// Keeps a game's saved state (explored numbers, finished pictures) when it changed.
    func gameStateChanged(_ state: String, game: GameID, profile: ChildProfile) {
        environment.guarded(.gameStateWrite) { () throws(PersistenceError) in
            try saveGameState(state, game: game, profile: profile)
        }
    }

    private func saveGameState(_ state: String, game: GameID, profile: ChildProfile) throws(PersistenceError) {
        var progress = try store.progress.gameProgress(profileID: profile.id, gameID: game)
        guard progress.gameStateJSON != state else { return }
        progress.gameStateJSON = state
        try store.progress.saveGameProgress(progress)
    }

    /// A played task as the engine reads it (docs/engine.md#range); the planned task's ID is the attempt's.
    static func outcome(
        _ result: TaskResult, task: PlannedTask, plan: RoundPlan, isLast: Bool, profileID: UUID, sessionID: UUID,
        on day: LocalDate
    ) -> TaskOutcomeInput {
        TaskOutcomeInput(
            profileID: profileID, sessionID: sessionID, roundID: plan.id, taskAttemptID: task.id, gameID: plan.gameID,
            context: plan.context, task: task, credits: credits(result), result: kind(result),
            wrongAnswers: result.wrongAnswers, hintStep: result.solutionShown ? 3 : result.hintsUsed,
            durationMs: result.responseTimeMs, isLastTaskOfRound: isLast, isReentry: plan.isReentry, localDate: day)
    }

    /// Primary credit on the number (and the partner of a comparison), secondary on its number.
    static func credits(_ result: TaskResult) -> [Credit] {
        var credits = [Credit(skill: result.skill, number: result.number, weight: EngineConstants.primaryWeight)]
        if let partner = result.partnerNumber {
            credits.append(Credit(skill: result.skill, number: partner, weight: EngineConstants.primaryWeight))
        }
        if let skill = result.secondarySkill, let number = result.secondaryNumber {
            credits.append(Credit(skill: skill, number: number, weight: EngineConstants.secondaryWeight))
        }
        return credits
    }

    static func kind(_ result: TaskResult) -> ZKLearningEngine.TaskResultKind {
        if result.firstTryCorrect { return .firstTry }
        return result.solutionShown ? .solutionShown : .afterRetry
    }
}

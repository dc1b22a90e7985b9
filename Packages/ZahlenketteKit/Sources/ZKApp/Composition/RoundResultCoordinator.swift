import Foundation
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

/// Turns a round's events into units of work (spec 5.4.5): for each completed task the engine's
/// update, the attempt, the star and new friends are written in one transaction; for a completed
/// round the round bonus. A failed write rolls back, is remembered for the parent area, and the
/// child simply plays on.
final class RoundResultCoordinator {
    private let environment: AppEnvironment
    /// The last write that failed, for the parent area; nil after a success.
    private(set) var lastError: PersistenceError?

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
    }

    func taskCompleted(_ result: TaskResult, isLast: Bool, plan: RoundPlan, session: ChildSession) -> TaskCommit? {
        guard let planned = plan.tasks.first(where: { $0.id == result.plannedTaskID }) else { return nil }
        do throws(PersistenceError) {
            let bridge = EngineBridge(store: store, clock: environment.clock)
            let snapshot = try bridge.snapshot(
                for: session.profile, availableGames: Set(environment.engine.catalog.games))
            let outcome = TaskOutcomeInput(
                profileID: session.profile.id, sessionID: session.record.id, roundID: plan.id,
                taskAttemptID: planned.id, gameID: plan.gameID, context: plan.context, task: planned,
                credits: RoundResultCoordinator.credits(result), result: RoundResultCoordinator.kind(result),
                wrongAnswers: result.wrongAnswers, hintStep: result.solutionShown ? 3 : result.hintsUsed,
                durationMs: result.responseTimeMs, isLastTaskOfRound: isLast, isReentry: plan.isReentry,
                localDate: environment.clock.today)
            let update = environment.engine.apply(outcome, to: snapshot, at: environment.clock.now)
            let friends = environment.engine.eligibleFriends(in: update.snapshot)
            // The planned task's ID is the attempt's ID: a repeated event can never earn a second star.
            let write = try bridge.write(
                result: result, attemptID: planned.id, plan: plan, planned: planned, sessionID: session.record.id,
                profile: session.profile, outcome: outcome, update: update)
            let receipt = try store.recordCompletedTask(write, befriending: friends)
            lastError = nil
            return TaskCommit(
                balance: receipt.star.balance, starAdded: receipt.star.isNew && receipt.isNew,
                newFriends: receipt.newFriends.map(\.number), masteryChanges: update.changedCells)
        } catch {
            lastError = error
            environment.notice(error.parentMessageKey)
            return nil
        }
    }

    /// The round bonus (+2) and the session's task count; a checkpoint keeps task commits fast.
    func roundCompleted(plan: RoundPlan, session: ChildSession) -> Int? {
        do throws(PersistenceError) {
            let append = try store.unitOfWork { () throws(PersistenceError) -> LedgerAppend in
                let append = try store.rewards.recordRoundCompleted(profileID: session.profile.id, roundID: plan.id)
                var record = session.record
                record.tasksCompleted = session.tasksCompleted
                try store.usage.saveSession(record)
                return append
            }
            try? store.maintenance.checkpoint()
            lastError = nil
            return append.balance
        } catch {
            lastError = error
            environment.notice(error.parentMessageKey)
            return nil
        }
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

import Foundation
import Testing
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

@testable import ZKApp

/// The bridge between the engine and the store turns no value it cannot read into another one
/// (D-0537): the names both sides share map case by case, and a stored name the engine does not
/// know is an error with one calm outcome — the child plays on, the parent is told.
@MainActor @Suite struct TaskBridgeTests {
    /// A retry stays a retry and a shown solution stays a shown solution in the stored attempt,
    /// so the parent's grid and the engine's next plan read the same task.
    @Test func everyTaskOutcomeAndCellStatusIsStoredUnderItsOwnName() {
        for kind in ZKLearningEngine.TaskResultKind.allCases {
            #expect(EngineRecordMapping.stored(kind).rawValue == kind.rawValue)
        }
        for status in CellStatus.allCases {
            #expect(EngineRecordMapping.stored(status).rawValue == status.rawValue)
            #expect(EngineRecordMapping.engine(EngineRecordMapping.stored(status)) == status)
        }
        #expect(throws: EngineRecordError.unknownControllerMode("sideways")) {
            try EngineRecordMapping.controllerMode("sideways")
        }
    }

    /// A damaged controller mode: the round is planned and played from a neutral controller, every
    /// star is kept, the parent is told, and the next task leaves a mode the engine knows.
    @Test func anUnknownControllerModeKeepsTheChildPlayingAndTellsTheParent() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.earn(rounds: 1, game: .wieViele)
        let profile = try app.profile()
        let stars = try app.store.rewards.balance(profileID: profile.id)
        try app.store.database.execute("UPDATE learning_state SET controller_mode = 'sideways'")
        app.earn(rounds: 1, game: .hoerHin)
        #expect(try app.store.rewards.balance(profileID: profile.id) > stars)
        #expect(app.model.parentNotices == ["error.storage.learning_counts_reset"])
        #expect(try kept(app).contains("learningCountsReset@engine-bookkeeping"))
        let mode = try app.store.progress.learningState(profileID: profile.id).controllerMode
        #expect(ControllerMode(rawValue: mode) != nil)
    }

    /// A round reporting a task it did not plan: no attempt and no star are made up for it, the
    /// round goes on, and the parent reads that a task was not saved.
    @Test func aResultForAnUnplannedTaskIsNotSavedAndTheParentIsTold() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.earn(rounds: 1, game: .wieViele)
        app.tap(.home(.play))
        app.tap(.gameTile(.wieViele))
        guard case .child(let session, .game(let container)) = app.model.state else {
            Issue.record("no round on screen \(app.screen.rawValue)")
            return
        }
        let plan = container.active.round.plan
        let task = try #require(plan.tasks.first)
        let attempts = try app.store.progress.attemptCount(profileID: session.profile.id)
        var tracker = TaskAttemptTracker()
        _ = tracker.commit(answer: task.number, isCorrect: true)
        let stray = TaskResult(
            plannedTaskID: UUID(), gameID: plan.gameID, step: plan.step, number: task.number, skill: task.skill,
            secondarySkill: nil, secondaryNumber: nil, tracker: tracker, responseTimeMs: 1_000, promptReplays: 0)
        #expect(app.model.coordinator.taskCompleted(stray, isLast: false, plan: plan, session: session) == nil)
        #expect(try app.store.progress.attemptCount(profileID: session.profile.id) == attempts)
        #expect(app.model.parentNotices.contains("error.storage.write_failed"))
        #expect(try kept(app).contains("saveFailed@task-commit"))
        app.solve()
        #expect(app.screen == .gameContainer)
    }
}

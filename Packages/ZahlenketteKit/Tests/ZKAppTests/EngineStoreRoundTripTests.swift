import Foundation
import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKLearningEngine
import ZKPersistence

@testable import ZKApp

/// The app reads the learner from the store before every round and every task (spec 5.4.5), so
/// whatever the store drops, the engine forgets between two tasks. These tests play a child
/// through the engine twice — once keeping the engine's own snapshot in memory, once the app's way
/// through the store — and require the store to hand the engine back the learner it left: the
/// help a missed number gets next time (D-0120) and the correction of the engine's expectations
/// by the child's recent tasks (D-0120, D-0139) work in the app as they do in the benchmark.
@Suite @MainActor struct EngineStoreRoundTripTests {
    /// Three days of rounds of three games, every task answered right or wrong by a seeded coin.
    @Test func theStoreGivesTheEngineBackTheLearnerItLeft() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .vorschule)
        let profile = try app.profile()
        let environment = app.model.environment
        let games = environment.playableGames
        let firstDay = Berlin.day("2026-10-02")
        var coin = SplitMix64(seed: 41)
        var planning = SplitMix64(seed: 42)
        var memory: LearnerSnapshot?
        var compared = 0
        for day in 0..<3 {
            for (round, game) in [GameID.wieViele, .hoerHin, .wasFehlt, .wieViele].enumerated() {
                let clock = Berlin.clock(firstDay.adding(days: day).string, hour: 10, minute: round * 5)
                let bridge = EngineBridge(store: app.store, clock: clock, notices: environment.notices)
                let stored = try bridge.snapshot(for: profile, availableGames: games)
                if var kept = memory {
                    kept.today = stored.today
                    #expect(differences(stored, kept) == [], "day \(day), round \(round)")
                    compared += 1
                }
                let plan = environment.engine.planRound(RoundRequest(gameID: game, snapshot: stored), rng: &planning)
                var inMemory = memory ?? stored
                inMemory.today = stored.today
                for (index, task) in plan.tasks.enumerated() {
                    let right = coin.nextUnitDouble() < 0.6
                    let outcome = try play(
                        task, right: right, isLast: index == plan.tasks.count - 1, plan: plan, profile: profile,
                        bridge: bridge, environment: environment)
                    inMemory = environment.engine.apply(outcome, to: inMemory, at: clock.now).snapshot
                    let reread = try bridge.snapshot(for: profile, availableGames: games)
                    inMemory.friends = reread.friends
                    #expect(differences(reread, inMemory) == [], "day \(day), round \(round), task \(index)")
                    compared += 1
                }
                memory = inMemory
            }
        }
        #expect(compared > 40)
    }

    /// A family moved to another computer (docs/export.md#engine-state): after two days of rounds,
    /// export → import into another store gives the engine the same learner, and the next round
    /// planned with the same seed is the same round.
    @Test func afterAMoveTheEngineGoesOnAsBefore() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .vorschule)
        let profile = try app.profile()
        let environment = app.model.environment
        let games = environment.playableGames
        let firstDay = Berlin.day("2026-10-02")
        var coin = SplitMix64(seed: 43)
        var planning = SplitMix64(seed: 44)
        for day in 0..<2 {
            for (round, game) in [GameID.wieViele, .hoerHin, .wasFehlt].enumerated() {
                let clock = Berlin.clock(firstDay.adding(days: day).string, hour: 10, minute: round * 5)
                let bridge = EngineBridge(store: app.store, clock: clock, notices: environment.notices)
                let stored = try bridge.snapshot(for: profile, availableGames: games)
                let plan = environment.engine.planRound(RoundRequest(gameID: game, snapshot: stored), rng: &planning)
                for (index, task) in plan.tasks.enumerated() {
                    _ = try play(
                        task, right: coin.nextUnitDouble() < 0.6, isLast: index == plan.tasks.count - 1, plan: plan,
                        profile: profile, bridge: bridge, environment: environment)
                }
            }
        }
        let bytes = try app.store.dataManagement.export().encoded()
        let other = try AppHarness(day: firstDay.adding(days: 2).string)
        let document = try ExportDocument.decodeImport(bytes).get()
        _ = try other.store.importExport(document, mode: .replace).get()
        let moved = try other.profile()
        #expect(moved.id == profile.id)

        let clock = Berlin.clock(firstDay.adding(days: 2).string, hour: 9, minute: 0)
        let before = try EngineBridge(store: app.store, clock: clock, notices: environment.notices)
            .snapshot(for: profile, availableGames: games)
        let after = try EngineBridge(store: other.store, clock: clock, notices: other.model.environment.notices)
            .snapshot(for: moved, availableGames: games)
        #expect(!before.games.isEmpty && !before.controller.window.isEmpty && before.stretch.countedTasks > 0)
        #expect(differences(after, before) == [])
        #expect(after == before)
        for game in [GameID.wieViele, .hoerHin] {
            var first = SplitMix64(seed: 45)
            var second = SplitMix64(seed: 45)
            let planned = environment.engine.planRound(RoundRequest(gameID: game, snapshot: before), rng: &first)
            let replanned = other.model.environment.engine.planRound(
                RoundRequest(gameID: game, snapshot: after), rng: &second)
            #expect(planned == replanned)
        }
    }

    /// Bookkeeping written before the last attempts and the calibration were kept still gives the
    /// engine its widening counters and estimates; the new parts start empty. Bookkeeping written
    /// before D-0189, which kept the expectations of the controller's window tasks, gives them to
    /// the calibration in the window's order, so an existing child keeps what its last tasks showed.
    @Test func bookkeepingWrittenBeforeTheLastAttemptsWereKeptStillReads() throws {
        var snapshot = LearnerSnapshot(level: .vorschule, today: Berlin.day("2026-10-02"))
        let cell = CellKey(skill: .count, number: 4)
        snapshot.cells[cell] = CellState(successEstimate: 0.62, previousAttempt: .missed)
        snapshot.range.sessionsAtStage = 5
        let window = [true, false]
        let calibration = PredictionCalibration()
            .adding(succeeded: true, predicted: 0.7, scaffolded: false)
            .adding(succeeded: false, predicted: 0.6, scaffolded: true)
        snapshot.controller = ControllerState(window: window, calibration: calibration)
        let current = try JSONEncoder().encode(EngineBookkeeping(snapshot: snapshot))
        var object = try #require(try JSONSerialization.jsonObject(with: current) as? [String: Any])
        for key in ["previousAttempts", "calibration"] { object[key] = nil }
        let older = try JSONDecoder().decode(
            EngineBookkeeping.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(older.range.sessionsAtStage == 5)
        #expect(older.successEstimates[cell] == 0.62)
        #expect(older.previousAttempts.isEmpty && older.calibration(window: window) == PredictionCalibration())
        object["controllerPredicted"] = [0.7, 0.6]
        object["controllerScaffolded"] = [false, true]
        let beforeCalibration = try JSONDecoder().decode(
            EngineBookkeeping.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(beforeCalibration.calibration(window: window) == calibration)
        let kept = try JSONDecoder().decode(EngineBookkeeping.self, from: current)
        #expect(kept.previousAttempts[cell] == .missed)
        #expect(kept.calibration(window: window) == calibration)
        let written = try #require(try JSONSerialization.jsonObject(with: current) as? [String: Any])
        #expect(written["controllerPredicted"] == nil)
    }

    /// A task played the app's way: the learner read from the store, the engine's update written in
    /// the task's one unit of work. Returns what the engine read.
    private func play(
        _ task: PlannedTask, right: Bool, isLast: Bool, plan: RoundPlan, profile: ChildProfile, bridge: EngineBridge,
        environment: AppEnvironment
    ) throws -> TaskOutcomeInput {
        var tracker = TaskAttemptTracker()
        if !right { _ = tracker.commit(answer: task.number == 1 ? 2 : task.number - 1, isCorrect: false) }
        _ = tracker.commit(answer: task.number, isCorrect: true)
        let result = TaskResult(
            plannedTaskID: task.id, gameID: plan.gameID, step: plan.step, number: task.number, skill: task.skill,
            secondarySkill: nil, secondaryNumber: nil, tracker: tracker, responseTimeMs: 2_000, promptReplays: 0)
        let snapshot = try bridge.snapshot(for: profile, availableGames: environment.playableGames)
        let outcome = RoundResultCoordinator.outcome(
            result, task: task, plan: plan, isLast: isLast, profileID: profile.id, sessionID: plan.id,
            on: bridge.clock.today)
        let update = environment.engine.apply(outcome, to: snapshot, at: bridge.clock.now)
        let write = try bridge.write(
            result: result, attemptID: task.id, plan: plan, planned: task, sessionID: plan.id, profile: profile,
            outcome: outcome, update: update)
        _ = try environment.store.recordCompletedTask(
            write, befriending: environment.engine.eligibleFriends(in: update.snapshot))
        return outcome
    }

    /// What differs between the learner the store gave back and the one the engine left, field by
    /// field and cell by cell, so a failure names the field the store drops.
    private func differences(_ stored: LearnerSnapshot, _ kept: LearnerSnapshot) -> [String] {
        var found = fields(of: stored, kept).filter { $0 != "cells" }
        for key in Set(stored.cells.keys).union(kept.cells.keys) where stored.cell(key) != kept.cell(key) {
            found += fields(of: stored.cell(key), kept.cell(key)).map { "\(key.skill.rawValue).\(key.number).\($0)" }
        }
        return found.sorted()
    }

    /// The names of the stored properties whose values differ.
    private func fields<Value>(of stored: Value, _ kept: Value) -> [String] {
        zip(Mirror(reflecting: stored).children, Mirror(reflecting: kept).children).compactMap { lhs, rhs in
            (lhs.value as? AnyHashable) == (rhs.value as? AnyHashable) ? nil : "\(lhs.label ?? "?")"
        }
    }
}

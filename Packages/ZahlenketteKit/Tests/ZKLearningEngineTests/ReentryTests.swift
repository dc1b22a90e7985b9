import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct ReentryTests {
    let day = EngineFixture.day

    /// A vorschule child with due and mastered count cells whose last task was `gap` days ago.
    func returning(after gap: Int) -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        for number in 1...10 {
            let mastered = number <= 5
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: mastered ? 0.9 : 0.5, evidence: 6, status: mastered ? .mastered : .learning,
                firstTrySuccesses: 4, firstTryDays: 3, box: mastered ? 4 : 2,
                dueOn: day.adding(days: number.isMultiple(of: 2) ? -3 : 10),
                lastPracticedOn: day.adding(days: -gap))
        }
        snapshot.games[.wieViele] = GameProgressState(step: .step3)
        snapshot.controller = ControllerState(window: [Bool](repeating: true, count: 20), mode: .challenging)
        snapshot.stretch = StretchCounters(countedTasks: 500, stretchTasksCompleted: 0)
        snapshot.lastTaskOn = day.adding(days: -gap)
        return snapshot
    }

    @Test func fourteenDaysAwayPlansAReentryRound() {
        var rng = SplitMix64(seed: 14)
        let plan = EngineFixture.engine.planRound(
            RoundRequest(gameID: .wieViele, snapshot: returning(after: 14)), rng: &rng)
        #expect(plan.isReentry)
        #expect(plan.step == .step2)
        #expect(!plan.tasks.contains { $0.bucket == .stretch })
        #expect(plan.tasks.allSatisfy { $0.reason == .review || $0.reason == .maintenance }, "\(plan.tasks)")
    }

    @Test func thirteenDaysAwayIsAnOrdinaryRound() {
        var rng = SplitMix64(seed: 14)
        let plan = EngineFixture.engine.planRound(
            RoundRequest(gameID: .wieViele, snapshot: returning(after: 13)), rng: &rng)
        #expect(!plan.isReentry)
        #expect(plan.step == .step3)
        #expect(plan.tasks.contains { $0.bucket == .stretch })
    }

    @Test func reentryPlansNoNewCells() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        snapshot.lastTaskOn = day.adding(days: -30)
        var rng = SplitMix64(seed: 3)
        let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .hoerHin, snapshot: snapshot), rng: &rng)
        #expect(plan.isReentry)
        #expect(plan.tasks.allSatisfy { $0.reason == .fallback })
    }

    @Test func threeReentryRoundsClearTheControllerAndHalveLosses() {
        var state = returning(after: 20)
        var rng = SplitMix64(seed: 5)
        var rounds = 0
        var firstUpdate: LearnerUpdate?
        while rounds < 3 {
            let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: state), rng: &rng)
            #expect(plan.isReentry)
            for (index, task) in plan.tasks.enumerated() {
                let input = EngineFixture.outcome(
                    task, result: .solutionShown, isLast: index == plan.tasks.count - 1, isReentry: plan.isReentry)
                let update = EngineFixture.engine.apply(input, to: state, at: EngineFixture.instant(day))
                if firstUpdate == nil { firstUpdate = update }
                state = update.snapshot
            }
            rounds += 1
        }
        let first = firstUpdate
        #expect(first != nil)
        #expect(first?.reentryRoundsLeft == 3)
        #expect(first?.snapshot.controller.window.count == 1)
        let change = first?.changedCells.first { $0.cell.skill == .count }
        if let change {
            let plain = MasteryModel.updatedMastery(
                change.before.mastery, result: .solutionShown, weight: 1, protectLosses: false)
            #expect(change.after.mastery > plain)
        }
        #expect(state.reentryRoundsLeft == 0)
        #expect(state.games[.wieViele]?.step == .step3)
        let after = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: state), rng: &rng)
        #expect(!after.isReentry)
        #expect(after.step == .step3)
    }
}

import Testing
import ZKCore

@testable import ZKLearningEngine

/// How the planner reads the child's recent tasks into its expectations (D-0120, D-0139, D-0140).
@Suite struct RoundPredictorTests {
    /// `count` scaffolded tasks planned at `predicted`, the first `right` of them answered on the
    /// first try.
    func controller(scaffolded count: Int, right: Int, predicted: Double) -> ControllerState {
        var state = ControllerState()
        for index in 0..<count {
            state = SuccessRateController.record(index < right, predicted: predicted, scaffolded: true, into: state)
        }
        return state
    }

    /// Half of ten tasks planned at 0.80 went wrong: the planner expects the easiest form to help
    /// this child less and plans a weak number's scaffolded task lower than the assumed lift says.
    @Test func aChildTheEasiestFormHelpsLessIsPlannedLowerOnIt() {
        let predictor = RoundPredictor(controller: controller(scaffolded: 10, right: 5, predicted: 0.8))
        let assumed = SuccessPrediction.scaffolded(0.3)
        #expect(predictor.expected(0.3, scaffolded: true) < assumed - 0.05)
    }

    /// All ten tasks planned at 0.60 came out right — on two or three tiles a guess often does.
    /// The planner keeps the assumed lift: it does not plan on more help than assumed (D-0140).
    @Test func aChildTheEasiestFormHelpsMoreIsPlannedAsAssumed() {
        let predictor = RoundPredictor(controller: controller(scaffolded: 10, right: 10, predicted: 0.6))
        #expect(predictor.expected(0.3, scaffolded: true) == SuccessPrediction.scaffolded(0.3))
        #expect(predictor.expected(0.3, scaffolded: false) == 0.3)
    }

    /// A child whose scaffolded tasks all went right plans the same rounds as a child whose window
    /// carries no predictions at all: lucky guesses on the easiest form do not let more numbers
    /// the child does not know into a round (D-0140).
    @Test func luckOnTheEasiestFormBringsNoMoreWeakNumbers() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        for number in 1...4 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.7, evidence: 6, status: .learning, firstTrySuccesses: 2, firstTryDays: 2,
                lastPracticedOn: EngineFixture.day.adding(days: -1), successEstimate: 0.85)
        }
        for number in 5...8 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.2, evidence: 4, status: .learning, lastPracticedOn: EngineFixture.day.adding(days: -1),
                successEstimate: 0.2, previousAttempt: .missed)
        }
        var lucky = snapshot
        lucky.controller = controller(scaffolded: 20, right: 20, predicted: 0.6)
        lucky.controller.mode = .neutral
        var plain = snapshot
        plain.controller = ControllerState(window: Array(repeating: true, count: 20), mode: .neutral)
        var weakTasks = 0
        for seed in 0..<40 as Range<UInt64> {
            let luckyPlan = plan(lucky, seed: seed)
            #expect(luckyPlan.tasks == plan(plain, seed: seed).tasks)
            weakTasks += luckyPlan.tasks.filter { $0.number >= 5 }.count
        }
        // The weak numbers still come, scaffolded, just not more often than planned without luck.
        #expect(weakTasks > 0)
    }

    func plan(_ snapshot: LearnerSnapshot, seed: UInt64) -> RoundPlan {
        var rng = SplitMix64(seed: seed)
        return EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
    }
}

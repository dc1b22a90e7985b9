import Testing
import ZKCore

@testable import ZKLearningEngine

/// A scaffolded task (D-0118) counts for mastery with half the weight and never as unaided proof:
/// no first-try success towards "mastered", no Leitner promotion, no entry in the stepping window.
@Suite struct ScaffoldedTaskTests {
    let day = EngineFixture.day
    let key = CellKey(skill: .count, number: 4)

    @Test func aScaffoldedSuccessMovesMasteryHalfAsFarAndIsNoProofOfMastery() {
        let plain = MasteryModel.credit(
            CellState(), result: .firstTry, weight: 1, isPrimary: true, protectLosses: false, on: day)
        let helped = MasteryModel.credit(
            CellState(), result: .firstTry, weight: 1, isPrimary: true, protectLosses: false, scaffolded: true,
            on: day)
        #expect(abs(plain.mastery - 0.30) < 1e-9)
        #expect(abs(helped.mastery - 0.15) < 1e-9)
        #expect(plain.firstTrySuccesses == 1)
        #expect(helped.firstTrySuccesses == 0)
        #expect(helped.previousAttempt == .succeededScaffolded)
    }

    @Test func aScaffoldedFirstTryOnADueCellKeepsItsBox() {
        let cell = CellState(box: 2, dueOn: day)
        let helped = Leitner.schedule(cell, result: .firstTry, scaffolded: true, on: day)
        #expect(helped.box == 2)
        #expect(Leitner.schedule(cell, result: .firstTry, on: day).box == 3)
    }

    @Test func aScaffoldedTaskStaysOutOfTheSteppingWindow() {
        let state = GameProgressState(step: .step2)
        let helped = DifficultyStepper.record(
            .firstTry, isStretch: false, scaffolded: true, cell: key, into: state, on: day)
        let plain = DifficultyStepper.record(.firstTry, isStretch: false, cell: key, into: state, on: day)
        #expect(helped.window.isEmpty)
        #expect(plain.window == [true])
    }

    /// The planner expects more of the easiest form: 0.40 of the chance to fail is assumed gone.
    @Test func theEasiestFormIsExpectedToSucceedMoreOften() {
        #expect(abs(SuccessPrediction.scaffolded(0.5) - 0.7) < 1e-9)
        #expect(abs(SuccessPrediction.scaffolded(0) - 0.4) < 1e-9)
        #expect(SuccessPrediction.scaffolded(1) == 1)
    }

    /// A cell the child missed last time is shown scaffolded in its next learning task.
    @Test func aCellMissedLastTimeIsScaffoldedNextTime() {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        for number in 1...5 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.5, evidence: 4, status: .learning, box: 2, dueOn: day.adding(days: 3),
                successEstimate: 0.8, previousAttempt: number == 4 ? .missed : .succeeded)
        }
        for seed in 0..<20 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
            for task in plan.tasks where task.bucket != .stretch {
                #expect(task.scaffolded == (task.number == 4))
            }
        }
    }
}

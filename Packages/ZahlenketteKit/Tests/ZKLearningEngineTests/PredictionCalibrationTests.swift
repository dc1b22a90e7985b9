import Testing
import ZKCore

@testable import ZKLearningEngine

/// How the planner's expectations learn from how a child's tasks came out (D-0189,
/// docs/engine.md#known-now): over about the last 60 tasks, not only the controller's 20.
@Suite struct PredictionCalibrationTests {
    func record(_ outcomes: [Bool], predicted: Double, into state: ControllerState) -> ControllerState {
        outcomes.reduce(state) { SuccessRateController.record($1, predicted: predicted, into: $0) }
    }

    /// A child who answered forty numbers it was learning right where the planner expected 0.60,
    /// and then twenty known numbers: the window now holds only the known ones, and the planner
    /// still expects more of its numbers being learned than their estimates say.
    @Test func whatAChildShowedOnNumbersBeingLearnedOutlastsTheWindow() {
        var state = record(Array(repeating: true, count: 40), predicted: 0.6, into: ControllerState())
        state = record(Array(repeating: true, count: 20), predicted: 0.9, into: state)
        #expect(state.window.count == EngineConstants.controllerWindow)
        let predictor = RoundPredictor(controller: state)
        #expect(predictor.expected(0.6, scaffolded: false) > 0.85)
        // Known numbers are read apart: twenty right at 0.90 lift them by a little.
        #expect(predictor.expected(0.9, scaffolded: false) < 0.98)
    }

    /// Newer tasks count more than older ones: thirty right answers, then thirty misses on the
    /// same kind of task, leave the planner expecting less than the estimates say.
    @Test func newerTasksOutweighOlderOnes() {
        var state = record(Array(repeating: true, count: 30), predicted: 0.6, into: ControllerState())
        state = record(Array(repeating: false, count: 30), predicted: 0.6, into: state)
        #expect(state.calibration.bias(known: false) < -0.1)
    }

    /// Once a long record stands, a short run of luck moves the expectations by little: five
    /// lucky tasks after sixty as expected lift the planner's expectation by less than 0.05.
    @Test func aShortRunOfLuckMovesALongRecordLittle() {
        let steady = (0..<60).map { $0 % 4 != 0 }
        var state = record(steady, predicted: 0.75, into: ControllerState())
        let before = state.calibration.bias(known: false)
        state = record(Array(repeating: true, count: 5), predicted: 0.6, into: state)
        let after = state.calibration.bias(known: false)
        #expect(after > before && after - before < 0.05)
    }

    /// A record no tasks could have written — a value that is not a number, a negative weight, a sum
    /// larger than its tasks allow — is emptied before planning and reported; the round is planned
    /// as for a child whose recent tasks the engine has not seen.
    @Test func aDamagedRecordIsEmptiedAndReported() {
        let damaged = [
            PredictionCalibration(learningSurprise: .nan, learningWeight: 4),
            PredictionCalibration(knownSurprise: 1, knownWeight: -3),
            PredictionCalibration(learningSurprise: 9, learningWeight: 2),
            PredictionCalibration(helpedFailures: 5, helpedExpectedFailures: 1, helpedWeight: 2),
            PredictionCalibration(learningWeight: .infinity),
        ]
        for record in damaged {
            #expect(!record.isPlausible)
            var snapshot = EngineFixture.snapshot(level: .vorschule)
            snapshot.controller.calibration = record
            let (clean, issues) = SnapshotSanitizer.sanitize(snapshot, catalog: StandardGameCatalog())
            #expect(clean.controller.calibration == PredictionCalibration())
            #expect(issues.map(\.kind) == [.counterOutOfRange])
            var rng = SplitMix64(seed: 3)
            let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
            #expect(!plan.tasks.isEmpty)
        }
        var written = PredictionCalibration()
        for index in 0..<200 {
            let predicted = Double(index % 10) / 10
            written = written.adding(succeeded: index % 3 != 0, predicted: predicted, scaffolded: index % 4 == 0)
        }
        #expect(written.isPlausible)
        // Years of tasks, each as far from its expectation as a task can be, stay plausible.
        var extreme = PredictionCalibration()
        for index in 0..<5000 {
            let surprising = index % 2 == 0
            let predicted: Double = surprising ? 0 : 1
            extreme = extreme.adding(succeeded: surprising, predicted: predicted, scaffolded: index % 3 == 0)
        }
        #expect(extreme.isPlausible)
    }

    /// An empty record corrects nothing, and the controller starting afresh (re-entry) empties it.
    @Test func anEmptyRecordCorrectsNothing() {
        let empty = PredictionCalibration()
        #expect(empty.bias(known: false) == 0 && empty.bias(known: true) == 0)
        #expect(empty.scaffoldedFailureRatio() == 1)
        #expect(RoundPredictor(controller: ControllerState()).expected(0.55, scaffolded: false) == 0.55)
    }
}

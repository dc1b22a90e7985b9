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

    /// An empty record corrects nothing, and the controller starting afresh (re-entry) empties it.
    @Test func anEmptyRecordCorrectsNothing() {
        let empty = PredictionCalibration()
        #expect(empty.bias(known: false) == 0 && empty.bias(known: true) == 0)
        #expect(empty.scaffoldedFailureRatio() == 1)
        #expect(RoundPredictor(controller: ControllerState()).expected(0.55, scaffolded: false) == 0.55)
    }
}

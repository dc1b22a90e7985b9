import Testing

@testable import ZKLearningEngine

@Suite struct SuccessRateControllerTests {

    @Test func belowEightTasksTheControllerIsNeutral() {
        #expect(SuccessRateController.mode(after: .neutral, window: EngineFixture.window(0, of: 7)) == .neutral)
        #expect(SuccessRateController.mode(after: .neutral, window: EngineFixture.window(0, of: 8)) == .easing)
    }

    @Test func easingStartsBelowSeventyAndEndsAtSeventyFive() {
        #expect(SuccessRateController.mode(after: .neutral, window: EngineFixture.window(14, of: 20)) == .neutral)
        #expect(SuccessRateController.mode(after: .neutral, window: EngineFixture.window(13, of: 20)) == .easing)
        #expect(SuccessRateController.mode(after: .easing, window: EngineFixture.window(14, of: 20)) == .easing)
        #expect(SuccessRateController.mode(after: .easing, window: EngineFixture.window(15, of: 20)) == .neutral)
    }

    @Test func challengingStartsAboveNinetyAndEndsAtEightyFive() {
        #expect(SuccessRateController.mode(after: .neutral, window: EngineFixture.window(18, of: 20)) == .neutral)
        #expect(SuccessRateController.mode(after: .neutral, window: EngineFixture.window(19, of: 20)) == .challenging)
        #expect(
            SuccessRateController.mode(after: .challenging, window: EngineFixture.window(18, of: 20)) == .challenging)
        #expect(SuccessRateController.mode(after: .challenging, window: EngineFixture.window(17, of: 20)) == .neutral)
    }

    /// A stretch task goes to a child at the round target of 0.80 or above, or to one the controller
    /// cannot read yet (D-0142).
    @Test func stretchWaitsWhileTheChildIsBelowTheRoundTarget() {
        #expect(SuccessRateController.allowsStretch(ControllerState(window: EngineFixture.window(0, of: 7))))
        #expect(!SuccessRateController.allowsStretch(ControllerState(window: EngineFixture.window(15, of: 20))))
        #expect(SuccessRateController.allowsStretch(ControllerState(window: EngineFixture.window(16, of: 20))))
        #expect(!SuccessRateController.allowsStretch(ControllerState(window: EngineFixture.window(6, of: 8))))
    }

    @Test func theWindowKeepsTheLastTwentyTasks() {
        var state = ControllerState()
        for index in 0..<30 { state = SuccessRateController.record(index >= 10, into: state) }
        #expect(state.window.count == 20)
        #expect(state.window.allSatisfy { $0 })
        #expect(state.mode == .challenging)
    }

    /// Scaffolded tasks predicted at 0.80 that the child got right only half the time failed 2.5
    /// times as often as predicted; ten tasks' worth of shrinkage brings the planner's reading
    /// below that, but well above 1. Normal tasks do not enter the ratio; with no scaffolded task
    /// it is 1 (D-0139, D-0189).
    @Test func theScaffoldedFailureRatioReadsHowMuchLessTheEasiestFormHelped() {
        var state = ControllerState()
        #expect(state.calibration.scaffoldedFailureRatio() == 1)
        for index in 0..<10 {
            state = SuccessRateController.record(index % 2 == 0, predicted: 0.8, scaffolded: true, into: state)
            state = SuccessRateController.record(false, predicted: 0.9, scaffolded: false, into: state)
        }
        let ratio = state.calibration.scaffoldedFailureRatio()
        #expect(ratio > 1.5 && ratio < 2.5)
        var helped = ControllerState()
        for _ in 0..<10 { helped = SuccessRateController.record(true, predicted: 0.6, scaffolded: true, into: helped) }
        // No failure where about 3.7 were expected: the shrinkage alone, 4 / (3.7 + 4).
        let lucky = helped.calibration.scaffoldedFailureRatio()
        #expect(lucky > 0.45 && lucky < 0.6)
    }

    /// A task whose expectation is unknown moves the window but not the calibration (D-0189).
    @Test func aTaskWithoutAnExpectationLeavesTheCalibrationAsItWas() {
        var state = SuccessRateController.record(true, predicted: 0.6, into: ControllerState())
        let before = state.calibration
        state = SuccessRateController.record(false, into: state)
        #expect(state.window == [true, false])
        #expect(state.calibration == before)
    }
}

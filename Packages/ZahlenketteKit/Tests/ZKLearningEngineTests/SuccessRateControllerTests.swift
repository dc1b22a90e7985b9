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
    /// times as often as predicted; with ten of them and ten tasks' worth of shrinkage the planner
    /// reads 1.75. Normal tasks do not enter the ratio; with no scaffolded task it is 1 (D-0139).
    @Test func theScaffoldedFailureRatioReadsHowMuchLessTheEasiestFormHelped() {
        var state = ControllerState()
        #expect(state.scaffoldedFailureRatio() == 1)
        for index in 0..<10 {
            state = SuccessRateController.record(index % 2 == 0, predicted: 0.8, scaffolded: true, into: state)
            state = SuccessRateController.record(false, predicted: 0.9, scaffolded: false, into: state)
        }
        #expect(abs(state.scaffoldedFailureRatio() - 1.75) < 1e-9)
        var helped = ControllerState()
        for _ in 0..<10 { helped = SuccessRateController.record(true, predicted: 0.6, scaffolded: true, into: helped) }
        // No failure where four were expected: (0 + 4) / (4 + 4).
        #expect(abs(helped.scaffoldedFailureRatio() - 0.5) < 1e-9)
    }
}

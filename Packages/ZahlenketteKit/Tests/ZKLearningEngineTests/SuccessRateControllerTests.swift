import Testing

@testable import ZKLearningEngine

@Suite struct SuccessRateControllerTests {
    func window(_ successes: Int, of count: Int) -> [Bool] {
        (0..<count).map { $0 < successes }
    }

    @Test func belowEightTasksTheControllerIsNeutral() {
        #expect(SuccessRateController.mode(after: .neutral, window: window(0, of: 7)) == .neutral)
        #expect(SuccessRateController.mode(after: .neutral, window: window(0, of: 8)) == .easing)
    }

    @Test func easingStartsBelowSeventyAndEndsAtSeventyFive() {
        #expect(SuccessRateController.mode(after: .neutral, window: window(14, of: 20)) == .neutral)
        #expect(SuccessRateController.mode(after: .neutral, window: window(13, of: 20)) == .easing)
        #expect(SuccessRateController.mode(after: .easing, window: window(14, of: 20)) == .easing)
        #expect(SuccessRateController.mode(after: .easing, window: window(15, of: 20)) == .neutral)
    }

    @Test func challengingStartsAboveNinetyAndEndsAtEightyFive() {
        #expect(SuccessRateController.mode(after: .neutral, window: window(18, of: 20)) == .neutral)
        #expect(SuccessRateController.mode(after: .neutral, window: window(19, of: 20)) == .challenging)
        #expect(SuccessRateController.mode(after: .challenging, window: window(18, of: 20)) == .challenging)
        #expect(SuccessRateController.mode(after: .challenging, window: window(17, of: 20)) == .neutral)
    }

    @Test func theWindowKeepsTheLastTwentyTasks() {
        var state = ControllerState()
        for index in 0..<30 { state = SuccessRateController.record(index >= 10, into: state) }
        #expect(state.window.count == 20)
        #expect(state.window.allSatisfy { $0 })
        #expect(state.mode == .challenging)
    }
}

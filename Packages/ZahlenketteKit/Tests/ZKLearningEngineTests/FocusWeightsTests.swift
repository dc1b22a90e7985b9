import Testing

@testable import ZKLearningEngine

@Suite struct FocusWeightsTests {
    /// A cell whose first-try estimate equals its mastery, so the table's 1 + 2(1 − m) applies.
    func weight(_ status: CellStatus, _ mastery: Double, _ mode: ControllerMode, recent: Bool = false) -> Double {
        FocusWeights.weight(
            CellState(mastery: mastery, evidence: 5, status: status, successEstimate: mastery), mode: mode,
            isRecent: recent)
    }

    /// D-0113: a learning cell the child already answers well (estimate 0.9) weighs 1.2 even while
    /// its mastery lags at 0.2; one the child keeps missing (estimate 0.1) weighs 2.8.
    @Test func aLearningCellsWeightFollowsItsFirstTryEstimate() {
        let answersWell = CellState(mastery: 0.2, evidence: 2, status: .learning, successEstimate: 0.9)
        let keepsMissing = CellState(mastery: 0.2, evidence: 2, status: .learning, successEstimate: 0.1)
        #expect(abs(FocusWeights.weight(answersWell, mode: .neutral, isRecent: false) - 1.2) < 1e-12)
        #expect(abs(FocusWeights.weight(keepsMissing, mode: .neutral, isRecent: false) - 2.8) < 1e-12)
    }

    @Test func neutralWeightsFollowTheTable() {
        #expect(weight(.difficult, 0.2, .neutral) == 3)
        #expect(weight(.new, 0, .neutral) == 2)
        #expect(abs(weight(.learning, 0.25, .neutral) - 2.5) < 1e-12)
    }

    @Test func easingHalvesDifficultAndNewAndFavoursStrongerLearningCells() {
        #expect(weight(.difficult, 0.2, .easing) == 1.5)
        #expect(weight(.new, 0, .easing) == 1)
        #expect(abs(weight(.learning, 0.5, .easing) - 3.0) < 1e-12)
        #expect(abs(weight(.learning, 0.4, .easing) - 2.2) < 1e-12)
    }

    @Test func challengingDoublesNewAndDampsStrongLearningCells() {
        #expect(weight(.difficult, 0.2, .challenging) == 3)
        #expect(weight(.new, 0, .challenging) == 4)
        #expect(abs(weight(.learning, 0.6, .challenging) - 0.9) < 1e-12)
        #expect(abs(weight(.learning, 0.5, .challenging) - 2.0) < 1e-12)
    }

    @Test func theGamesPreviousRoundCountsHalf() {
        #expect(weight(.new, 0, .neutral, recent: true) == 1)
    }
}

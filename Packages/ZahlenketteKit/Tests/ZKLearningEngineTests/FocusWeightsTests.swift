import Testing

@testable import ZKLearningEngine

@Suite struct FocusWeightsTests {
    func weight(_ status: CellStatus, _ mastery: Double, _ mode: ControllerMode, recent: Bool = false) -> Double {
        FocusWeights.weight(CellState(mastery: mastery, evidence: 5, status: status), mode: mode, isRecent: recent)
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

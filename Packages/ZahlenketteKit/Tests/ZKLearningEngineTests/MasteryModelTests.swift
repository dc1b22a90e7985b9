import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct MasteryModelTests {
    let day = EngineFixture.day

    @Test func fiveFirstTrySuccessesFromZeroFollowTheTable() {
        var cell = CellState()
        var values: [Double] = []
        for index in 0..<5 {
            cell = MasteryModel.credit(
                cell, result: .firstTry, weight: 1, isPrimary: true, protectLosses: false, on: day.adding(days: index))
            values.append((cell.mastery * 100).rounded() / 100)
        }
        #expect(values == [0.30, 0.51, 0.66, 0.76, 0.83])
        #expect(cell.evidence == 5)
    }

    @Test func targetsAreOneHalfAndZero() {
        #expect(MasteryModel.updatedMastery(0, result: .afterRetry, weight: 1, protectLosses: false) == 0.15)
        #expect(
            abs(MasteryModel.updatedMastery(1, result: .solutionShown, weight: 1, protectLosses: false) - 0.7) < 1e-12)
        #expect(
            abs(MasteryModel.updatedMastery(0.5, result: .afterRetry, weight: 1, protectLosses: false) - 0.5) < 1e-12)
    }

    @Test func secondaryCreditsWeighHalfAndMoveNoFirstTryCounters() {
        let cell = MasteryModel.credit(
            CellState(), result: .firstTry, weight: 0.5, isPrimary: false, protectLosses: false, on: day)
        #expect(abs(cell.mastery - 0.15) < 1e-12)
        #expect(cell.evidence == 0.5)
        #expect(cell.firstTrySuccesses == 0)
        #expect(cell.lastPracticedOn == nil)
    }

    @Test func lossesAreHalvedWhenProtectedButGainsAreNot() {
        let plain = MasteryModel.updatedMastery(0.8, result: .solutionShown, weight: 1, protectLosses: false)
        let protected = MasteryModel.updatedMastery(0.8, result: .solutionShown, weight: 1, protectLosses: true)
        #expect(abs(plain - 0.56) < 1e-12)
        #expect(abs(protected - 0.68) < 1e-12)
        #expect(MasteryModel.updatedMastery(0.2, result: .firstTry, weight: 1, protectLosses: true) == 0.44)
    }

    @Test func masteredNeedsTwoDaysOfFirstTrySuccesses() {
        var sameDay = CellState()
        for _ in 0..<8 {
            sameDay = MasteryModel.credit(
                sameDay, result: .firstTry, weight: 1, isPrimary: true, protectLosses: false, on: day)
        }
        #expect(sameDay.mastery > 0.9)
        #expect(sameDay.status == .learning)
        let nextDay = MasteryModel.credit(
            sameDay, result: .firstTry, weight: 1, isPrimary: true, protectLosses: false, on: day.adding(days: 1))
        #expect(nextDay.status == .mastered)
    }

    @Test func masteredHoldsDownToSixtyFiveAndThenDrops() {
        let mastered = CellState(mastery: 0.66, evidence: 6, status: .mastered, firstTrySuccesses: 5, firstTryDays: 2)
        #expect(MasteryModel.status(for: mastered) == .mastered)
        var below = mastered
        below.mastery = 0.64
        #expect(MasteryModel.status(for: below) == .learning)
    }

    @Test func difficultEntersBelowFortyWithEvidenceFourAndLeavesAtFifty() {
        #expect(MasteryModel.status(for: CellState(mastery: 0.39, evidence: 4, status: .learning)) == .difficult)
        #expect(MasteryModel.status(for: CellState(mastery: 0.39, evidence: 3.5, status: .learning)) == .learning)
        #expect(MasteryModel.status(for: CellState(mastery: 0.49, evidence: 6, status: .difficult)) == .difficult)
        #expect(MasteryModel.status(for: CellState(mastery: 0.50, evidence: 6, status: .difficult)) == .learning)
    }
}

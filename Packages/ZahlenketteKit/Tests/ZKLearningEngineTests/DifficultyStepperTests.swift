import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct DifficultyStepperTests {
    func state(_ flags: [Bool], rounds: Int, step: DifficultyStep = .step1, shown: Int = 0) -> GameProgressState {
        GameProgressState(step: step, window: flags, roundsAtStep: rounds, shownInARow: shown)
    }

    @Test func aGameStartsAtStepTwoFromAMeanMasteryOfSixty() {
        #expect(DifficultyStepper.startingStep(meanMastery: 0.60) == .step2)
        #expect(DifficultyStepper.startingStep(meanMastery: 0.59) == .step1)
    }

    @Test func fiveOfSixAfterTwoRoundsStepsUp() {
        let flags = [true, true, false, true, true, true]
        let next = DifficultyStepper.endRound(state(flags, rounds: 1), controller: .neutral, paused: false)
        #expect(next.step == .step2)
        #expect(next.window.isEmpty)
        #expect(next.roundsAtStep == 0)
    }

    @Test func oneRoundAtTheStepIsNotEnough() {
        let flags = [Bool](repeating: true, count: 6)
        #expect(DifficultyStepper.endRound(state(flags, rounds: 0), controller: .neutral, paused: false).step == .step1)
    }

    @Test func fourOfSixDoesNotStepUp() {
        let flags = [true, true, false, true, false, true]
        #expect(DifficultyStepper.endRound(state(flags, rounds: 3), controller: .neutral, paused: false).step == .step1)
    }

    @Test func easingBlocksSteppingUp() {
        let flags = [Bool](repeating: true, count: 6)
        #expect(DifficultyStepper.endRound(state(flags, rounds: 3), controller: .easing, paused: false).step == .step1)
    }

    @Test func aFullWindowWithTwoFirstTriesStepsDownButThreeDoesNot() {
        let two = [true, false, false, true, false, false]
        let three = [true, false, true, true, false, false]
        #expect(
            DifficultyStepper.endRound(state(two, rounds: 1, step: .step3), controller: .neutral, paused: false).step
                == .step2)
        #expect(
            DifficultyStepper.endRound(state(three, rounds: 1, step: .step3), controller: .neutral, paused: false).step
                == .step3)
    }

    @Test func aShortWindowNeverStepsDownOnRate() {
        let flags = [false, false, false]
        #expect(
            DifficultyStepper.endRound(state(flags, rounds: 1, step: .step2), controller: .neutral, paused: false).step
                == .step2)
    }

    @Test func twoShownSolutionsInARowStepDown() {
        var game = state([true, true], rounds: 0, step: .step2)
        let cell = CellKey(skill: .count, number: 3)
        game = DifficultyStepper.record(.solutionShown, isStretch: false, cell: cell, into: game, on: EngineFixture.day)
        game = DifficultyStepper.record(.solutionShown, isStretch: false, cell: cell, into: game, on: EngineFixture.day)
        #expect(DifficultyStepper.endRound(game, controller: .neutral, paused: false).step == .step1)
    }

    @Test func stretchTasksStayOutOfTheWindow() {
        let game = DifficultyStepper.record(
            .firstTry, isStretch: true, cell: CellKey(skill: .count, number: 3), into: state([], rounds: 0),
            on: EngineFixture.day)
        #expect(game.window.isEmpty)
    }

    @Test func pausedSteppingKeepsTheStep() {
        let flags = [Bool](repeating: false, count: 6)
        #expect(
            DifficultyStepper.endRound(state(flags, rounds: 4, step: .step2), controller: .neutral, paused: true).step
                == .step2)
    }
}

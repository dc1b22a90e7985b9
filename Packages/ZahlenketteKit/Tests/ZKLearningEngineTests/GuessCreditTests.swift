import Foundation
import Testing
import ZKCore

@testable import ZKLearningEngine

/// D-0131: a first-try success among few tiles is partly chance, so it moves mastery less, and a
/// child who succeeds about as often as guessing explains is never called mastered.
@Suite struct GuessCreditTests {
    let day = EngineFixture.day

    /// Two of three first tries, one retry, a task a day: the pattern over `rounds` days.
    private func twoOfThree(guessChance: Double, rounds: Int) -> [CellStatus] {
        var cell = CellState()
        var statuses: [CellStatus] = []
        for index in 0..<(rounds * 3) {
            let result: TaskResultKind = index % 3 == 2 ? .afterRetry : .firstTry
            cell = MasteryModel.credit(
                cell, result: result, weight: 1, isPrimary: true, protectLosses: false, guessChance: guessChance,
                on: day.adding(days: index))
            statuses.append(cell.status)
        }
        return statuses
    }

    @Test func twoOfThreeFirstTriesAmongTwoTilesNeverMakeAMasteredCell() {
        // Among two tiles, two in three is what a child who knows a third of the time reaches by guessing.
        #expect(!twoOfThree(guessChance: 0.5, rounds: 30).contains(.mastered))
    }

    @Test func theSameRecordAmongFourTilesDoesMakeAMasteredCell() {
        // Among four tiles chance explains much less of it.
        #expect(twoOfThree(guessChance: 0.25, rounds: 30).contains(.mastered))
    }

    @Test func aSuccessAmongTwoTilesMovesMasteryHalfAsFarButCountsAsFullEvidence() {
        let cell = MasteryModel.credit(
            CellState(), result: .firstTry, weight: 1, isPrimary: true, protectLosses: false, guessChance: 0.5, on: day)
        #expect(abs(cell.mastery - 0.15) < 1e-12)
        #expect(cell.evidence == 1)
        #expect(cell.firstTrySuccesses == 1)
    }

    @Test func aMissIsNotDiscounted() {
        let start = CellState(mastery: 0.6, evidence: 3, status: .learning)
        let guessed = MasteryModel.credit(
            start, result: .solutionShown, weight: 1, isPrimary: true, protectLosses: false, guessChance: 0.5, on: day)
        let plain = MasteryModel.credit(
            start, result: .solutionShown, weight: 1, isPrimary: true, protectLosses: false, on: day)
        #expect(guessed.mastery == plain.mastery)
    }

    @Test func applyReadsTheTilesOfTheLevelAndStep() {
        // littleOnes step 1 shows two tiles; vorschule step 3 shows four (docs/games.md#options).
        let key = CellKey(skill: .count, number: 3)
        let little = EngineFixture.engine.apply(
            EngineFixture.outcome(EngineFixture.task(3), result: .firstTry),
            to: EngineFixture.snapshot(level: .littleOnes), at: EngineFixture.instant(day))
        let vorschule = EngineFixture.engine.apply(
            EngineFixture.outcome(EngineFixture.task(3, step: .step3), result: .firstTry),
            to: EngineFixture.snapshot(level: .vorschule), at: EngineFixture.instant(day))
        #expect(abs((little.snapshot.cells[key]?.mastery ?? 0) - 0.15) < 1e-12)
        #expect(abs((vorschule.snapshot.cells[key]?.mastery ?? 0) - 0.225) < 1e-12)
    }

    @Test func aScaffoldedTaskIsJudgedByTheTilesOfItsEasiestForm() {
        // A scaffolded task at vorschule step 3 is shown at step 1 with two tiles (D-0125, D-0136):
        // half weight times one half.
        let task = PlannedTask(
            id: EngineFixture.id(3), skill: .count, number: 3, step: .step3, reason: .focus, scaffolded: true)
        let update = EngineFixture.engine.apply(
            EngineFixture.outcome(task, result: .firstTry), to: EngineFixture.snapshot(level: .vorschule),
            at: EngineFixture.instant(day))
        let mastery = update.snapshot.cells[CellKey(skill: .count, number: 3)]?.mastery ?? 0
        #expect(abs(mastery - 0.3 * 0.5 * 0.5) < 1e-12)
    }

    @Test func aFirstTryInMehrOderWenigerIsACoinFlipAtEveryStep() {
        // Two sets to choose from, however hard the step (docs/games.md#mehr-oder-weniger, D-0137): half the weight,
        // where a tile game's step three at vorschule would give three quarters.
        let key = CellKey(skill: .compare, number: 7)
        for step in DifficultyStep.allCases {
            let task = PlannedTask(id: EngineFixture.id(7), skill: .compare, number: 7, step: step, reason: .focus)
            let update = EngineFixture.engine.apply(
                EngineFixture.outcome(task, game: .mehrWeniger, result: .firstTry),
                to: EngineFixture.snapshot(level: .vorschule), at: EngineFixture.instant(day))
            #expect(abs((update.snapshot.cells[key]?.mastery ?? 0) - 0.15) < 1e-12, "step \(step)")
        }
    }
}

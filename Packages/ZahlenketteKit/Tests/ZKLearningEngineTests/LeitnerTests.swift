import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct LeitnerTests {
    let day = EngineFixture.day

    @Test func theFirstPrimaryCreditStartsBoxOneDueTomorrow() {
        for result in TaskResultKind.allCases {
            let cell = Leitner.schedule(CellState(), result: result, on: day)
            #expect(cell.box == 1)
            #expect(cell.dueOn == day.adding(days: 1))
        }
    }

    @Test(arguments: [(1, 2, 3), (2, 3, 7), (3, 4, 14), (4, 5, 30), (5, 5, 30)])
    func aFirstTryOnADueCellMovesUpOneBox(from: Int, to: Int, interval: Int) {
        let cell = CellState(box: from, dueOn: day)
        let next = Leitner.schedule(cell, result: .firstTry, on: day)
        #expect(next.box == to)
        #expect(next.dueOn == day.adding(days: interval))
    }

    @Test func aFirstTryOnACellNotDueChangesNothing() {
        let cell = CellState(box: 2, dueOn: day.adding(days: 2))
        #expect(Leitner.schedule(cell, result: .firstTry, on: day) == cell)
    }

    @Test func aCellMovesUpAtMostOnceADay() {
        let promoted = Leitner.schedule(CellState(box: 1, dueOn: day.adding(days: -3)), result: .firstTry, on: day)
        var dueAgain = promoted
        dueAgain.dueOn = day
        let again = Leitner.schedule(dueAgain, result: .firstTry, on: day)
        #expect(promoted.box == 2)
        #expect(again.box == 2)
    }

    @Test(arguments: [(1, 1, 1), (2, 1, 1), (3, 2, 3), (5, 4, 14)])
    func afterRetryMovesDownOneBox(from: Int, to: Int, interval: Int) {
        let next = Leitner.schedule(CellState(box: from, dueOn: day.adding(days: 5)), result: .afterRetry, on: day)
        #expect(next.box == to)
        #expect(next.dueOn == day.adding(days: interval))
    }

    @Test func aShownSolutionSendsTheCellBackToBoxOne() {
        let next = Leitner.schedule(CellState(box: 4, dueOn: day), result: .solutionShown, on: day)
        #expect(next.box == 1)
        #expect(next.dueOn == day.adding(days: 1))
    }

    @Test func priorityIsDaysOverduePlusOneOverTheInterval() {
        let cell = CellState(box: 2, dueOn: day.adding(days: -5))
        #expect(Leitner.priority(cell, on: day) == 2.0)
        #expect(Leitner.priority(CellState(box: 1, dueOn: day), on: day) == 1.0)
    }

    @Test func secondaryCreditsNeverMoveBoxes() {
        let task = EngineFixture.task(3)
        var snapshot = EngineFixture.snapshot()
        snapshot.cells[CellKey(skill: .recognize, number: 3)] = CellState(box: 2, dueOn: EngineFixture.day)
        let update = EngineFixture.engine.apply(
            EngineFixture.outcome(task, result: .firstTry), to: snapshot, at: EngineFixture.instant(day))
        #expect(update.snapshot.cells[CellKey(skill: .recognize, number: 3)]?.box == 2)
        #expect(update.snapshot.cells[CellKey(skill: .count, number: 3)]?.box == 1)
    }
}

import Foundation
import TestSupport
import Testing
import ZKCore
import ZKParentArea
import ZKPersistence

@testable import ZKApp

/// The sentences under a tapped cell (docs/parent-area.md#progress-grid-s-19) as a parent reads them: a share of the last 10
/// tasks to 10 %, and under 10 tasks the plain count, never an impossible "70 % of 3" (D-0917).
@Suite struct CellDetailTextTests {
    private func lines(tasks: Int, recent: [Bool]) throws -> [String] {
        let record = MasteryRecord(
            profileID: UUID(), skill: .subitize, number: 14, value: 0.4, status: .learning, evidence: Double(tasks),
            firstTrySuccesses: recent.filter { $0 }.count, firstTryDays: [], leitnerBox: 2,
            dueOn: Berlin.day("2026-10-01"), taskCount: tasks, recentFirstTry: recent,
            lastPracticedOn: Berlin.day("2026-09-30"))
        let grid = ProgressGrid(records: [record], level: .vorschule, stage: .r1to20)
        let cell = try #require(grid.cell(skill: .subitize, number: 14))
        return CellDetailText.lines(CellDetail(cell), ShippedContent.catalog.strings)
    }

    @Test func underTenTasksTheParentReadsHowManyOfHowMany() throws {
        let text = try lines(tasks: 3, recent: [true, false, true])
        #expect(text.contains("2 von 3 Aufgaben beim ersten Versuch richtig"))
        #expect(!text.joined().contains("%"))
        #expect(text.contains("Wiederholung ab 01.10.2026"))
    }

    @Test func fromTenTasksTheShareOfTheLastTenIsRoundedToTenPercent() throws {
        let text = try lines(tasks: 14, recent: [true, true, false, true, true, true, true, false, true, true])
        #expect(text.contains("80 % der letzten 10 Aufgaben beim ersten Versuch"))
    }
}

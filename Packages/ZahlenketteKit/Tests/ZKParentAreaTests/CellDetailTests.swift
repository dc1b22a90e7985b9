import TestSupport
import Testing
import ZKCore
import ZKParentArea
import ZKPersistence

/// A tapped cell (docs/parent-area.md#progress-grid-s-19): its task count, the first-try share of
/// its last 10 tasks to 10 %, the last practice date and "Wiederholung ab …"; under 3 tasks only
/// "Noch zu wenige Aufgaben".
@Suite struct CellDetailTests {
    private func detail(_ record: MasteryRecord) throws -> CellDetail {
        let grid = ProgressGrid(records: [record], level: .vorschule, stage: .r1to20)
        return CellDetail(try #require(grid.cell(skill: record.skill, number: record.number)))
    }

    @Test func theShareOfTheLastTenIsRoundedToTenPercent() throws {
        let record = ParentFixtures.cell(
            .count, 4, .learning, value: 0.6, tasks: 12,
            recent: [true, true, false, true, true, true, true, false, true],
            due: "2026-10-04")
        let detail = try detail(record)
        #expect(detail.taskCount == 12)
        #expect(detail.firstTryPercent == 80)  // 7 of 9 = 78 %
        #expect(detail.firstTryCount == 7 && detail.firstTrySample == 9)
        #expect(detail.lastPracticed == Berlin.day("2026-09-30"))
        #expect(detail.reviewFrom == Berlin.day("2026-10-04"))
        #expect(!detail.hasTooFewTasks)
    }

    @Test func underThreeTasksTheFiguresSayNothingYet() throws {
        let detail = try detail(
            ParentFixtures.cell(.name, 9, .learning, value: 0.3, tasks: 2, recent: [true, false], due: "2026-10-02"))
        #expect(detail.hasTooFewTasks)
        #expect(detail.firstTryPercent == nil)
        #expect(detail.reviewFrom == nil)
    }

    @Test func aCellNeverMetHasNoTasks() throws {
        let grid = ProgressGrid(records: [], level: .vorschule, stage: .r1to10)
        let detail = CellDetail(try #require(grid.cell(skill: .order, number: 3)))
        #expect(detail.taskCount == 0 && detail.hasTooFewTasks && detail.lastPracticed == nil)
    }
}

import Testing
import ZKCore
import ZKDesignSystem
import ZKParentArea
import ZKPersistence
import ZKScene

/// The progress grid shows each cell as docs/parent-area.md#progress-grid-s-19 says: an empty ring,
/// quarters, a full ring, an amber dot, "—" or dimmed, for the numbers 1–20 by the eight skills.
@Suite struct ProgressGridTests {
    @Test func theGridIsTwentyNumbersByEightSkillsInTheOrderOfTheDesign() {
        let grid = ProgressGrid(records: [], level: .vorschule, stage: .r1to20)
        #expect(grid.rows.count == 20)
        #expect(grid.rows.allSatisfy { $0.count == 8 })
        #expect(ProgressGrid.skills == [.count, .subitize, .recognize, .name, .order, .compare, .decompose, .write])
        #expect(grid.rows[13].map(\.number).allSatisfy { $0 == 14 })
    }

    @Test func learningCellsFillTheirRingInQuartersOfMastery() {
        let records = [
            ParentFixtures.cell(.count, 1, .learning, value: 0.1),
            ParentFixtures.cell(.count, 2, .learning, value: 0.3),
            ParentFixtures.cell(.count, 3, .learning, value: 0.55),
            ParentFixtures.cell(.count, 4, .learning, value: 0.79),
            ParentFixtures.cell(.count, 5, .mastered, value: 0.85), ParentFixtures.cell(.count, 6, .new, value: 0),
        ]
        let grid = ProgressGrid(records: records, level: .vorschule, stage: .r1to10)
        let quarters = (1...7).map { grid.cell(skill: .count, number: $0)?.quarters }
        #expect(quarters == [1, 1, 2, 3, 4, 0, 0])
    }

    @Test func difficultCellsAreAnAmberDotNeverRed() {
        let grid = ProgressGrid(
            records: [ParentFixtures.cell(.recognize, 14, .difficult, value: 0.3)], level: .vorschule, stage: .r1to20)
        #expect(grid.cell(skill: .recognize, number: 14)?.display == .difficult)
        let dot = ProgressRing.node(.difficult, center: Point(x: 10, y: 10), radius: 8)
        guard case .circle(_, _, let fill, _) = dot.shape else {
            Issue.record("the difficult cell is not a dot")
            return
        }
        #expect(fill == Palette.accent)
        #expect(fill != Palette.beadRed)
    }

    @Test func decomposeCellsTheLevelNeverPractisesAreNotApplicable() {
        let little = ProgressGrid(records: [], level: .littleOnes, stage: .r1to10)
        #expect(little.cell(skill: .decompose, number: 1)?.display == .notApplicable)
        #expect(little.cell(skill: .decompose, number: 5)?.display == .new)
        #expect(little.cell(skill: .decompose, number: 6)?.display == .notApplicable)
        let vorschule = ProgressGrid(records: [], level: .vorschule, stage: .r1to20)
        #expect(vorschule.cell(skill: .decompose, number: 10)?.display == .new)
        #expect(vorschule.cell(skill: .decompose, number: 11)?.display == .notApplicable)
    }

    @Test func numbersAboveTheZahlenraumAreDimmedEvenWhenPractised() {
        let grid = ProgressGrid(
            records: [ParentFixtures.cell(.count, 7, .learning, value: 0.4)], level: .littleOnes, stage: .r1to5)
        #expect(grid.cell(skill: .count, number: 5)?.display == .new)
        #expect(grid.cell(skill: .count, number: 7)?.display == .outOfRange)
        #expect(grid.cell(skill: .count, number: 7)?.quarters == nil)
    }

    @Test func aNumberIsSureOnlyWhenEverySkillItHasIsSure() {
        let skills = ProgressGrid.skills.filter { $0 != .decompose }
        let one = skills.map { ParentFixtures.cell($0, 1, .mastered, value: 0.9) }
        let two = skills.dropLast().map { ParentFixtures.cell($0, 2, .mastered, value: 0.9) }
        let grid = ProgressGrid(records: one + two, level: .vorschule, stage: .r1to10)
        #expect(grid.sureNumbers == [1])
    }
}

import TestSupport
import Testing
import ZKCore
import ZKParentArea
import ZKPersistence

/// "Gerade schwierig" (docs/parent-area.md#gerade-schwierig-and-error-patterns): up to five
/// difficult cells in range, lowest mastery first, in plain German with a tip for the skill.
@Suite struct DifficultCellsTests {
    let strings = ShippedContent.catalog.strings

    @Test func upToFiveDifficultCellsInRangeLowestMasteryFirst() {
        let records = [
            ParentFixtures.cell(.recognize, 14, .difficult, value: 0.35),
            ParentFixtures.cell(.count, 7, .difficult, value: 0.2),
            ParentFixtures.cell(.name, 3, .difficult, value: 0.3),
            ParentFixtures.cell(.order, 9, .difficult, value: 0.38),
            ParentFixtures.cell(.write, 6, .difficult, value: 0.1),
            ParentFixtures.cell(.compare, 8, .difficult, value: 0.39),
            ParentFixtures.cell(.count, 2, .learning, value: 0.1),
        ]
        let narrow = ProgressGrid(records: records, level: .vorschule, stage: .r1to10)
        let list = DifficultCells.list(narrow, strings: strings)
        // 14 lies outside 1–10 and is not listed; the learning cell is not difficult.
        #expect(list.map(\.number) == [6, 7, 3, 9, 8])
        #expect(list.count == DifficultCells.limit)
    }

    @Test func cellsArePhrasedInPlainGermanWithATip() {
        let grid = ProgressGrid(
            records: [ParentFixtures.cell(.recognize, 14, .difficult, value: 0.3)], level: .vorschule, stage: .r1to20)
        let item = DifficultCells.list(grid, strings: strings).first
        #expect(item?.title == "Vierzehn als Ziffer erkennen")
        #expect(item?.tip == "Sagt gemeinsam: zehn und vier, vierzehn. Zeigt dazu die Ziffer.")
    }

    @Test func smallNumbersGetTipsWithoutAStructure() {
        #expect(
            DifficultCells.tip(skill: .recognize, number: 3, strings: strings)
                == "Sucht die 3 auf Hausnummern, Uhren und Büchern.")
        for skill in Skill.allCases {
            for number in 1...20 {
                let tip = DifficultCells.tip(skill: skill, number: number, strings: strings)
                let title = DifficultCells.title(skill: skill, number: number, strings: strings)
                #expect(!tip.contains("parent.") && !title.contains("parent."), "\(skill) \(number)")
                #expect(!tip.contains("fünf und fünf und"), "never three parts: \(tip)")
            }
        }
    }
}

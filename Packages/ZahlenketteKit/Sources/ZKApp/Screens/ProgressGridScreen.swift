import ZKContent
import ZKCore
import ZKDesignSystem
import ZKParentArea
import ZKScene

/// S-19: the progress grid (docs/parent-area.md#progress-grid-s-19, 16.4). The numbers 1–20 by the eight skills in ring
/// imagery; a tapped cell opens its figures under its row. Below: "Gerade schwierig" with tips and
/// the error patterns, and "Neu sicher diese Woche". The report is printed from here. Narrow
/// windows, where a cell would be below 44 pt, tap a number's row instead and see all its skills.
struct ProgressGridScreen: ParentScreen {
    static let reportID = A11yID(.progressGrid, "report")

    let family: ParentFamily
    let index: Int
    /// The open cell: a number and, in the wide grid, its skill.
    var selected: (number: Int, skill: Skill?)?
    /// How printing the report went.
    var report: FileOutcome?
    var offset = 0.0

    init(family: ParentFamily, index: Int) {
        self.family = family
        self.index = index
    }

    var screenID: ScreenID { .progressGrid }
    var destination: Destination { .parent(.progressGrid(self)) }

    static func tabID(_ index: Int) -> A11yID { A11yID(.progressGrid, "profile", String(index)) }
    static func numberID(_ number: Int) -> A11yID { A11yID(.progressGrid, "number", String(number)) }

    func title(_ context: ScreenContext) -> String {
        context.text("parent.progress.title", .text(family.name(index)))
    }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if scrollIfAsked(intent, context) { return [] }
        guard let id = tappedID(intent) else { return [] }
        if id == A11yID(.progressGrid, "back") { return [.open(.parentArea(.dashboard), saying: nil)] }
        if id == ProgressGridScreen.reportID { return [.parent(.printReport(profileIndex: index))] }
        if let tab = (0..<family.count).first(where: { ProgressGridScreen.tabID($0) == id }) {
            return [.open(.parentArea(.progress(profileIndex: tab)), saying: nil)]
        }
        for number in ProgressGrid.numbers {
            if id == ProgressGridScreen.numberID(number) {
                select(number, nil)
                return []
            }
            for skill in ProgressGrid.skills where id == .progressCell(skill, number) {
                select(number, skill)
                return []
            }
        }
        return []
    }

    /// A second tap on the open cell closes it.
    private mutating func select(_ number: Int, _ skill: Skill?) {
        if let open = selected, open.number == number, open.skill == skill {
            selected = nil
        } else {
            selected = (number, skill)
        }
    }

    func content(_ column: inout ParentColumn, _ context: ScreenContext) {
        guard let overview = family.overview(index) else {
            column.paragraph(context.text("parent.dashboard.no_profiles"))
            return
        }
        let strings = context.strings
        if family.count > 1 {
            column.choices(
                (0..<family.count).map { (family.name($0), ProgressGridScreen.tabID($0), $0 == index, true) })
        }
        column.paragraph(ParentTexts.levelAndRange(overview, strings))
        column.button(strings.text("parent.report.print"), id: ProgressGridScreen.reportID)
        if let report {
            switch report {
            case .written(let path): column.paragraph(strings.text("parent.report.saved", .text(path)))
            case .failed(let key): column.paragraph(strings.text(key))
            }
        }
        ProgressGridLayout(grid: overview.grid, selected: selected).lay(into: &column, context)
        column.heading(strings.text("parent.difficult.heading"))
        let difficult = overview.difficult(strings: strings)
        let patterns = overview.patterns(strings: strings)
        if difficult.isEmpty && patterns.isEmpty {
            column.paragraph(strings.text("parent.dashboard.nothing_difficult"))
        }
        for item in difficult {
            column.paragraph(item.title, weight: .bold)
            column.paragraph(item.tip, indent: 12)
        }
        for pattern in patterns {
            column.paragraph(pattern.text, weight: .bold)
            column.paragraph(pattern.tip, indent: 12)
        }
        column.heading(strings.text("parent.dashboard.newly_sure"))
        let sure = overview.newlySure.map { DifficultCells.title(skill: $0.skill, number: $0.number, strings: strings) }
        column.paragraph(sure.isEmpty ? strings.text("parent.dashboard.newly_sure_none") : sure.joined(separator: ", "))
    }
}

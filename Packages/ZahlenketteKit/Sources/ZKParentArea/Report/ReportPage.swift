import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// The printable report (issue 16): one A4 page for the family or the Kita with the child's
/// nickname and the date range, the 20 × 8 grid in ring imagery, the numbers now sure, "Gerade
/// schwierig" with tips and the error patterns, and the play time per week. No score, no ranking.
/// A pure Scene in points (1/72 in); the desktop writes it as a PDF.
public struct ReportPage: Sendable {
    /// A4 in points.
    public static let size = Size(width: 595, height: 842)
    static let margin = 40.0
    static let rowHeight = 15.0

    public let overview: ChildOverview
    /// The name on the page: the nickname, or the animal's name without one.
    public let name: String

    public init(overview: ChildOverview, name: String) {
        self.overview = overview
        self.name = name
    }

    /// The first day the report covers: four weeks back, today included.
    public var firstDay: LocalDate { overview.today.adding(days: -(7 * ChildOverview.reportWeeks - 1)) }

    public func scene(strings: StringCatalog) -> Scene {
        let width = ReportPage.size.width - 2 * ReportPage.margin
        var nodes: [Node] = []
        var y = ReportPage.margin
        func paragraph(_ text: String, size: Double, weight: FontWeight = .regular, indent: Double = 0) {
            let p = Paragraph(
                text, width: width - indent,
                style: TextStyle(size: size, weight: weight, color: Palette.ink, alignment: .leading))
            nodes += p.nodes(in: Rect(x: ReportPage.margin + indent, y: y, width: width - indent, height: p.height))
            y += p.height
        }
        paragraph(strings.text("parent.report.title", .text(name)), size: 20, weight: .bold)
        paragraph(
            strings.text(
                "parent.report.range", .text(ParentDates.format(firstDay, strings)),
                .text(ParentDates.format(overview.today, strings))), size: 11)
        paragraph(ReportPage.rangeLine(overview, strings), size: 11)
        y += 8
        nodes += grid(at: y, width: width, strings: strings)
        y += 34 + ReportPage.rowHeight * 20 + 6
        nodes += legend(at: y, width: width, strings: strings)
        y += 36
        let sure = overview.grid.sureNumbers
        paragraph(strings.text("parent.report.sure_heading"), size: 12, weight: .bold)
        paragraph(
            sure.isEmpty
                ? strings.text("parent.report.sure_none") : sure.map(String.init).joined(separator: ", "), size: 10)
        y += 6
        paragraph(strings.text("parent.difficult.heading"), size: 12, weight: .bold)
        let difficult = overview.difficult(strings: strings, limit: 3)
        let patterns = overview.patterns(strings: strings)
        if difficult.isEmpty && patterns.isEmpty {
            paragraph(strings.text("parent.dashboard.nothing_difficult"), size: 10)
        }
        for item in difficult {
            paragraph(strings.text("parent.report.bullet", .text(item.title)), size: 10, weight: .bold)
            paragraph(item.tip, size: 9.5, indent: 9)
        }
        for pattern in patterns {
            paragraph(strings.text("parent.report.bullet", .text(pattern.text)), size: 10, weight: .bold)
            paragraph(pattern.tip, size: 9.5, indent: 9)
        }
        y += 6
        paragraph(strings.text("parent.report.time_heading"), size: 12, weight: .bold)
        nodes += weeks(at: y + 2, width: width, strings: strings)
        let footer = Paragraph(
            strings.text("parent.report.footer"), width: width,
            style: TextStyle(size: 8, color: Palette.ink, alignment: .leading))
        nodes += footer.nodes(
            in: Rect(
                x: ReportPage.margin, y: ReportPage.size.height - 28 - footer.height, width: width,
                height: footer.height))
        return Scene(size: ReportPage.size, background: Palette.white, nodes: nodes)
    }

    /// "Zahlenraum 1–10 · automatisch · Vorschule".
    static func rangeLine(_ overview: ChildOverview, _ strings: StringCatalog) -> String {
        let range = strings.text(
            overview.isFixed ? "parent.dashboard.range_fixed" : "parent.dashboard.range_automatic",
            .integer(overview.stage.maxNumber))
        return strings.text(
            "parent.report.range_line", .text(range),
            .text(strings.text("parent.level." + CatalogKey.snake(overview.profile.level.rawValue))))
    }

    /// The grid: a header row of skill names (two lines each), then a row per number.
    private func grid(at top: Double, width: Double, strings: StringCatalog) -> [Node] {
        let numberColumn = 34.0
        let column = (width - numberColumn) / Double(ProgressGrid.skills.count)
        var nodes: [Node] = []
        for (index, skill) in ProgressGrid.skills.enumerated() {
            let header = Paragraph(
                strings.text("parent.progress.skill.\(skill.rawValue)"), width: column - 2,
                style: TextStyle(size: 7.5, weight: .bold, color: Palette.ink))
            let x = ReportPage.margin + numberColumn + Double(index) * column
            nodes += header.nodes(
                in: Rect(x: x + 1, y: top + 30 - header.height, width: column - 2, height: header.height))
        }
        for row in overview.grid.rows {
            guard let number = row.first?.number else { continue }
            let y = top + 34 + Double(number - 1) * ReportPage.rowHeight
            if number % 2 == 0 {
                nodes.append(
                    .rect(
                        Rect(x: ReportPage.margin, y: y, width: width, height: ReportPage.rowHeight),
                        fill: Palette.canvas))
            }
            nodes.append(
                .text(
                    String(number),
                    frame: Rect(x: ReportPage.margin, y: y, width: numberColumn - 6, height: ReportPage.rowHeight),
                    style: TextStyle(size: 9, weight: .bold, color: Palette.ink, alignment: .trailing)))
            for (index, cell) in row.enumerated() {
                let center = Point(
                    x: ReportPage.margin + numberColumn + (Double(index) + 0.5) * column,
                    y: y + ReportPage.rowHeight / 2)
                nodes.append(ProgressRing.node(cell.display, center: center, radius: 5.5))
            }
        }
        return nodes
    }

    /// One line explaining the pictures.
    private func legend(at y: Double, width: Double, strings: StringCatalog) -> [Node] {
        let items: [CellDisplay] = [.new, .learning(quarters: 2), .mastered, .difficult, .notApplicable, .outOfRange]
        // Two rows of three, so every word has room.
        let slot = width / 3
        var nodes: [Node] = []
        for (index, display) in items.enumerated() {
            let x = ReportPage.margin + Double(index % 3) * slot
            let top = y + Double(index / 3) * 15
            nodes.append(ProgressRing.node(display, center: Point(x: x + 7, y: top + 7), radius: 5.5))
            nodes.append(
                .text(
                    strings.text(display.statusKey), frame: Rect(x: x + 16, y: top, width: slot - 18, height: 14),
                    style: TextStyle(size: 7.5, color: Palette.ink, alignment: .leading)))
        }
        return nodes
    }

    /// Minutes per 7-day block as bars with their numbers, no judgement.
    private func weeks(at top: Double, width: Double, strings: StringCatalog) -> [Node] {
        let most = max(1, overview.minutesPerWeek.max() ?? 1)
        let slot = width / Double(overview.minutesPerWeek.count)
        var nodes: [Node] = []
        for (index, minutes) in overview.minutesPerWeek.enumerated() {
            let x = ReportPage.margin + Double(index) * slot
            let end = overview.today.adding(days: -7 * (overview.minutesPerWeek.count - 1 - index))
            let barWidth = minutes > 0 ? max(2, (slot - 70) * Double(minutes) / Double(most)) : 0
            nodes.append(
                .text(
                    strings.text("parent.report.week_from", .text(ParentDates.short(end.adding(days: -6), strings))),
                    frame: Rect(x: x, y: top, width: slot - 4, height: 12),
                    style: TextStyle(size: 8, color: Palette.ink, alignment: .leading)))
            nodes.append(
                .rect(Rect(x: x, y: top + 14, width: barWidth, height: 9), cornerRadius: 2, fill: ProgressRing.fill))
            nodes.append(
                .text(
                    strings.text("parent.report.minutes", .integer(minutes)),
                    frame: Rect(x: x + barWidth + 3, y: top + 12, width: slot - barWidth - 6, height: 13),
                    style: TextStyle(size: 8, color: Palette.ink, alignment: .leading)))
        }
        return nodes
    }
}

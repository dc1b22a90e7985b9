import ZKContent
import ZKCore
import ZKDesignSystem
import ZKParentArea
import ZKScene

/// The grid of S-19 in a parent column: a legend, the skills as column heads, a row per number.
/// Cells are 44 pt targets where eight fit side by side; otherwise each number's row is one target.
@MainActor
struct ProgressGridLayout {
    static let rowHeight = 44.0
    static let numberColumn = 34.0

    let grid: ProgressGrid
    let selected: (number: Int, skill: Skill?)?

    /// True when a cell can be its own 44 pt target at `width`.
    static func cellsAreTargets(width: Double) -> Bool {
        (width - numberColumn) / Double(ProgressGrid.skills.count) >= 44
    }

    func lay(into column: inout ParentColumn, _ context: ScreenContext) {
        let strings = context.strings
        legend(into: &column, strings)
        let wide = ProgressGridLayout.cellsAreTargets(width: column.width)
        let cellWidth = (column.width - ProgressGridLayout.numberColumn) / Double(ProgressGrid.skills.count)
        var pinned: (top: Double, nodes: [Node])?
        if wide {
            let top = column.y
            let before = column.nodes.count
            header(into: &column, cellWidth: cellWidth, strings)
            pinned = (top, Array(column.nodes[before...]))
        } else {
            column.paragraph(
                strings.text(
                    "parent.progress.columns",
                    .text(
                        ProgressGrid.skills.map { strings.text("parent.progress.skill.\($0.rawValue)") }
                            .joined(separator: ", "))), size: 15)
        }
        for row in grid.rows {
            guard let number = row.first?.number else { continue }
            column.custom(height: ProgressGridLayout.rowHeight - 4) { frame in
                let rowFrame = Rect(
                    x: frame.minX, y: frame.minY, width: frame.width, height: ProgressGridLayout.rowHeight)
                return rowNodes(row, number: number, in: rowFrame, cellWidth: cellWidth, wide: wide, context)
            }
            if let open = selected, open.number == number {
                column.card { card in detail(number: number, skill: open.skill, into: &card, strings) }
            }
        }
        // The skills stay readable while the rows scroll under the page's header.
        if let pinned, pinned.top < ParentPage.headerHeight, column.y > ParentPage.headerHeight + 120 {
            let height = (pinned.nodes.map(\.bounds.maxY).max() ?? pinned.top) - pinned.top + 4
            let shift = ParentPage.headerHeight - pinned.top
            column.overlay(
                [
                    .rect(
                        Rect(x: column.left, y: ParentPage.headerHeight, width: column.width, height: height),
                        fill: Palette.parentBackground)
                ]
                    + [.group(pinned.nodes, offset: Point(x: 0, y: shift))]
                    + [
                        .rect(
                            Rect(x: column.left, y: ParentPage.headerHeight + height, width: column.width, height: 1),
                            fill: Palette.outline)
                    ])
        }
    }

    private func legend(into column: inout ParentColumn, _ strings: StringCatalog) {
        let items: [CellDisplay] = [.new, .learning(quarters: 2), .mastered, .difficult, .notApplicable, .outOfRange]
        let perRow = max(1, min(items.count, Int(column.width / 170)))
        let rows = (items.count + perRow - 1) / perRow
        let ink = column.palette.ink
        column.custom(height: Double(rows) * 28) { frame in
            let slot = frame.width / Double(perRow)
            return items.enumerated().flatMap { index, display -> [Node] in
                let x = frame.minX + Double(index % perRow) * slot
                let y = frame.minY + Double(index / perRow) * 28
                return [
                    ProgressRing.node(display, center: Point(x: x + 12, y: y + 13), radius: 10),
                    .text(
                        strings.text(display.statusKey), frame: Rect(x: x + 28, y: y, width: slot - 30, height: 26),
                        style: TextStyle(
                            size: ScreenKit.fittingSize(
                                strings.text(display.statusKey), preferred: 15, width: slot - 30, weight: .regular),
                            color: ink, alignment: .leading)),
                ]
            }
        }
    }

    /// The skills as column heads, wrapped, at the largest size whose longest word fits.
    private func header(into column: inout ParentColumn, cellWidth: Double, _ strings: StringCatalog) {
        let names = ProgressGrid.skills.map { strings.text("parent.progress.skill.\($0.rawValue)") }
        let words: [String] = names.flatMap { name in name.split(separator: " ").map { String($0) } }
        let longest = words.max { $0.count < $1.count } ?? ""
        // Smaller than the 12 pt floor of `fittingSize` if need be: a landscape phone's columns.
        let perPoint = FixedTextMeasurer().width(of: longest, size: 1, weight: .bold)
        let size = min(14, perPoint > 0 ? ((cellWidth - 4) / perPoint * 2).rounded(.down) / 2 : 14)
        let ink = column.palette.ink
        let paragraphs = names.map {
            Paragraph($0, width: cellWidth - 4, style: TextStyle(size: size, weight: .bold, color: ink))
        }
        let height = paragraphs.map(\.height).max() ?? 0
        column.custom(height: height) { frame in
            paragraphs.enumerated().flatMap { index, paragraph in
                let x = frame.minX + ProgressGridLayout.numberColumn + Double(index) * cellWidth + 2
                return paragraph.nodes(
                    in: Rect(x: x, y: frame.maxY - paragraph.height, width: cellWidth - 4, height: paragraph.height))
            }
        }
    }

    private func rowNodes(
        _ row: [ProgressCell], number: Int, in frame: Rect, cellWidth: Double, wide: Bool, _ context: ScreenContext
    ) -> [Node] {
        let strings = context.strings
        var nodes: [Node] = []
        if number % 2 == 0 { nodes.append(.rect(frame, fill: Palette.canvas)) }
        nodes.append(
            .text(
                String(number),
                frame: Rect(
                    x: frame.minX, y: frame.minY, width: ProgressGridLayout.numberColumn - 8, height: frame.height),
                style: TextStyle(
                    size: 17, weight: .bold, color: context.parentDisplay.palette.ink, alignment: .trailing)))
        var statuses: [String] = []
        for (column, cell) in row.enumerated() {
            let rect = Rect(
                x: frame.minX + ProgressGridLayout.numberColumn + Double(column) * cellWidth, y: frame.minY,
                width: cellWidth, height: frame.height)
            let ring = ProgressRing.node(cell.display, center: rect.center, radius: min(13, cellWidth * 0.32))
            let status = strings.text(cell.display.statusKey)
            statuses.append(strings.text("parent.progress.skill.\(cell.skill.rawValue)") + ": " + status)
            guard wide else {
                nodes.append(ring)
                continue
            }
            let open = selected?.number == number && selected?.skill == cell.skill
            let label = strings.text(
                "parent.progress.a11y.cell_format", .text(String(number)),
                .text(strings.text("parent.progress.skill.\(cell.skill.rawValue)")), .text(status))
            nodes.append(
                Node.group(
                    (open ? [.rect(rect.insetBy(dx: 2, dy: 2), cornerRadius: 6, fill: Palette.accentSoft)] : []) + [
                        ring
                    ]
                ).interactive(.progressCell(cell.skill, number), label: label, audience: .parent, hitRegion: rect))
        }
        guard !wide else { return nodes }
        let label = String(number) + ". " + statuses.joined(separator: ", ")
        return [
            Node.group(nodes).interactive(
                ProgressGridScreen.numberID(number), label: label, audience: .parent, hitRegion: frame)
        ]
    }

    /// The open cell's figures (docs/parent-area.md#progress-grid-s-19); for a whole row, every skill's.
    private func detail(number: Int, skill: Skill?, into card: inout ParentColumn, _ strings: StringCatalog) {
        let skills = skill.map { [$0] } ?? ProgressGrid.skills
        for skill in skills {
            guard let cell = grid.cell(skill: skill, number: number) else { continue }
            let detail = CellDetail(cell)
            card.paragraph(
                strings.text(
                    "parent.progress.detail.heading",
                    .text(DifficultCells.title(skill: skill, number: number, strings: strings)),
                    .text(strings.text(cell.display.statusKey))), weight: .bold)
            for line in CellDetailText.lines(detail, strings) { card.paragraph(line, indent: 12) }
        }
    }
}

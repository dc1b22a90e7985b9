import ZKCore
import ZKDesignSystem
import ZKScene

/// Lays out a parent page's content top to bottom in one column (the parent area's adult
/// conventions, issue 16): headings, wrapped sentences, buttons with words, rows of choices. Every
/// button is at least 44 pt tall; text wraps at the column's width and never runs past it. Sizes
/// and colours follow the parent's display mode (`display`, from the screen's context,
/// docs/usability.md#display-modes-for-grown-ups).
struct ParentColumn {
    static let buttonHeight = 48.0
    static let gap = 10.0

    let left: Double
    let width: Double
    let display: ParentDisplay
    private(set) var y: Double
    private(set) var nodes: [Node] = []

    init(left: Double, top: Double, width: Double, display: ParentDisplay) {
        self.left = left
        self.width = width
        self.display = display
        self.y = top
    }

    var palette: ParentPalette { display.palette }

    /// A button's height: 48 pt at the normal size, growing with the text.
    var buttonHeight: Double { ParentColumn.buttonHeight + 40 * (display.textSize.scale - 1) }

    /// A heading; `size` is the normal size, drawn at the chosen text size.
    mutating func heading(_ text: String, size: Double = 20) {
        y += 6
        paragraph(text, size: size, weight: .bold)
        y += 2
    }

    /// Wrapped text; `size` is the normal size, drawn at the chosen text size.
    mutating func paragraph(
        _ text: String, size: Double = ParentKit.textSize, weight: FontWeight = .regular, indent: Double = 0
    ) {
        let block = ParentKit.paragraph(
            text, at: Point(x: left + indent, y: y), width: width - indent,
            size: ParentColumn.paragraphSize(
                text, normal: size, width: width - indent, weight: weight, display: display),
            weight: weight, color: palette.ink)
        nodes += block.nodes
        y += block.height + 4
    }

    /// The size of a paragraph of `text` whose normal size is `normal`: the chosen text size, wrapping
    /// onto more lines; a single word longer than `width` (a file name, a long nickname, a long
    /// compound) makes it smaller, never below `normal`, so it never runs past its column.
    static func paragraphSize(
        _ text: String, normal: Double, width: Double, weight: FontWeight, display: ParentDisplay
    ) -> Double {
        let measurer = FixedTextMeasurer()
        // A closure, not `\.isWhitespace`: a debug build projects a key path per character (D-0057).
        let longestWord =
            text.split(whereSeparator: { $0.isWhitespace }).map {
                measurer.width(of: String($0), size: 1, weight: weight)
            }.max() ?? 0
        let fitting = longestWord > 0 ? (width / longestWord * 10).rounded(.down) / 10 : normal
        return min(display.text(normal), max(normal, fitting))
    }

    /// A full-width button with a word on it.
    mutating func button(
        _ text: String, id: A11yID, label: String? = nil, prominent: Bool = false, enabled: Bool = true
    ) {
        let frame = Rect(x: left, y: y, width: width, height: buttonHeight)
        nodes.append(parentButton(text, frame: frame, id: id, label: label, prominent: prominent, enabled: enabled))
        y += buttonHeight + ParentColumn.gap
    }

    /// Choices side by side, wrapping onto more rows when they do not fit; the chosen one is
    /// filled in the palette's selected colour and marked selected for assistive technology.
    mutating func choices(
        _ items: [(text: String, id: A11yID, selected: Bool, enabled: Bool)], minimumWidth: Double = 92
    ) {
        // As many to a row as fit, and fewer when a word would not fit its button at 12 pt (scaled).
        let measurer = FixedTextMeasurer()
        let widest = items.map { measurer.width(of: $0.text, size: display.text(12), weight: .bold) + 16 }.max() ?? 0
        let minimum = minimumWidth * display.textSize.scale
        var perRow = max(1, min(items.count, Int((width + ParentColumn.gap) / (minimum + ParentColumn.gap))))
        while perRow > 1 && (width - Double(perRow - 1) * ParentColumn.gap) / Double(perRow) < widest { perRow -= 1 }
        let itemWidth = (width - Double(perRow - 1) * ParentColumn.gap) / Double(perRow)
        for (index, item) in items.enumerated() {
            let column = index % perRow
            if index > 0 && column == 0 { y += buttonHeight + ParentColumn.gap }
            let frame = Rect(
                x: left + Double(column) * (itemWidth + ParentColumn.gap), y: y, width: itemWidth,
                height: buttonHeight)
            nodes.append(
                parentButton(
                    item.text, frame: frame, id: item.id, prominent: item.selected, enabled: item.enabled,
                    selected: item.selected))
        }
        if !items.isEmpty { y += buttonHeight + ParentColumn.gap }
    }

    /// Nodes drawn by the caller at the current line, `height` tall.
    mutating func custom(height: Double, _ build: (Rect) -> [Node]) {
        nodes += build(Rect(x: left, y: y, width: width, height: height))
        y += height + 4
    }

    mutating func space(_ points: Double) { y += points }

    /// Nodes drawn over what is laid out so far, taking no room in the column.
    mutating func overlay(_ more: [Node]) { nodes += more }

    /// A framed card: its content laid out inside, 12 pt in from the frame.
    mutating func card(_ build: (inout ParentColumn) -> Void) {
        var inner = ParentColumn(left: left + 12, top: y + 12, width: width - 24, display: display)
        build(&inner)
        let frame = Rect(x: left, y: y, width: width, height: inner.y - y + 8)
        nodes.append(
            .rect(
                frame, cornerRadius: 12, fill: palette.card,
                stroke: Stroke(color: palette.outline, width: display.highContrast ? 2 : 1)))
        nodes += inner.nodes
        y = frame.maxY + ParentColumn.gap
    }

    /// A thin line between sections.
    mutating func divider() {
        y += 4
        nodes.append(.rect(Rect(x: left, y: y, width: width, height: 1), fill: palette.outline))
        y += 9
    }

    /// A parent button: white or the selected colour, an ink outline, a word on it; 44 pt targets
    /// (audience parent). `selected` marks a chosen chip for assistive technology.
    func parentButton(
        _ text: String, frame: Rect, id: A11yID, label: String? = nil, prominent: Bool = false, enabled: Bool = true,
        selected: Bool = false
    ) -> Node {
        let size = ScreenKit.fittingSize(text, preferred: display.text(17), width: frame.width - 16, weight: .bold)
        var children: [Node] = [
            .rect(
                frame, cornerRadius: 10, fill: prominent ? palette.selected : palette.background,
                stroke: Stroke(color: palette.buttonStroke, width: palette.buttonStrokeWidth)),
            .text(
                text, frame: frame.insetBy(dx: 8, dy: 0),
                style: TextStyle(size: size, weight: .bold, color: prominent ? palette.onSelected : palette.ink)),
        ]
        if !enabled {
            children.append(.rect(frame, cornerRadius: 10, fill: palette.background.withOpacity(0.6)))
        }
        return Node.group(children).interactive(
            id, label: label ?? text, audience: .parent, hitRegion: frame, isEnabled: enabled, isSelected: selected)
    }
}

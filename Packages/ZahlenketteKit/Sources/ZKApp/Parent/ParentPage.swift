import ZKCore
import ZKDesignSystem
import ZKScene

/// The frame of every parent-area page (S-18 … S-25, issue 16): a white surface, a header with
/// the page's title and a button back, and the content in one column that scrolls up and down by
/// the wheel, a drag or the arrow keys (`Snn.content`, role `list`, D-0905). The scroll bar at the
/// right edge is the list's target for focus and taps; elements only partly in view take no taps.
struct ParentPage {
    static let headerHeight = 76.0
    /// The scroll bar's strip at the right edge.
    static let scrollStrip = 48.0
    static let maximumWidth = 760.0

    let screen: ScreenID
    let title: String
    /// The header's button: back to the dashboard, or out of the parent area.
    let back: (id: A11yID, label: String)
    /// How far the content is scrolled, in points.
    let offset: Double

    /// The column the content is laid out in for a window of `size`.
    static func column(for size: Size) -> (left: Double, width: Double) {
        let available = size.width - 2 * Metrics.margin - scrollStrip
        let width = min(available, maximumWidth)
        return (Metrics.margin + (available - width) / 2, width)
    }

    /// The visible height of the content.
    static func viewportHeight(for size: Size) -> Double { max(0, size.height - headerHeight) }

    /// The offset kept within the content: never above its top nor past its end.
    static func clamp(_ offset: Double, contentHeight: Double, size: Size) -> Double {
        max(0, min(offset, contentHeight - viewportHeight(for: size) + Metrics.margin))
    }

    static func contentID(_ screen: ScreenID) -> A11yID { A11yID(screen, "content") }

    /// The page: `build` lays the content out in a column starting at `top`.
    func scene(_ context: ScreenContext, build: (inout ParentColumn) -> Void) -> Scene {
        let size = context.size
        let (left, width) = ParentPage.column(for: size)
        let display = context.parentDisplay
        let palette = display.palette
        var column = ParentColumn(
            left: left, top: ParentPage.headerHeight + 8 - offset, width: width, display: display)
        build(&column)
        let contentHeight = column.y + offset - ParentPage.headerHeight
        let viewport = Rect(
            x: 0, y: ParentPage.headerHeight, width: size.width, height: ParentPage.viewportHeight(for: size))
        // Only what lies wholly in view takes taps; the rest is drawn, clipped, and waits for a scroll.
        let content = column.nodes.map { node -> Node in
            guard let interaction = node.interaction, !viewport.contains(interaction.hitRegion) else { return node }
            return Node(node.shape)
        }
        // Drawn and read in page order: the header, then the content (clipped below the header).
        var nodes: [Node] = [
            ScreenKit.root(screen, label: title, in: context),
            .rect(Rect(x: 0, y: 0, width: size.width, height: ParentPage.headerHeight), fill: palette.background),
            .rect(Rect(x: 0, y: ParentPage.headerHeight - 1, width: size.width, height: 1), fill: palette.outline),
        ]
        let backFrame = Rect(x: Metrics.margin, y: 14, width: 128, height: 48)
        nodes.append(
            ParentColumn(left: 0, top: 0, width: 0, display: display).parentButton(
                back.label, frame: backFrame, id: back.id))
        let titleFrame = Rect(
            x: backFrame.maxX + 12, y: 14, width: size.width - backFrame.maxX - 12 - Metrics.margin, height: 48)
        nodes.append(ParentPage.titleNode(title, in: titleFrame, id: A11yID(screen, "title"), display: display))
        nodes.append(.group(content, clip: viewport))
        nodes.append(scrollBar(viewport: viewport, contentHeight: contentHeight, context: context))
        return Scene(size: size, background: palette.background, nodes: nodes)
    }

    /// The title on one line when it fits at 17 pt or more (24 pt at the normal text size, larger
    /// at a larger one), else wrapped onto two lines (a long nickname in a narrow window).
    static func titleNode(_ title: String, in frame: Rect, id: A11yID, display: ParentDisplay) -> Node {
        let measurer = FixedTextMeasurer()
        let perPoint = measurer.width(of: title, size: 1, weight: .bold)
        let largest = display.text(24)
        let size = min(largest, perPoint > 0 ? (frame.width / perPoint).rounded(.down) : largest)
        let ink = display.palette.ink
        guard size < 17 else {
            return Node.text(
                title, frame: frame, style: TextStyle(size: size, weight: .bold, color: ink, alignment: .leading)
            ).interactive(id, label: title, role: .header)
        }
        let paragraph = Paragraph(
            title, width: frame.width, style: TextStyle(size: 15, weight: .bold, color: ink, alignment: .leading))
        let top = frame.minY + max(0, (frame.height - paragraph.height) / 2)
        return Node.group(
            paragraph.nodes(in: Rect(x: frame.minX, y: top, width: frame.width, height: paragraph.height))
        ).interactive(id, label: title, role: .header)
    }

    /// The list element: its drawing is the whole content area (the wheel and a drag work
    /// anywhere on it), its target the strip with the bar.
    private func scrollBar(viewport: Rect, contentHeight: Double, context: ScreenContext) -> Node {
        let strip = Rect(
            x: viewport.maxX - ParentPage.scrollStrip, y: viewport.minY + 4, width: ParentPage.scrollStrip - 4,
            height: max(44, viewport.height - 8))
        var children: [Node] = [.rect(viewport, fill: nil)]
        if contentHeight > viewport.height {
            let share = min(1, viewport.height / max(contentHeight, 1))
            let thumbHeight = max(44, strip.height * share)
            let travel = max(1, contentHeight - viewport.height)
            let thumbTop = strip.minY + (strip.height - thumbHeight) * min(1, offset / travel)
            children.append(
                .rect(
                    Rect(x: strip.midX - 3, y: strip.minY, width: 6, height: strip.height), cornerRadius: 3,
                    fill: context.parentDisplay.palette.outline.withOpacity(0.35)))
            children.append(
                .rect(
                    Rect(x: strip.midX - 5, y: thumbTop, width: 10, height: thumbHeight), cornerRadius: 5,
                    fill: context.parentDisplay.palette.outline))
        }
        return Node.group(children).interactive(
            ParentPage.contentID(screen), label: context.text("parent.a11y.scroll"), role: .list, audience: .parent,
            hitRegion: strip)
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
}

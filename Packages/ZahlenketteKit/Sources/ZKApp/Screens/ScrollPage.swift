import ZKCore
import ZKDesignSystem
import ZKScene

/// Grown-up content taller than its window scrolls (spec 5.5.3: the parent area scrolls; D-1015).
/// The content is laid out as if unscrolled, from the top of `frame`; drawn, it moves up by the
/// offset and is clipped to `frame`. Only elements wholly in view take taps, so nothing hidden can
/// be hit. A scroll bar in the right-hand gutter is the page's element: it takes the focus, and the
/// wheel scrolls the page wherever the pointer is over it (`scroll S24.page 200` in scripts).
struct ScrollPage {
    /// The width kept free at the right for the scroll bar when the content scrolls.
    static let gutter = 48.0

    let id: A11yID
    let frame: Rect
    let contentHeight: Double

    var maxOffset: Double { max(0, contentHeight - frame.height) }

    var scrolls: Bool { maxOffset > 0.5 }

    func clamped(_ offset: Double) -> Double {
        min(max(0, offset), maxOffset)
    }

    /// The content at `offset`, with the scroll bar in `palette`'s outline when it scrolls. `label`
    /// names the page for assistive technology.
    func nodes(_ content: [Node], offset: Double, label: String, palette: ParentPalette = .standard) -> [Node] {
        guard scrolls else { return content }
        let offset = clamped(offset)
        let hidden = Set(
            Scene(
                size: Size(width: frame.maxX, height: frame.maxY + contentHeight), background: Palette.white,
                nodes: content
            )
            .elements
            .filter { $0.role.isActionable && !frame.contains($0.hitRegion.offsetBy(dx: 0, dy: -offset)) }
            .map(\.id))
        let visible = Node.group(
            content.map { ScrollPage.removing(hidden, from: $0) }, offset: Point(x: 0, y: -offset),
            clip: frame.offsetBy(dx: 0, dy: offset))
        return [visible, scrollBar(offset: offset, label: label, outline: palette.outline)]
    }

    /// The track and the knob, whose length shows how much of the page is in view.
    private func scrollBar(offset: Double, label: String, outline: Color) -> Node {
        let region = Rect(
            x: frame.maxX - ScrollPage.gutter, y: frame.minY, width: ScrollPage.gutter, height: frame.height)
        let track = Rect(x: region.center.x - 5, y: frame.minY + 4, width: 10, height: frame.height - 8)
        let share = frame.height / max(contentHeight, frame.height)
        let knobHeight = max(32, track.height * share)
        let knobTop = track.minY + (track.height - knobHeight) * (maxOffset > 0 ? offset / maxOffset : 0)
        return Node.group([
            // The drawing spans the page, so the wheel scrolls it from anywhere over the content.
            .rect(frame, fill: nil),
            .rect(track, cornerRadius: 5, fill: outline.withOpacity(0.25)),
            .rect(
                Rect(x: track.minX, y: knobTop, width: track.width, height: knobHeight), cornerRadius: 5,
                fill: outline),
        ]).interactive(id, label: label, role: .scrollable, audience: .parent, hitRegion: region)
    }

    /// `node` without the interaction of the elements in `hidden` (drawn, never hit).
    private static func removing(_ hidden: Set<A11yID>, from node: Node) -> Node {
        var node = node
        if let interaction = node.interaction, hidden.contains(interaction.id) { node.interaction = nil }
        if case .group(var group) = node.shape {
            group.children = group.children.map { removing(hidden, from: $0) }
            node.shape = .group(group)
        }
        return node
    }
}

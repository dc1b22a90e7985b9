import ZKCore
import ZKDesignSystem
import ZKScene

/// Pieces every child-mode screen is built from.
enum ScreenKit {
    /// The root element `S<nn>.root` every screen carries (spec 6.10): a header, never hit.
    static func root(_ screen: ScreenID, label: String, in context: ScreenContext) -> Node {
        Node.rect(context.viewport, fill: nil).interactive(.root(screen), label: label, role: .header)
    }

    /// A headline centred at the top, made smaller rather than cut when the window is narrow.
    /// `inset` keeps the sides free for buttons in the corners.
    static func title(
        _ text: String, in context: ScreenContext, top: Double = Metrics.margin, inset: Double = 0,
        display: ParentDisplay = .standard
    )
        -> Node
    {
        let side = Metrics.margin + inset
        let width = context.size.width - 2 * side
        let size = fittingSize(
            text, preferred: display.text(context.isCompact ? 26 : 34), width: width, weight: .bold)
        return .text(
            text, frame: Rect(x: side, y: top, width: width, height: size * 1.4),
            style: TextStyle(size: size, weight: .bold, color: display.palette.ink))
    }

    /// The preferred font size, or the largest smaller one (not below 12 pt) at which `text` fits.
    static func fittingSize(_ text: String, preferred: Double, width: Double, weight: FontWeight) -> Double {
        let perPoint = FixedTextMeasurer().width(of: text, size: 1, weight: weight)
        guard perPoint > 0 else { return preferred }
        return max(12, min(preferred, (width / perPoint).rounded(.down)))
    }

    /// A picture tile: an avatar or a game icon on a card, selected with a thick accent ring.
    static func pictureTile(
        image: String, frame: Rect, id: A11yID, label: String, selected: Bool = false, enabled: Bool = true
    ) -> Node {
        let inset = frame.width * 0.12
        var children: [Node] = [
            .rect(frame.offsetBy(dx: 0, dy: 3), cornerRadius: Metrics.cornerRadius, fill: Palette.shadow),
            .rect(
                frame, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                stroke: Stroke(color: selected ? Palette.accent : Palette.ink, width: selected ? 6 : 2)),
            .image(image, frame: frame.insetBy(dx: inset, dy: inset)),
        ]
        if !enabled {
            children.append(.rect(frame, cornerRadius: Metrics.cornerRadius, fill: Palette.canvas.withOpacity(0.67)))
        }
        return Node.group(children).interactive(
            id, label: label, hitRegion: frame, isEnabled: enabled, isSelected: selected)
    }

    /// A tile like `pictureTile` whose picture is a drawn glyph.
    static func glyphTile(_ glyph: Node, frame: Rect, id: A11yID, label: String) -> Node {
        Node.group([
            .rect(frame.offsetBy(dx: 0, dy: 3), cornerRadius: Metrics.cornerRadius, fill: Palette.shadow),
            .rect(
                frame, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                stroke: Stroke(color: Palette.ink, width: 2)),
            glyph,
        ]).interactive(id, label: label, hitRegion: frame)
    }

    /// A round button with an arrow: back where one came from.
    static func backButton(_ id: A11yID, label: String, center: Point) -> Node {
        let frame = Rect(center: center, size: Size(width: 64, height: 64))
        return Node.group([
            .circle(center: center, radius: 32, fill: Palette.surface, stroke: Stroke(color: Palette.ink, width: 3)),
            Glyphs.back(in: frame.insetBy(dx: 14, dy: 14)),
        ]).interactive(id, label: label, hitRegion: frame)
    }

    /// A square button with a house: back to the child home.
    static func homeButton(_ id: A11yID, label: String, center: Point) -> Node {
        let frame = Rect(center: center, size: Size(width: 64, height: 64))
        return Node.group([
            .circle(center: center, radius: 32, fill: Palette.surface, stroke: Stroke(color: Palette.ink, width: 3)),
            Glyphs.house(in: frame.insetBy(dx: 16, dy: 16)),
        ]).interactive(id, label: label, hitRegion: frame)
    }
}

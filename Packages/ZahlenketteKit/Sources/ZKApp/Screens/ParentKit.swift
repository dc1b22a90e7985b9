import ZKCore
import ZKDesignSystem
import ZKScene

/// Pieces of the screens for grown-ups (the gate, the parent side of S-16, the parent area):
/// white surfaces, ink text far above 4.5:1, words on the buttons, standard focus order.
enum ParentKit {
    static let textSize = 17.0
    static let titleSize = 26.0

    /// A white button with a word on it, at least 60 pt tall so it works with a finger too. `display`
    /// is the parent's display mode on the screens for grown-ups (the gate, S-16's parent side,
    /// S-24); a child's screen keeps the standard one.
    static func button(
        _ text: String, frame: Rect, id: A11yID, label: String? = nil, prominent: Bool = false, enabled: Bool = true,
        display: ParentDisplay = .standard
    ) -> Node {
        let palette = display.palette
        let size = ScreenKit.fittingSize(text, preferred: display.text(20), width: frame.width - 24, weight: .bold)
        var children: [Node] = [
            .rect(
                frame, cornerRadius: 14, fill: prominent ? palette.selected : palette.background,
                stroke: stroke(palette)),
            .text(
                text, frame: frame.insetBy(dx: 12, dy: 0),
                style: TextStyle(size: size, weight: .bold, color: prominent ? palette.onSelected : palette.ink)),
        ]
        if !enabled {
            children.append(.rect(frame, cornerRadius: 14, fill: palette.background.withOpacity(0.6)))
        }
        return Node.group(children).interactive(id, label: label ?? text, hitRegion: frame, isEnabled: enabled)
    }

    /// A white button with a drawn picture instead of a word (the keypad's delete key).
    static func glyphButton(
        _ glyph: Node, frame: Rect, id: A11yID, label: String, enabled: Bool = true, display: ParentDisplay = .standard
    ) -> Node {
        let palette = display.palette
        var children: [Node] = [
            .rect(frame, cornerRadius: 14, fill: palette.background, stroke: stroke(palette)),
            glyph,
        ]
        if !enabled {
            children.append(.rect(frame, cornerRadius: 14, fill: palette.background.withOpacity(0.6)))
        }
        return Node.group(children).interactive(id, label: label, hitRegion: frame, isEnabled: enabled)
    }

    /// A button's frame: 2 pt of ink, thicker where the palette's buttons are.
    private static func stroke(_ palette: ParentPalette) -> Stroke {
        Stroke(color: palette.buttonStroke, width: max(2, palette.buttonStrokeWidth))
    }

    /// Wrapped text in `width`, its nodes placed at `origin`, and the height it took.
    static func paragraph(
        _ text: String, at origin: Point, width: Double, size: Double = textSize, weight: FontWeight = .regular,
        alignment: TextAlignment = .leading, color: Color = Palette.ink
    ) -> (nodes: [Node], height: Double) {
        let paragraph = Paragraph(
            text, width: width, style: TextStyle(size: size, weight: weight, color: color, alignment: alignment))
        let frame = Rect(x: origin.x, y: origin.y, width: width, height: paragraph.height)
        return (paragraph.nodes(in: frame), paragraph.height)
    }
}

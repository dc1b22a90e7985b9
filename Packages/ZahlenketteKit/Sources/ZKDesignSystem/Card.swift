import ZKCore
import ZKScene

/// A memory card: face down shows a calm pattern, face up shows its content (a numeral, a dot
/// pattern or a picture built by the caller).
public struct Card: Sendable {
    public var frame: Rect
    public var faceUp: Bool
    public var content: Node?
    public var id: A11yID
    public var label: String

    public init(frame: Rect, faceUp: Bool, content: Node? = nil, id: A11yID, label: String) {
        self.frame = frame
        self.faceUp = faceUp
        self.content = content
        self.id = id
        self.label = label
    }

    public func node() -> Node {
        var children: [Node] = [.rect(frame.offsetBy(dx: 0, dy: 3), cornerRadius: 14, fill: Palette.shadow)]
        if faceUp {
            children.append(
                .rect(frame, cornerRadius: 14, fill: Palette.surface, stroke: Stroke(color: Palette.ink, width: 3)))
            if let content { children.append(content) }
        } else {
            children.append(
                .rect(frame, cornerRadius: 14, fill: Palette.cardBack, stroke: Stroke(color: Palette.ink, width: 3)))
            let inner = frame.insetBy(dx: frame.width * 0.18, dy: frame.height * 0.18)
            children.append(.rect(inner, cornerRadius: 8, fill: nil, stroke: Stroke(color: Palette.surface, width: 2)))
            children.append(
                Glyphs.star(
                    in: Rect(center: frame.center, size: Size(width: inner.width * 0.6, height: inner.width * 0.6)),
                    fill: Palette.surface))
        }
        return Node.group(children).interactive(id, label: label, hitRegion: frame)
    }
}

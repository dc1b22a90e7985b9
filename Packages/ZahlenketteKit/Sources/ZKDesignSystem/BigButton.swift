import ZKCore
import ZKScene

/// The main call to action: a big rounded button with a pictogram and an optional short title.
public struct BigButton: Sendable {
    public enum Icon: String, Sendable {
        case play
        case check
        case house
        case none
    }

    public var frame: Rect
    public var icon: Icon
    public var title: String?
    public var id: A11yID
    public var label: String

    public init(frame: Rect, icon: Icon = .play, title: String? = nil, id: A11yID, label: String) {
        self.frame = frame
        self.icon = icon
        self.title = title
        self.id = id
        self.label = label
    }

    /// Default size: wide enough for a pictogram and a short word.
    public static let preferredSize = Size(width: 200, height: 80)

    public func node() -> Node {
        var children: [Node] = [
            .rect(frame.offsetBy(dx: 0, dy: 4), cornerRadius: Metrics.cornerRadius, fill: Palette.shadow),
            .rect(
                frame, cornerRadius: Metrics.cornerRadius, fill: Palette.accent,
                stroke: Stroke(color: Palette.ink, width: 3)),
        ]
        let iconSide = min(frame.height * 0.6, 48)
        let iconFrame: Rect
        if let title {
            iconFrame = Rect(x: frame.minX + 16, y: frame.center.y - iconSide / 2, width: iconSide, height: iconSide)
            let textFrame = Rect(
                x: iconFrame.maxX + 8, y: frame.minY, width: frame.maxX - iconFrame.maxX - 24, height: frame.height)
            children.append(
                .text(title, frame: textFrame, style: TextStyle(size: 28, weight: .bold, color: Palette.ink)))
        } else {
            iconFrame = Rect(center: frame.center, size: Size(width: iconSide, height: iconSide))
        }
        switch icon {
        case .play: children.append(Glyphs.play(in: iconFrame))
        case .check: children.append(Glyphs.check(in: iconFrame))
        case .house: children.append(Glyphs.house(in: iconFrame))
        case .none: break
        }
        return Node.group(children).interactive(id, label: label, hitRegion: frame)
    }
}

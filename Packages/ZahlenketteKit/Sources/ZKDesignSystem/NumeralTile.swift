import ZKCore
import ZKScene

/// An answer tile with one numeral (>= 44 pt) on a rounded card; littleOnes tiles are 88 pt.
public struct NumeralTile: Sendable {
    public enum State: String, Sendable {
        case normal
        /// Confirmed correct: green border and tick mark shape, not colour alone.
        case correct
        /// Not answerable (during the spoken instruction); drawn faded.
        case disabled
        /// Not answerable yet, but a tap still reaches it and bounces (issue 19): drawn faded and
        /// flat, without the shadow that makes a tile look pressable.
        case waiting
    }

    public var number: Int
    public var frame: Rect
    public var id: A11yID
    public var label: String
    public var state: State

    public init(number: Int, frame: Rect, id: A11yID, label: String, state: State = .normal) {
        self.number = number
        self.frame = frame
        self.id = id
        self.label = label
        self.state = state
    }

    /// The numeral size for a tile side: >= 44 pt and filling about 55 % of the tile.
    public static func numeralSize(forTile side: Double) -> Double {
        max(Metrics.minimumNumeral, side * 0.55)
    }

    public func node() -> Node {
        let side = min(frame.width, frame.height)
        let borderColor = state == .correct ? Palette.correct : Palette.ink
        let borderWidth = state == .correct ? 5.0 : 3.0
        var children: [Node] =
            state == .waiting
            ? []
            : [
                .rect(frame.offsetBy(dx: 0, dy: 3), cornerRadius: Metrics.cornerRadius, fill: Palette.shadow)
            ]
        children += [
            .rect(
                frame, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                stroke: Stroke(color: borderColor, width: borderWidth)),
            .text(
                String(number), frame: frame.insetBy(dx: 6, dy: 6),
                style: TextStyle(size: NumeralTile.numeralSize(forTile: side), weight: .bold, color: Palette.ink)),
        ]
        if state == .correct {
            let badge = Rect(x: frame.maxX - 26, y: frame.minY + 4, width: 22, height: 22)
            children.append(.circle(center: badge.center, radius: 11, fill: Palette.correct))
            children.append(Glyphs.check(in: badge.insetBy(dx: 3, dy: 3), color: Palette.white))
        }
        let opacity = state == .disabled ? 0.45 : state == .waiting ? 0.6 : 1
        return Node.group(children, opacity: opacity)
            .interactive(id, label: label, hitRegion: frame, isEnabled: state != .disabled)
    }
}

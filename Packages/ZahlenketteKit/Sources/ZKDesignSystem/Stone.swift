import ZKCore
import ZKScene

/// A stepping stone of Froschsprung: a rounded irregular stone with an optional numeral. A coded
/// stone carries the five-coding of its place on the number line like a bead of the chain: red and
/// solid, or blue with a white centre (the Lochperle, DR-14), so shape carries the coding, not hue
/// alone. A coded stone writes its numeral in white over the stone; the centre gives way to it.
public struct Stone: Sendable {
    public var frame: Rect
    public var numeral: Int?
    public var id: A11yID
    public var label: String
    /// The five-coding; nil draws the plain grey stone.
    public var coding: BeadCoding?

    public init(frame: Rect, numeral: Int? = nil, id: A11yID, label: String, coding: BeadCoding? = nil) {
        self.frame = frame
        self.numeral = numeral
        self.id = id
        self.label = label
        self.coding = coding
    }

    /// The stone as a tappable element over its frame.
    public func node() -> Node {
        shape().interactive(id, label: label, hitRegion: frame)
    }

    /// The stone's picture without the element, for a game that sets its own hit region.
    public func shape() -> Node {
        let w = frame.width
        let h = frame.height
        let x = frame.minX
        let y = frame.minY
        let outline: [PathElement] = [
            .move(Point(x: x + 0.5 * w, y: y + 0.04 * h)),
            .cubic(
                control1: Point(x: x + 0.85 * w, y: y), control2: Point(x: x + w, y: y + 0.35 * h),
                to: Point(x: x + 0.97 * w, y: y + 0.58 * h)),
            .cubic(
                control1: Point(x: x + 0.95 * w, y: y + 0.92 * h), control2: Point(x: x + 0.7 * w, y: y + h),
                to: Point(x: x + 0.45 * w, y: y + 0.97 * h)),
            .cubic(
                control1: Point(x: x + 0.15 * w, y: y + 0.95 * h), control2: Point(x: x, y: y + 0.75 * h),
                to: Point(x: x + 0.04 * w, y: y + 0.45 * h)),
            .cubic(
                control1: Point(x: x + 0.08 * w, y: y + 0.12 * h), control2: Point(x: x + 0.25 * w, y: y + 0.06 * h),
                to: Point(x: x + 0.5 * w, y: y + 0.04 * h)),
            .close,
        ]
        let fill: Color
        switch coding {
        case nil: fill = Palette.stone
        case .redSolid: fill = Palette.beadRed
        case .blueLochperle: fill = Palette.beadBlue
        }
        var children: [Node] = [.path(outline, fill: fill, stroke: Stroke(color: Palette.ink, width: 2.5))]
        if coding == .blueLochperle, numeral == nil {
            let hole = min(w, h) * Metrics.lochperleHole
            children.append(.circle(center: frame.center, radius: hole / 2, fill: Palette.white))
        }
        if let numeral {
            children.append(
                .text(
                    String(numeral), frame: frame.insetBy(dx: w * 0.12, dy: h * 0.12),
                    style: TextStyle(
                        size: min(h * 0.5, 48), weight: .bold, color: coding == nil ? Palette.ink : Palette.white)))
        }
        return Node.group(children)
    }
}

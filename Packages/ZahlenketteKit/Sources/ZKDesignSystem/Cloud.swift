import ZKCore
import ZKScene

/// A soft cloud (Hör hin, the garden sky), optionally holding a numeral or a picture node.
public struct Cloud: Sendable {
    public var frame: Rect
    public var numeral: Int?

    public init(frame: Rect, numeral: Int? = nil) {
        self.frame = frame
        self.numeral = numeral
    }

    public func node() -> Node {
        let w = frame.width
        let h = frame.height
        let x = frame.minX
        let y = frame.minY
        let outline: [PathElement] = [
            .move(Point(x: x + 0.15 * w, y: y + 0.9 * h)),
            .cubic(
                control1: Point(x: x - 0.05 * w, y: y + 0.9 * h), control2: Point(x: x - 0.02 * w, y: y + 0.45 * h),
                to: Point(x: x + 0.2 * w, y: y + 0.48 * h)),
            .cubic(
                control1: Point(x: x + 0.2 * w, y: y + 0.1 * h), control2: Point(x: x + 0.55 * w, y: y),
                to: Point(x: x + 0.6 * w, y: y + 0.3 * h)),
            .cubic(
                control1: Point(x: x + 0.75 * w, y: y + 0.15 * h), control2: Point(x: x + 0.95 * w, y: y + 0.3 * h),
                to: Point(x: x + 0.88 * w, y: y + 0.52 * h)),
            .cubic(
                control1: Point(x: x + 1.02 * w, y: y + 0.6 * h), control2: Point(x: x + w, y: y + 0.9 * h),
                to: Point(x: x + 0.85 * w, y: y + 0.9 * h)),
            .close,
        ]
        var children: [Node] = [.path(outline, fill: Palette.cloud, stroke: Stroke(color: Palette.outline, width: 2.5))]
        if let numeral {
            let textFrame = Rect(x: x + 0.15 * w, y: y + 0.35 * h, width: 0.7 * w, height: 0.5 * h)
            children.append(
                .text(
                    String(numeral), frame: textFrame,
                    style: TextStyle(size: min(0.38 * h, 56), weight: .bold, color: Palette.ink)))
        }
        return .group(children)
    }
}

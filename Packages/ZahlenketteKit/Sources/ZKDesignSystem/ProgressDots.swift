import ZKCore
import ZKScene

/// Where the child is in the round: one dot per task, done dots filled, the current one ringed.
/// Decorative for taps; each dot is an image element `S07.progressDot.<i>` when labels are given.
public struct ProgressDots: Sendable {
    public var count: Int
    public var completed: Int
    public var center: Point
    public var dotDiameter: Double
    public var labels: [String]

    public init(count: Int, completed: Int, center: Point, dotDiameter: Double = 16, labels: [String] = []) {
        self.count = max(0, count)
        self.completed = min(max(0, completed), max(0, count))
        self.center = center
        self.dotDiameter = dotDiameter
        self.labels = labels
    }

    public var size: Size {
        Size(width: Double(count) * dotDiameter + Double(max(0, count - 1)) * dotDiameter * 0.75, height: dotDiameter)
    }

    public func node() -> Node {
        let frames = Layout.row(
            count: count, itemSize: Size(width: dotDiameter, height: dotDiameter), spacing: dotDiameter * 0.75,
            in: Rect(center: center, size: size))
        let r = dotDiameter / 2
        let dots = frames.enumerated().map { index, frame -> Node in
            let dot: Node
            if index < completed {
                dot = .circle(center: frame.center, radius: r, fill: Palette.ink)
            } else if index == completed {
                dot = .group([
                    .ring(center: frame.center, outerRadius: r, innerRadius: r * 0.55, color: Palette.ink),
                    .circle(center: frame.center, radius: r * 0.55, fill: Palette.accent),
                ])
            } else {
                dot = .circle(
                    center: frame.center, radius: r - 1, fill: nil, stroke: Stroke(color: Palette.outline, width: 2))
            }
            guard index < labels.count else { return dot }
            return dot.interactive(A11yID.progressDot(index), label: labels[index], role: .image)
        }
        return .group(dots)
    }
}

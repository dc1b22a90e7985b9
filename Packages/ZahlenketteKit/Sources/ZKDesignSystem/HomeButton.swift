import ZKCore
import ZKScene

/// The way out of a round: a house that must be held for one second (spec 3.1.2: an accidental
/// tap never ends a round). A ring fills clockwise while it is held.
public struct HomeButton: Sendable {
    public var center: Point
    public var diameter: Double
    public var id: A11yID
    public var label: String
    /// 0...1, from `HoldToExit.progress(at:)`.
    public var holdProgress: Double

    public init(center: Point, diameter: Double = 64, id: A11yID = .gameHome, label: String, holdProgress: Double = 0) {
        self.center = center
        self.diameter = diameter
        self.id = id
        self.label = label
        self.holdProgress = holdProgress
    }

    public func node() -> Node {
        let r = diameter / 2
        let frame = Rect(center: center, size: Size(width: diameter, height: diameter))
        var children: [Node] = [
            .circle(
                center: center, radius: r - 4, fill: Palette.surface, stroke: Stroke(color: Palette.outline, width: 2)),
            Glyphs.house(in: frame.insetBy(dx: diameter * 0.26, dy: diameter * 0.26)),
        ]
        if holdProgress > 0 {
            children.append(
                .ring(
                    center: center, outerRadius: r, innerRadius: r - 6, color: Palette.correct,
                    sweep: min(1, holdProgress)))
        }
        return Node.group(children).interactive(id, label: label, hitRegion: frame)
    }
}

/// The press-and-hold gesture of the home button: a pure state machine on host time.
public struct HoldToExit: Hashable, Sendable {
    public var duration: Double
    public private(set) var pressedAt: Double?

    public init(duration: Double = Motion.holdToExit) {
        self.duration = duration
    }

    public mutating func press(at time: Double) {
        pressedAt = time
    }

    /// Releasing before the hold completes cancels it.
    public mutating func release() {
        pressedAt = nil
    }

    public func progress(at time: Double) -> Double {
        guard let pressedAt else { return 0 }
        return min(1, max(0, (time - pressedAt) / duration))
    }

    public func isComplete(at time: Double) -> Bool {
        progress(at: time) >= 1
    }
}

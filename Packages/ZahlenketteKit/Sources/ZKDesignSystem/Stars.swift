import ZKCore
import ZKScene

/// The star count in the corner: a star and a number.
public struct StarCounter: Sendable {
    public var count: Int
    public var frame: Rect
    public var accessibility: (id: A11yID, label: String)?

    public init(count: Int, frame: Rect, accessibility: (id: A11yID, label: String)? = nil) {
        self.count = max(0, count)
        self.frame = frame
        self.accessibility = accessibility
    }

    public func node() -> Node {
        let side = frame.height
        let starFrame = Rect(x: frame.minX, y: frame.minY, width: side, height: side)
        let textFrame = Rect(x: starFrame.maxX + 6, y: frame.minY, width: frame.width - side - 6, height: side)
        let group = Node.group([
            .rect(frame.insetBy(dx: -6, dy: -4), cornerRadius: (side + 8) / 2, fill: Palette.surface),
            Glyphs.star(in: starFrame.insetBy(dx: 4, dy: 4)),
            .text(
                String(count), frame: textFrame,
                style: TextStyle(size: side * 0.6, weight: .bold, color: Palette.ink, alignment: .leading)),
        ])
        guard let accessibility else { return group }
        return group.interactive(accessibility.id, label: accessibility.label, role: .image)
    }
}

/// The celebration: stars fly out of a point and fade, 2 s in all (<= 2.5 s). Under Reduce Motion
/// the stars stand at their final places and only fade in and out.
public struct StarBurst: Sendable {
    public var center: Point
    public var radius: Double
    public var starCount: Int
    public var start: Double
    public var reduceMotion: Bool

    public init(center: Point, radius: Double = 90, starCount: Int = 8, start: Double = 0, reduceMotion: Bool = false) {
        self.center = center
        self.radius = radius
        self.starCount = max(1, starCount)
        self.start = start
        self.reduceMotion = reduceMotion
    }

    public var timeline: Timeline {
        Timeline(
            [
                Tween(
                    key: "burst.spread", kind: .position, start: start, duration: 1.2, from: 0.2, to: 1,
                    easing: .easeOut),
                Tween(key: "burst.fade", kind: .opacity, start: start + 1.4, duration: 0.6, from: 1, to: 0),
            ], reduceMotion: reduceMotion)
    }

    /// How long the burst lasts.
    public var duration: Double { timeline.endTime() - start }

    /// The picture at `time`; empty before the start and after the end.
    public func node(at time: Double) -> Node {
        let timeline = timeline
        guard time >= start, time <= timeline.endTime(),
            let spread = timeline.sample("burst.spread", at: time), let fade = timeline.sample("burst.fade", at: time)
        else { return .group([]) }
        let fadeValue = time < start + 1.4 ? 1 : fade.value
        let opacity = spread.opacity * fadeValue
        let side = radius * 0.32
        let stars = (0..<starCount).map { k -> Node in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(k) / Double(starCount)
            let distance = radius * spread.value
            let c = Point(x: center.x + distance * cosine(angle), y: center.y + distance * sine(angle))
            return Glyphs.star(in: Rect(center: c, size: Size(width: side, height: side)))
        }
        return .group(stars, opacity: opacity)
    }
}

import ZKScene

/// Pictures of the day's rhythm: the setting sun (little play time left,
/// docs/app.md#sessions-daily-limits-and-the-gate), the moon (resting until tomorrow, S-16) and a
/// soft lock (a game a grown-up can open, S-15; docs/app.md#screens). No digits, no red: calm signs a child reads
/// without words.
extension Glyphs {
    /// Half a sun sinking behind the horizon, with three short rays.
    public static func settingSun(in frame: Rect, color: Color = Palette.accent) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = Point(x: frame.center.x, y: frame.center.y + 1.5 * u)
        let radius = 3 * u
        var arc: [PathElement] = [.move(Point(x: c.x - radius, y: c.y))]
        for step in 1...12 {
            let angle = Double.pi + Double(step) / 12 * Double.pi
            arc.append(.line(Point(x: c.x + radius * cosine(angle), y: c.y + radius * sine(angle))))
        }
        arc.append(.close)
        var nodes: [Node] = [.path(arc, fill: color)]
        for angle in [1.25 * Double.pi, 1.5 * Double.pi, 1.75 * Double.pi] {
            let inner = Point(x: c.x + 3.8 * u * cosine(angle), y: c.y + 3.8 * u * sine(angle))
            let outer = Point(x: c.x + 5 * u * cosine(angle), y: c.y + 5 * u * sine(angle))
            nodes.append(.path([.move(inner), .line(outer)], fill: nil, stroke: Stroke(color: color, width: 0.8 * u)))
        }
        nodes.append(
            .path(
                [.move(Point(x: c.x - 4.6 * u, y: c.y)), .line(Point(x: c.x + 4.6 * u, y: c.y))], fill: nil,
                stroke: Stroke(color: Palette.ink, width: 0.7 * u)))
        return .group(nodes)
    }

    /// A crescent moon: this profile rests until tomorrow.
    public static func moon(in frame: Rect, color: Color = Palette.accent) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let outer = 4 * u
        // The crescent: the outer circle's left arc, then an inner arc back (two curves).
        return .path(
            [
                .move(Point(x: c.x + 1 * u, y: c.y - outer)),
                .cubic(
                    control1: Point(x: c.x - 5.5 * u, y: c.y - outer),
                    control2: Point(x: c.x - 5.5 * u, y: c.y + outer),
                    to: Point(x: c.x + 1 * u, y: c.y + outer)),
                .cubic(
                    control1: Point(x: c.x - 2.6 * u, y: c.y + 2.4 * u),
                    control2: Point(x: c.x - 2.6 * u, y: c.y - 2.4 * u), to: Point(x: c.x + 1 * u, y: c.y - outer)),
                .close,
            ], fill: color, stroke: Stroke(color: Palette.ink, width: 0.4 * u))
    }

    /// A rounded padlock.
    public static func lock(in frame: Rect, color: Color = Palette.outline) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let body = Rect(x: c.x - 3.2 * u, y: c.y - 0.6 * u, width: 6.4 * u, height: 4.8 * u)
        return .group([
            .path(
                [
                    .move(Point(x: c.x - 2 * u, y: c.y - 0.6 * u)), .line(Point(x: c.x - 2 * u, y: c.y - 2.2 * u)),
                    .cubic(
                        control1: Point(x: c.x - 2 * u, y: c.y - 4.8 * u),
                        control2: Point(x: c.x + 2 * u, y: c.y - 4.8 * u), to: Point(x: c.x + 2 * u, y: c.y - 2.2 * u)),
                    .line(Point(x: c.x + 2 * u, y: c.y - 0.6 * u)),
                ], fill: nil, stroke: Stroke(color: color, width: 0.9 * u)),
            .rect(body, cornerRadius: 1.2 * u, fill: color),
        ])
    }
}

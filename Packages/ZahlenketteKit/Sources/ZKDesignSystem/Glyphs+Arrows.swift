import ZKScene

/// Direction pictures.
extension Glyphs {
    /// An arrow pointing left: back to where one came from.
    public static func back(in frame: Rect, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        return .path(
            [
                .move(Point(x: c.x + 3.5 * u, y: c.y)), .line(Point(x: c.x - 3.5 * u, y: c.y)),
                .move(Point(x: c.x - 0.5 * u, y: c.y - 3.2 * u)), .line(Point(x: c.x - 3.7 * u, y: c.y)),
                .line(Point(x: c.x - 0.5 * u, y: c.y + 3.2 * u)),
            ], fill: nil, stroke: Stroke(color: color, width: 1.3 * u))
    }

    /// The delete key: a tag pointing left with a cross in it.
    public static func deleteBack(in frame: Rect, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let stroke = Stroke(color: color, width: 0.8 * u)
        return .group([
            .path(
                [
                    .move(Point(x: c.x - 4.5 * u, y: c.y)), .line(Point(x: c.x - 2 * u, y: c.y - 3 * u)),
                    .line(Point(x: c.x + 4.5 * u, y: c.y - 3 * u)), .line(Point(x: c.x + 4.5 * u, y: c.y + 3 * u)),
                    .line(Point(x: c.x - 2 * u, y: c.y + 3 * u)), .close,
                ], fill: nil, stroke: stroke),
            .path(
                [
                    .move(Point(x: c.x - 0.2 * u, y: c.y - 1.4 * u)), .line(Point(x: c.x + 2.6 * u, y: c.y + 1.4 * u)),
                    .move(Point(x: c.x + 2.6 * u, y: c.y - 1.4 * u)), .line(Point(x: c.x - 0.2 * u, y: c.y + 1.4 * u)),
                ], fill: nil, stroke: stroke),
        ])
    }

    /// An arrow from the middle of `frame` toward `target`: "look there" (issue 19: the check mark
    /// of S-03 points at the level cards when none was chosen).
    public static func arrow(in frame: Rect, toward target: Point, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let dx = target.x - c.x
        let dy = target.y - c.y
        let length = max(0.001, (dx * dx + dy * dy).squareRoot())
        let (ux, uy) = (dx / length, dy / length)
        func at(_ along: Double, _ across: Double) -> Point {
            Point(x: c.x + ux * along * u - uy * across * u, y: c.y + uy * along * u + ux * across * u)
        }
        return .path(
            [
                .move(at(-3.8, 0)), .line(at(3.8, 0)),
                .move(at(0.6, -3.2)), .line(at(3.9, 0)), .line(at(0.6, 3.2)),
            ], fill: nil, stroke: Stroke(color: color, width: 1.4 * u))
    }
}

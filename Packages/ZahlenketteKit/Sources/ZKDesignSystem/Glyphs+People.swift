import ZKScene

/// People pictures: a grown-up beside a child (ask a grown-up, S-15, S-16) and two children
/// (another child's turn). Round heads and bodies, no faces to misread.
extension Glyphs {
    /// A tall and a small figure side by side.
    public static func grownUpAndChild(in frame: Rect, color: Color = Palette.beadBlue) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        return .group(
            figure(at: Point(x: c.x - 1.8 * u, y: c.y + 4.5 * u), height: 9 * u, color: color)
                + figure(at: Point(x: c.x + 2.6 * u, y: c.y + 4.5 * u), height: 5.6 * u, color: Palette.accent))
    }

    /// Two children side by side.
    public static func twoChildren(in frame: Rect) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        return .group(
            figure(at: Point(x: c.x - 2.2 * u, y: c.y + 4 * u), height: 6.5 * u, color: Palette.beadRed)
                + figure(at: Point(x: c.x + 2.2 * u, y: c.y + 4 * u), height: 6.5 * u, color: Palette.beadBlue))
    }

    /// A figure standing on `foot` (the middle of its base), `height` tall.
    private static func figure(at foot: Point, height: Double, color: Color) -> [Node] {
        let head = height * 0.17
        let bodyWidth = height * 0.42
        let body = Rect(x: foot.x - bodyWidth / 2, y: foot.y - height * 0.62, width: bodyWidth, height: height * 0.62)
        return [
            .rect(body, cornerRadius: bodyWidth * 0.45, fill: color, stroke: Stroke(color: Palette.ink, width: 2)),
            .circle(
                center: Point(x: foot.x, y: body.minY - head * 1.15), radius: head, fill: Palette.skin,
                stroke: Stroke(color: Palette.ink, width: 2)),
        ]
    }
}

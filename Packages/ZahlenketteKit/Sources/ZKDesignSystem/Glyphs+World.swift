import ZKScene

/// Pictures of the child's world (S-05, S-11 to S-14): the shop's basket, the garden's shed, the
/// album, and the arrow that turns a page on.
extension Glyphs {
    /// An arrow pointing right: on to the next page.
    public static func forward(in frame: Rect, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        return .path(
            [
                .move(Point(x: c.x - 3.5 * u, y: c.y)), .line(Point(x: c.x + 3.5 * u, y: c.y)),
                .move(Point(x: c.x + 0.5 * u, y: c.y - 3.2 * u)), .line(Point(x: c.x + 3.7 * u, y: c.y)),
                .line(Point(x: c.x + 0.5 * u, y: c.y + 3.2 * u)),
            ], fill: nil, stroke: Stroke(color: color, width: 1.3 * u))
    }

    /// A market basket with a handle: the decoration shop.
    public static func basket(in frame: Rect) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let outline = Stroke(color: Palette.ink, width: 0.5 * u)
        let body: [PathElement] = [
            .move(Point(x: c.x - 4.4 * u, y: c.y - 0.6 * u)), .line(Point(x: c.x + 4.4 * u, y: c.y - 0.6 * u)),
            .line(Point(x: c.x + 3.2 * u, y: c.y + 4 * u)), .line(Point(x: c.x - 3.2 * u, y: c.y + 4 * u)), .close,
        ]
        let handle: [PathElement] = [
            .move(Point(x: c.x - 2.8 * u, y: c.y - 0.6 * u)),
            .cubic(
                control1: Point(x: c.x - 2.8 * u, y: c.y - 5 * u), control2: Point(x: c.x + 2.8 * u, y: c.y - 5 * u),
                to: Point(x: c.x + 2.8 * u, y: c.y - 0.6 * u)),
        ]
        return .group([
            .path(handle, fill: nil, stroke: Stroke(color: Palette.ink, width: 0.7 * u)),
            .path(body, fill: Palette.wood, stroke: outline),
            .line(
                from: Point(x: c.x - 3.9 * u, y: c.y + 1.2 * u), to: Point(x: c.x + 3.9 * u, y: c.y + 1.2 * u),
                stroke: outline),
            star(in: Rect(center: Point(x: c.x, y: c.y - 1.9 * u), size: Size(width: 3.2 * u, height: 3.2 * u))),
        ])
    }

    /// A wooden crate, open at the top: where bought things wait.
    public static func shed(in frame: Rect) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let outline = Stroke(color: Palette.ink, width: 0.5 * u)
        let box = Rect(x: c.x - 4 * u, y: c.y - 2.2 * u, width: 8 * u, height: 6 * u)
        return .group([
            .rect(box, cornerRadius: 0.5 * u, fill: Palette.wood, stroke: outline),
            .line(
                from: Point(x: box.minX, y: c.y + 0.8 * u), to: Point(x: box.maxX, y: c.y + 0.8 * u), stroke: outline),
            .line(
                from: Point(x: box.minX + 0.6 * u, y: box.maxY - 0.6 * u),
                to: Point(x: box.maxX - 0.6 * u, y: box.minY + 0.6 * u),
                stroke: Stroke(color: Palette.ink, width: 0.35 * u)),
            .circle(
                center: Point(x: c.x - 1.6 * u, y: box.minY - 0.6 * u), radius: 1.3 * u, fill: Palette.beadRed,
                stroke: outline),
            star(
                in: Rect(
                    center: Point(x: c.x + 1.6 * u, y: box.minY - 0.8 * u), size: Size(width: 2.8 * u, height: 2.8 * u))
            ),
        ])
    }

    /// A closed album with a star sticker on its cover and a ribbon down its spine.
    public static func album(in frame: Rect) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let outline = Stroke(color: Palette.ink, width: 0.5 * u)
        let cover = Rect(x: c.x - 3.4 * u, y: c.y - 4.2 * u, width: 7.4 * u, height: 8.4 * u)
        let pages = cover.offsetBy(dx: 0.6 * u, dy: 0.5 * u)
        return .group([
            .rect(pages, cornerRadius: 0.8 * u, fill: Palette.surface, stroke: outline),
            .rect(cover, cornerRadius: 0.8 * u, fill: Palette.beadBlue, stroke: outline),
            .rect(
                Rect(x: cover.minX, y: cover.minY, width: 1.4 * u, height: cover.height), cornerRadius: 0.6 * u,
                fill: Palette.beadRed, stroke: outline),
            .circle(
                center: Point(x: cover.center.x + 0.7 * u, y: cover.center.y), radius: 2.4 * u, fill: Palette.surface,
                stroke: outline),
            star(
                in: Rect(
                    center: Point(x: cover.center.x + 0.7 * u, y: cover.center.y),
                    size: Size(width: 3.6 * u, height: 3.6 * u))),
        ])
    }
}

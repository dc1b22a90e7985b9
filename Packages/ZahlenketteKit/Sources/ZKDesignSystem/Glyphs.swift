import ZKScene

/// Small pictograms drawn as paths: a child who cannot read recognises the shape.
public enum Glyphs {
    /// A five-pointed star in `frame`.
    public static func star(in frame: Rect, fill: Color = Palette.accent, stroke: Stroke? = nil) -> Node {
        let c = frame.center
        let outer = min(frame.width, frame.height) / 2
        let inner = outer * 0.45
        var elements: [PathElement] = []
        for k in 0..<10 {
            let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
            let r = k % 2 == 0 ? outer : inner
            let p = Point(x: c.x + r * cosine(angle), y: c.y + r * sine(angle) + outer * 0.06)
            elements.append(k == 0 ? .move(p) : .line(p))
        }
        elements.append(.close)
        return .path(elements, fill: fill, stroke: stroke ?? Stroke(color: Palette.ink, width: max(1, outer * 0.08)))
    }

    /// A loudspeaker with two sound waves.
    public static func speaker(in frame: Rect, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let x = frame.center.x - 4.5 * u
        let y = frame.center.y
        let body: [PathElement] = [
            .move(Point(x: x, y: y - 1.6 * u)), .line(Point(x: x + 2 * u, y: y - 1.6 * u)),
            .line(Point(x: x + 4.5 * u, y: y - 3.8 * u)), .line(Point(x: x + 4.5 * u, y: y + 3.8 * u)),
            .line(Point(x: x + 2 * u, y: y + 1.6 * u)), .line(Point(x: x, y: y + 1.6 * u)), .close,
        ]
        let wave = Stroke(color: color, width: 0.8 * u)
        return .group([
            .path(body, fill: color),
            .path(
                [
                    .move(Point(x: x + 6 * u, y: y - 1.8 * u)),
                    .quad(control: Point(x: x + 7.4 * u, y: y), to: Point(x: x + 6 * u, y: y + 1.8 * u)),
                ],
                fill: nil, stroke: wave),
            .path(
                [
                    .move(Point(x: x + 7.5 * u, y: y - 3.4 * u)),
                    .quad(control: Point(x: x + 10 * u, y: y), to: Point(x: x + 7.5 * u, y: y + 3.4 * u)),
                ],
                fill: nil, stroke: wave),
        ])
    }

    /// A house: the way home.
    public static func house(in frame: Rect, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let roof: [PathElement] = [
            .move(Point(x: c.x, y: c.y - 4 * u)), .line(Point(x: c.x + 4.4 * u, y: c.y)),
            .line(Point(x: c.x + 3 * u, y: c.y)), .line(Point(x: c.x + 3 * u, y: c.y + 3.8 * u)),
            .line(Point(x: c.x + 0.9 * u, y: c.y + 3.8 * u)), .line(Point(x: c.x + 0.9 * u, y: c.y + 1.2 * u)),
            .line(Point(x: c.x - 0.9 * u, y: c.y + 1.2 * u)), .line(Point(x: c.x - 0.9 * u, y: c.y + 3.8 * u)),
            .line(Point(x: c.x - 3 * u, y: c.y + 3.8 * u)), .line(Point(x: c.x - 3 * u, y: c.y)),
            .line(Point(x: c.x - 4.4 * u, y: c.y)), .close,
        ]
        return .path(roof, fill: color)
    }

    /// A right-pointing play triangle with rounded feel.
    public static func play(in frame: Rect, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        return .path(
            [
                .move(Point(x: c.x - 3 * u, y: c.y - 4 * u)), .line(Point(x: c.x + 4 * u, y: c.y)),
                .line(Point(x: c.x - 3 * u, y: c.y + 4 * u)), .close,
            ], fill: color)
    }

    /// A tick.
    public static func check(in frame: Rect, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        return .path(
            [
                .move(Point(x: c.x - 3.5 * u, y: c.y)), .line(Point(x: c.x - 1 * u, y: c.y + 2.8 * u)),
                .line(Point(x: c.x + 3.8 * u, y: c.y - 3 * u)),
            ], fill: nil, stroke: Stroke(color: color, width: 1.4 * u))
    }

    /// A speech bubble with three dots: "talking", the picture of a language choice (S-02).
    public static func speechBubble(in frame: Rect, fill: Color = Palette.white, color: Color = Palette.ink) -> Node {
        let u = min(frame.width, frame.height) / 10
        let c = frame.center
        let body = Rect(x: c.x - 4.6 * u, y: c.y - 3.8 * u, width: 9.2 * u, height: 6 * u)
        let tail: [PathElement] = [
            .move(Point(x: c.x - 2.4 * u, y: body.maxY - 0.4 * u)), .line(Point(x: c.x - 3.2 * u, y: c.y + 4.4 * u)),
            .line(Point(x: c.x - 0.4 * u, y: body.maxY - 0.4 * u)), .close,
        ]
        let line = Stroke(color: color, width: 0.6 * u)
        var nodes: [Node] = [
            .path(tail, fill: fill, stroke: line),
            .rect(body, cornerRadius: 2.4 * u, fill: fill, stroke: line),
        ]
        for k in -1...1 {
            let dot = Point(x: c.x + Double(k) * 2.2 * u, y: body.center.y)
            nodes.append(
                .rect(
                    Rect(center: dot, size: Size(width: 1.2 * u, height: 1.2 * u)), cornerRadius: 0.6 * u, fill: color))
        }
        return .group(nodes)
    }
}

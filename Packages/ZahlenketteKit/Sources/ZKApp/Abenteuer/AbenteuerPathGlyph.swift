import ZKDesignSystem
import ZKScene

/// The Abenteuer as a picture (S-05's button): a winding trail of stops ending at a star. Done
/// stops are filled in gold, open ones are outlines; the star lights up when the day's Abenteuer
/// is done. No digits: the child sees how far the trail goes.
enum AbenteuerPathGlyph {
    static func node(stops: Int, done: Int, in frame: Rect) -> Node {
        let count = max(1, stops)
        // The stops and the star share the width; the trail goes down and up between them.
        let points = (0...count).map { index -> Point in
            let x = frame.minX + frame.width * (Double(index) + 0.5) / Double(count + 1)
            let y = frame.minY + frame.height * (index % 2 == 0 ? 0.62 : 0.38)
            return Point(x: x, y: y)
        }
        let radius = min(frame.height * 0.2, frame.width / Double(4 * (count + 1)))
        var nodes: [Node] = zip(points, points.dropFirst()).map { from, to in
            .line(from: from, to: to, stroke: Stroke(color: Palette.outline, width: max(2, radius * 0.35)))
        }
        for (index, point) in points.prefix(count).enumerated() {
            let isDone = index < done
            nodes.append(
                .circle(
                    center: point, radius: radius, fill: isDone ? Palette.accent : Palette.surface,
                    stroke: Stroke(color: isDone ? Palette.ink : Palette.outline, width: 2)))
        }
        let goal = points[count]
        let star = Rect(center: goal, size: Size(width: radius * 3, height: radius * 3))
        let finished = done >= count
        nodes.append(
            Glyphs.star(
                in: star, fill: finished ? Palette.accent : Palette.surface,
                stroke: Stroke(color: finished ? Palette.ink : Palette.outline, width: 2)))
        return .group(nodes)
    }
}

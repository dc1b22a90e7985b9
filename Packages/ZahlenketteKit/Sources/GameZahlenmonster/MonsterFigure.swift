import ZKDesignSystem
import ZKScene

/// The friendly number monster of Zahlenmonster, drawn from shapes (docs/games.md#zahlenmonster): a
/// round green body with two horns and big eyes looking down at the plate, and a wide mouth that
/// chews.
enum MonsterFigure {
    /// The body, horns, eyes and feet inside `frame` (the mouth is drawn separately: it is a target).
    static func body(in frame: Rect) -> Node {
        let w = frame.width
        let h = frame.height
        let x = frame.minX
        let y = frame.minY
        let ink = Stroke(color: Palette.ink, width: max(2, w * 0.012))
        func point(_ u: Double, _ v: Double) -> Point { Point(x: x + u * w, y: y + v * h) }
        let horns: [Node] = [
            .path(
                [.move(point(0.2, 0.3)), .line(point(0.17, 0.03)), .line(point(0.38, 0.22)), .close],
                fill: Palette.accent, stroke: ink),
            .path(
                [.move(point(0.8, 0.3)), .line(point(0.83, 0.03)), .line(point(0.62, 0.22)), .close],
                fill: Palette.accent, stroke: ink),
        ]
        let body = Rect(x: x + 0.06 * w, y: y + 0.16 * h, width: 0.88 * w, height: 0.76 * h)
        var children = horns
        children.append(.rect(body, cornerRadius: 0.4 * w, fill: Palette.cardBack, stroke: ink))
        for u in [0.28, 0.62] {
            children.append(
                .rect(
                    Rect(x: x + u * w, y: y + 0.88 * h, width: 0.14 * w, height: 0.1 * h), cornerRadius: 0.05 * w,
                    fill: Palette.cardBack, stroke: ink))
        }
        for u in [0.36, 0.64] {
            let eye = point(u, 0.4)
            children.append(.circle(center: eye, radius: 0.1 * w, fill: Palette.white, stroke: ink))
            // The pupils look down towards the plate.
            children.append(
                .circle(center: Point(x: eye.x - 0.025 * w, y: eye.y + 0.03 * w), radius: 0.045 * w, fill: Palette.ink))
        }
        return .group(children)
    }

    /// The mouth in `frame`, `open` from 0 (nearly shut) to 1 (wide open).
    static func mouth(in frame: Rect, open: Double) -> Node {
        let height = frame.height * (0.45 + 0.55 * min(1, max(0, open)))
        let shape = Rect(x: frame.minX, y: frame.center.y - height / 2, width: frame.width, height: height)
        let tooth = frame.width * 0.12
        return .group([
            .rect(shape, cornerRadius: height / 2, fill: Palette.ink),
            .circle(
                center: Point(x: shape.center.x, y: shape.maxY - height * 0.22),
                radius: min(frame.width * 0.16, height * 0.3),
                fill: Palette.beadRed),
            .path(
                [
                    .move(Point(x: shape.minX + frame.width * 0.28, y: shape.minY + 1)),
                    .line(Point(x: shape.minX + frame.width * 0.28 + tooth, y: shape.minY + 1)),
                    .line(
                        Point(x: shape.minX + frame.width * 0.28 + tooth / 2, y: shape.minY + min(tooth, height * 0.4))),
                    .close,
                ], fill: Palette.white),
            .path(
                [
                    .move(Point(x: shape.maxX - frame.width * 0.28, y: shape.minY + 1)),
                    .line(Point(x: shape.maxX - frame.width * 0.28 - tooth, y: shape.minY + 1)),
                    .line(
                        Point(x: shape.maxX - frame.width * 0.28 - tooth / 2, y: shape.minY + min(tooth, height * 0.4))),
                    .close,
                ], fill: Palette.white),
        ])
    }

    /// The sign with n on it.
    static func sign(_ number: Int, in frame: Rect) -> Node {
        let size = min(frame.height * 0.7, frame.width / 1.5)
        return .group([
            .rect(
                frame, cornerRadius: min(16, frame.height * 0.15), fill: Palette.surface,
                stroke: Stroke(color: Palette.ink, width: 4)),
            .text(
                String(number), frame: frame.insetBy(dx: 6, dy: 4),
                style: TextStyle(size: size, weight: .bold, color: Palette.ink)),
        ])
    }

    /// An arm from the shoulder to the hand on the sign, `width` thick.
    static func arm(from shoulder: Point, to hand: Point, width: Double) -> Node {
        .group([
            .line(from: shoulder, to: hand, stroke: Stroke(color: Palette.ink, width: width + 5)),
            .line(from: shoulder, to: hand, stroke: Stroke(color: Palette.cardBack, width: width)),
        ])
    }

    /// The hand holding the sign's edge, drawn over it.
    static func hand(at point: Point, width: Double) -> Node {
        .circle(
            center: point, radius: width * 0.75, fill: Palette.cardBack, stroke: Stroke(color: Palette.ink, width: 2.5))
    }
}

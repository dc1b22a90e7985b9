import ZKScene

/// Outlines in pixel space for the rasterizer. Filled regions are unions of contours with the
/// non-zero rule; a hole runs the other way round.
public enum Contours {
    /// Segments for an arc of `radius` pixels over `fraction` of a circle: smooth at any size.
    public static func segments(radius: Double, fraction: Double = 1) -> Int {
        max(8, min(192, Int((radius.squareRoot() * 7 * fraction).rounded(.up))))
    }

    public static func circle(center: Point, radius: Double) -> [Point] {
        let n = segments(radius: radius)
        return (0..<n).map { k in
            let a = 2 * Double.pi * Double(k) / Double(n)
            return Point(x: center.x + radius * cosine(a), y: center.y + radius * sine(a))
        }
    }

    public static func roundedRect(_ r: Rect, radius: Double) -> [Point] {
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0.25 else {
            return [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                Point(x: r.minX, y: r.maxY),
            ]
        }
        let n = max(2, segments(radius: rad, fraction: 0.25))
        var points: [Point] = []
        let corners: [(Point, Double)] = [
            (Point(x: r.maxX - rad, y: r.minY + rad), -Double.pi / 2), (Point(x: r.maxX - rad, y: r.maxY - rad), 0),
            (Point(x: r.minX + rad, y: r.maxY - rad), Double.pi / 2),
            (Point(x: r.minX + rad, y: r.minY + rad), Double.pi),
        ]
        for (c, start) in corners {
            for k in 0...n {
                let a = start + Double.pi / 2 * Double(k) / Double(n)
                points.append(Point(x: c.x + rad * cosine(a), y: c.y + rad * sine(a)))
            }
        }
        return points
    }

    /// A full ring (outer edge and a reversed inner edge) or an arc of one.
    public static func ring(center: Point, outerRadius: Double, innerRadius: Double, sweep: Double) -> [[Point]] {
        let edges = RingGeometry.outline(
            center: center, outerRadius: outerRadius, innerRadius: innerRadius, sweep: sweep,
            segments: segments(radius: outerRadius))
        if sweep >= 1 { return [edges.outer, edges.inner.reversed()] }
        return [edges.outer + edges.inner.reversed()]
    }

    /// The band of `width` centred on a closed outline.
    public static func strokeClosed(_ polygon: [Point], width: Double) -> [[Point]] {
        let points = deduplicated(polygon)
        guard points.count >= 3 else { return [] }
        let normals = vertexNormals(points, clockwise: PathGeometry.signedArea(points) > 0)
        let half = width / 2
        let outer = zip(points, normals).map { Point(x: $0.x + $1.x * half, y: $0.y + $1.y * half) }
        let inner = zip(points, normals).map { Point(x: $0.x - $1.x * half, y: $0.y - $1.y * half) }
        return [outer, inner.reversed()]
    }

    /// A segment with round caps, all contours turning the same way.
    public static func line(from a: Point, to b: Point, width: Double) -> [[Point]] {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let half = width / 2
        var result: [[Point]] = []
        if length > 1e-6 {
            let n = Point(x: -dy / length * half, y: dx / length * half)
            result.append(
                oriented([
                    Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y),
                    Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y),
                ]))
        }
        result.append(circle(center: a, radius: half))
        result.append(circle(center: b, radius: half))
        return result
    }

    /// An open polyline with round joins, or a closed one as a band.
    public static func polyline(_ points: [Point], closed: Bool, width: Double) -> [[Point]] {
        guard points.count >= 2 else { return [] }
        if closed && points.count >= 3 { return strokeClosed(points, width: width) }
        var result: [[Point]] = []
        for i in 0..<(points.count - 1) { result += line(from: points[i], to: points[i + 1], width: width) }
        return result
    }

    /// Clockwise on screen (positive shoelace area with y pointing down).
    static func oriented(_ points: [Point]) -> [Point] {
        PathGeometry.signedArea(points) < 0 ? points.reversed() : points
    }

    static func deduplicated(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        for p in points where result.last.map({ $0.distance(to: p) > 1e-3 }) ?? true { result.append(p) }
        if result.count > 1, let first = result.first, let last = result.last, first.distance(to: last) <= 1e-3 {
            result.removeLast()
        }
        return result
    }

    /// Unit outward normals at each vertex (the mean of the two edge normals, miter-limited).
    static func vertexNormals(_ points: [Point], clockwise: Bool) -> [Point] {
        let count = points.count
        var edgeNormals: [Point] = []
        for i in 0..<count {
            let a = points[i]
            let b = points[(i + 1) % count]
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            edgeNormals.append(
                clockwise ? Point(x: dy / length, y: -dx / length) : Point(x: -dy / length, y: dx / length))
        }
        return (0..<count).map { i in
            let n1 = edgeNormals[(i + count - 1) % count]
            let n2 = edgeNormals[i]
            let sx = n1.x + n2.x
            let sy = n1.y + n2.y
            let length = (sx * sx + sy * sy).squareRoot()
            guard length > 1e-6 else { return n2 }
            let factor = min(2, 1 / max(length / 2, 0.5))
            return Point(x: sx / length * factor, y: sy / length * factor)
        }
    }
}

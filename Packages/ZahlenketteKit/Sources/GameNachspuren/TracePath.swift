import ZKScene

/// A template stroke as a polyline measured along its length: where a point lies along it, and
/// which of its points is nearest to a drawn point within a stretch of it.
struct TracePath: Sendable, Equatable {
    let points: [Point]
    /// Length from the first point to each point.
    let cumulative: [Double]

    init(_ points: [Point]) {
        self.points = points
        var running = 0.0
        var lengths = [0.0]
        for (a, b) in zip(points, points.dropFirst()) {
            running += a.distance(to: b)
            lengths.append(running)
        }
        self.cumulative = points.isEmpty ? [] : lengths
    }

    var length: Double { cumulative.last ?? 0 }

    /// The point `s` points along the path (clamped to its ends).
    func point(at s: Double) -> Point {
        guard let first = points.first else { return .zero }
        guard s > 0 else { return first }
        for index in 1..<points.count where cumulative[index] >= s {
            let segment = cumulative[index] - cumulative[index - 1]
            let t = segment > 0 ? (s - cumulative[index - 1]) / segment : 0
            let a = points[index - 1]
            let b = points[index]
            return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        return points[points.count - 1]
    }

    /// The nearest point to `p` on the stretch from `from` to `to` (lengths along the path): its
    /// position along the path and its distance from `p`.
    func project(_ p: Point, from: Double, to: Double) -> (s: Double, distance: Double) {
        let lower = max(0, min(from, to))
        let upper = min(length, max(from, to))
        var best = (s: lower, distance: p.distance(to: point(at: lower)))
        guard points.count > 1 else { return best }
        for index in 1..<points.count {
            let start = cumulative[index - 1]
            let end = cumulative[index]
            guard end >= lower, start <= upper, end > start else { continue }
            let a = points[index - 1]
            let b = points[index]
            let dx = b.x - a.x
            let dy = b.y - a.y
            let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)
            let s = min(upper, max(lower, start + min(1, max(0, t)) * (end - start)))
            let along = (s - start) / (end - start)
            let distance = p.distance(to: Point(x: a.x + dx * along, y: a.y + dy * along))
            if distance < best.distance { best = (s, distance) }
        }
        return best
    }

    /// The same path drawn from its end to its start.
    var reversed: TracePath { TracePath(points.reversed()) }
}

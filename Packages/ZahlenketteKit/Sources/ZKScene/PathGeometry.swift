/// Flattening and triangulation of paths, shared by every host (the SDL renderer fills triangles).
public enum PathGeometry {
    /// Every point a path names, control points included (a conservative bounding set).
    public static func controlPoints(_ elements: [PathElement]) -> [Point] {
        // Appended in a loop, not `flatMap` over arrays per element: every path's bounds are read
        // for every drawn frame, and a debug build makes each of those a generic call (D-0057).
        var points: [Point] = []
        points.reserveCapacity(elements.count * 3)
        var index = 0
        while index < elements.count {
            switch elements[index] {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let c, let p):
                points.append(c)
                points.append(p)
            case .cubic(let c1, let c2, let p):
                points.append(c1)
                points.append(c2)
                points.append(p)
            case .close: break
            }
            index += 1
        }
        return points
    }

    /// Splits a path into polylines (one per subpath), curves flattened into `segments` pieces.
    /// `closed` tells whether each subpath ended with `.close`.
    public static func flatten(_ elements: [PathElement], segments: Int = 12) -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quad(let c, let p):
                let start = current.last ?? p
                for step in 1...segments {
                    let t = Double(step) / Double(segments)
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                let start = current.last ?? p
                for step in 1...segments {
                    let t = Double(step) / Double(segments)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        Point(
                            x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Ear-clipping triangulation of a simple polygon; returns index triples into `polygon`.
    public static func triangulate(_ polygon: [Point]) -> [(Int, Int, Int)] {
        var indices = Array(polygon.indices)
        if indices.count >= 2, polygon[indices[0]] == polygon[indices[indices.count - 1]] { indices.removeLast() }
        guard indices.count >= 3 else { return [] }
        if signedArea(indices.map { polygon[$0] }) < 0 { indices.reverse() }
        var triangles: [(Int, Int, Int)] = []
        var guardCounter = 0
        while indices.count > 3 && guardCounter < 10_000 {
            guardCounter += 1
            var clipped = false
            for i in indices.indices {
                let prev = indices[(i + indices.count - 1) % indices.count]
                let cur = indices[i]
                let next = indices[(i + 1) % indices.count]
                let a = polygon[prev]
                let b = polygon[cur]
                let c = polygon[next]
                if cross(a, b, c) <= 1e-12 { continue }
                let blocked = indices.contains { other in
                    other != prev && other != cur && other != next && inside(polygon[other], a, b, c)
                }
                if blocked { continue }
                triangles.append((prev, cur, next))
                indices.remove(at: i)
                clipped = true
                break
            }
            if !clipped {
                // Degenerate or self-intersecting input: fall back to a fan so something is drawn.
                for i in 1..<(indices.count - 1) { triangles.append((indices[0], indices[i], indices[i + 1])) }
                return triangles
            }
        }
        if indices.count == 3 { triangles.append((indices[0], indices[1], indices[2])) }
        return triangles
    }

    public static func signedArea(_ points: [Point]) -> Double {
        guard points.count >= 3 else { return 0 }
        var area = 0.0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        return area / 2
    }

    private static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    private static func inside(_ p: Point, _ a: Point, _ b: Point, _ c: Point) -> Bool {
        cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0
    }
}

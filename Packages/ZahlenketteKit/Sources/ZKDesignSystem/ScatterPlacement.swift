import ZKCore
import ZKScene

/// Seeded, non-overlapping placement of `count` circles of `diameter` in `frame` (spec 4.5: the
/// scattered arrangement). Same seed, same picture. When random tries fail, the remaining items go
/// on the free cells of a grid, so the result never overlaps and never loops forever.
public enum ScatterPlacement {
    public static func centers(count: Int, diameter: Double, in frame: Rect, seed: UInt64) -> [Point] {
        guard count > 0 else { return [] }
        var rng = SplitMix64(seed: seed)
        let minimumDistance = diameter * 1.25
        let inner = frame.insetBy(dx: diameter / 2, dy: diameter / 2)
        var placed: [Point] = []
        for _ in 0..<count {
            var found: Point?
            for _ in 0..<200 {
                let candidate = Point(
                    x: inner.minX + rng.nextUnitDouble() * inner.width,
                    y: inner.minY + rng.nextUnitDouble() * inner.height)
                if placed.allSatisfy({ $0.distance(to: candidate) >= minimumDistance }) {
                    found = candidate
                    break
                }
            }
            if let found {
                placed.append(found)
            } else if let free = gridFallback(
                placed: placed, diameter: diameter, frame: frame, minimumDistance: minimumDistance)
            {
                placed.append(free)
            }
        }
        return placed
    }

    private static func gridFallback(placed: [Point], diameter: Double, frame: Rect, minimumDistance: Double) -> Point?
    {
        let columns = max(1, Int(frame.width / minimumDistance))
        let rows = max(1, Int(frame.height / minimumDistance))
        for row in 0..<rows {
            for column in 0..<columns {
                let candidate = Point(
                    x: frame.minX + (Double(column) + 0.5) * frame.width / Double(columns),
                    y: frame.minY + (Double(row) + 0.5) * frame.height / Double(rows))
                if placed.allSatisfy({ $0.distance(to: candidate) >= minimumDistance }) { return candidate }
            }
        }
        return nil
    }
}

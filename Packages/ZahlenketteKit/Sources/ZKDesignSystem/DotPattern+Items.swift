import ZKCore
import ZKScene

/// Where the counted things of a quantity picture are, for games that point at them: a count-along
/// lights them one by one, a hint outlines the fives (Blitzblick, docs/games.md#blitzblick).
extension DotPattern {
    /// The bounds of the counted things in counting order: the pips of the die, the raised fingers (index finger
    /// first, the thumb fifth), the ten beads of the stick and then the fingers, the scattered dots.
    public func items() -> [Rect] {
        switch kind {
        case .dice(let n):
            let n = min(6, max(1, n))
            let square = Layout.aspectFit(Size(width: 1, height: 1), in: frame)
            let radius = square.width * 0.09
            return DotPattern.dicePositions(n).map {
                Rect(
                    center: Point(x: square.minX + $0.x * square.width, y: square.minY + $0.y * square.width),
                    size: Size(width: 2 * radius, height: 2 * radius))
            }
        case .fingers(let n):
            return DotPattern.fingers(min(10, max(0, n)), in: frame)
        case .tenStickAndFingers(let n):
            let n = min(20, max(10, n))
            let stick = DotPattern.tenStickGeometry(in: frame)
            let side = Size(width: stick.beadDiameter, height: stick.beadDiameter)
            return stick.beads.map { Rect(center: $0, size: side) } + DotPattern.fingers(n - 10, in: stick.handArea)
        case .scattered(let n, let seed):
            let diameter = DotPattern.scatteredDiameter(n, in: frame)
            return ScatterPlacement.centers(count: n, diameter: diameter, in: frame, seed: seed).map {
                Rect(center: $0, size: Size(width: diameter, height: diameter))
            }
        }
    }

    /// The groups of five the picture shows (Kraft der Fünf): each full hand, and each five of the
    /// ten-stick. Dice and scattered dots have none.
    public func fives() -> [Rect] {
        switch kind {
        case .dice, .scattered:
            return []
        case .fingers(let n):
            return DotPattern.fullHands(min(10, max(0, n)), in: frame)
        case .tenStickAndFingers(let n):
            let stick = DotPattern.tenStickGeometry(in: frame)
            let half = stick.beadDiameter / 2
            let groups = [stick.beads.prefix(5), stick.beads.suffix(5)].compactMap { beads -> Rect? in
                guard let first = beads.first, let last = beads.last else { return nil }
                return Rect(x: first.x - half, y: first.y - half, width: 2 * half, height: last.y - first.y + 2 * half)
            }
            return groups + DotPattern.fullHands(min(20, max(10, n)) - 10, in: stick.handArea)
        }
    }

    /// The raised fingers of the hands showing `n`, in counting order.
    static func fingers(_ n: Int, in area: Rect) -> [Rect] {
        guard n > 0 else { return [] }
        return handFrames(n, in: area).enumerated().flatMap { index, hand in
            handParts(raised: index == 0 ? min(5, n) : n - 5, in: hand).fingers
        }
    }

    /// The hands with all five fingers up, palm and fingers together.
    static func fullHands(_ n: Int, in area: Rect) -> [Rect] {
        guard n >= 5 else { return [] }
        return handFrames(n, in: area).enumerated().compactMap { index, hand in
            let raised = index == 0 ? min(5, n) : n - 5
            guard raised == 5 else { return nil }
            let parts = handParts(raised: raised, in: hand)
            return parts.fingers.reduce(parts.palm) { $0.union($1) }
        }
    }
}

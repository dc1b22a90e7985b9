import ZKScene

/// Reads a sideways drag as a shake (docs/games.md#schüttelbox: on the desktop, dragging the box
/// sideways with 3 reversals of at least 40 pt within 1.5 s). Only horizontal travel counts. A turn
/// is where the stroke reverses after travelling at least `minimumSwing` one way; it is confirmed
/// once the stroke has travelled `minimumSwing` back. Pure: a stroke in, the turns out.
public struct ShakeDetector: Sendable, Equatable {
    /// Turns needed for a shake.
    public var reversals: Int
    /// Sideways travel before and after a turn, in points.
    public var minimumSwing: Double
    /// The turns of one shake lie within this many seconds (first turn to last).
    public var window: Double

    public init(reversals: Int = 3, minimumSwing: Double = 40, window: Double = 1.5) {
        self.reversals = max(1, reversals)
        self.minimumSwing = minimumSwing
        self.window = window
    }

    /// The times of the stroke's confirmed turns, in order.
    public func turns(in stroke: TracedStroke) -> [Double] {
        guard let first = stroke.samples.first else { return [] }
        var turns: [Double] = []
        // 0 until the first leg has travelled a full swing; then +1 (right) or -1 (left).
        var direction = 0.0
        var extreme = first
        for sample in stroke.samples.dropFirst() {
            let x = sample.point.x
            if direction == 0 {
                guard abs(x - first.point.x) >= minimumSwing else { continue }
                direction = x > first.point.x ? 1 : -1
                extreme = sample
            } else if direction * (x - extreme.point.x) > 0 {
                extreme = sample
            } else if direction * (extreme.point.x - x) >= minimumSwing {
                turns.append(extreme.time)
                direction = -direction
                extreme = sample
            }
        }
        return turns
    }

    /// True when `reversals` consecutive turns of the stroke lie within `window` seconds.
    public func isShake(_ stroke: TracedStroke) -> Bool {
        let times = turns(in: stroke)
        guard times.count >= reversals else { return false }
        return (0...(times.count - reversals)).contains { times[$0 + reversals - 1] - times[$0] <= window }
    }
}

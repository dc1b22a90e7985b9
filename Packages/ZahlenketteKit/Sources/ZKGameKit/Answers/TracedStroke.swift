import ZKScene

/// One stroke from touch-down to lift: points in layout coordinates with their times in seconds
/// (docs/games.md#nachspuren). Also the answer type of a traced numeral.
public struct TracedStroke: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public let point: Point
        public let time: Double

        public init(_ point: Point, at time: Double) {
            self.point = point
            self.time = time
        }
    }

    public var samples: [Sample]

    public init(_ samples: [Sample]) {
        self.samples = samples
    }

    /// A stroke through `points`, `interval` seconds apart, starting at `start`.
    public init(points: [Point], start: Double = 0, interval: Double = 0.02) {
        self.samples = points.enumerated().map { Sample($0.element, at: start + Double($0.offset) * interval) }
    }

    public var points: [Point] { samples.map(\.point) }

    /// The drawn length in points.
    public var length: Double {
        zip(samples, samples.dropFirst()).reduce(0) { $0 + $1.0.point.distance(to: $1.1.point) }
    }

    /// Seconds from touch-down to lift.
    public var duration: Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.time - first.time
    }
}

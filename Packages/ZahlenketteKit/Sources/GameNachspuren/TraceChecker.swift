import ZKScene

/// Checks one drawn stroke against one template stroke (docs/games.md#nachspuren): it starts within
/// `startTolerance` of the dot, stays inside the corridor (`corridor` points wide, half on each
/// side of the template), goes back at most `maximumBacktrack` of the template's length and covers
/// at least `minimumCoverage` of it. Pure.
///
/// The drawn points are followed along the template: each point is matched to the nearest place
/// on a short stretch around the previous match, so a path that crosses itself (8, the loop of a
/// 6 or 9) is read in the order it is written, and a jump to another part is off the corridor.
struct TraceChecker: Sendable {
    let path: TracePath
    /// Corridor width in points.
    let corridor: Double
    let rules: TraceRules

    /// What was measured along a stroke.
    struct Measure: Equatable {
        var drawnLength = 0.0
        var startDistance = 0.0
        /// The farthest any drawn point lay from its place on the template, in points.
        var deviation = 0.0
        /// Share of the template's length travelled backwards.
        var backtrack = 0.0
        /// Share of the template's length passed over.
        var coverage = 0.0
    }

    /// Backward movement smaller than this (finger jitter) is not backtracking, in points.
    static let jitter = 4.0
    /// The template is read in steps of about this many points for coverage.
    static let coverageStep = 2.0

    func measure(_ points: [Point]) -> Measure {
        var measure = Measure()
        guard let first = points.first, path.length > 0 else { return measure }
        measure.drawnLength = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        measure.startDistance = first.distance(to: path.point(at: 0))
        let half = corridor / 2
        let opening = path.project(first, from: 0, to: rules.startTolerance + half)
        var position = opening.s
        measure.deviation = opening.distance
        let bins = max(1, Int(path.length / TraceChecker.coverageStep))
        var covered = [Bool](repeating: false, count: bins)
        func cover(_ a: Double, _ b: Double) {
            let low = max(0, Int(min(a, b) / path.length * Double(bins)))
            let high = min(bins - 1, Int(max(a, b) / path.length * Double(bins)))
            guard low <= high else { return }
            for bin in low...high { covered[bin] = true }
        }
        cover(position, position)
        var peak = position
        var trough: Double?
        var backwards = 0.0
        for (previous, point) in zip(points, points.dropFirst()) {
            let window = 2 * previous.distance(to: point) + half + TraceChecker.jitter
            let match = path.project(point, from: position - window, to: position + window)
            measure.deviation = max(measure.deviation, match.distance)
            cover(position, match.s)
            position = match.s
            if let low = trough {
                if position < low {
                    trough = position
                } else if position > low + TraceChecker.jitter {
                    backwards += peak - low
                    trough = nil
                    peak = position
                }
            } else if position > peak {
                peak = position
            } else if position < peak - TraceChecker.jitter {
                trough = position
            }
        }
        if let low = trough { backwards += peak - low }
        measure.backtrack = backwards / path.length
        measure.coverage = Double(covered.filter { $0 }.count) / Double(bins)
        return measure
    }

    /// The first rule the stroke breaks, or `.accepted`.
    func verdict(_ points: [Point]) -> StrokeVerdict {
        let measure = measure(points)
        if measure.drawnLength < rules.ignoredLength { return .tooShort }
        if measure.startDistance > rules.startTolerance { return .rejected(.farFromStart) }
        if measure.deviation > corridor / 2 { return .rejected(.leftCorridor) }
        if measure.backtrack > rules.maximumBacktrack { return .rejected(.backtracked) }
        if measure.coverage < rules.minimumCoverage { return .rejected(.incomplete) }
        return .accepted
    }

    /// The verdict with a diagnosis: a rejected stroke that would pass on the template drawn
    /// backwards is `.reversed`, one that would pass on the mirrored Ziffer is `.mirrored`.
    static func verdict(
        _ points: [Point], template: TracePath, mirrored: TracePath, corridor: Double, rules: TraceRules
    ) -> StrokeVerdict {
        let direct = TraceChecker(path: template, corridor: corridor, rules: rules).verdict(points)
        guard case .rejected = direct else { return direct }
        if TraceChecker(path: template.reversed, corridor: corridor, rules: rules).verdict(points) == .accepted {
            return .rejected(.reversed)
        }
        if TraceChecker(path: mirrored, corridor: corridor, rules: rules).verdict(points) == .accepted {
            return .rejected(.mirrored)
        }
        return direct
    }
}

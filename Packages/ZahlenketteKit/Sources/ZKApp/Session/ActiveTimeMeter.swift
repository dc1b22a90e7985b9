/// The 1 Hz active-time ticker (docs/app.md#sessions-daily-limits-and-the-gate): time on a child-mode screen counts while the last
/// touch or voice line is at most 60 s old. Fed with the host's monotonic time at every tick, it
/// hands out whole seconds; the fractions carry over. Pure value.
struct ActiveTimeMeter: Equatable {
    /// A touch or a voice line keeps time counting for this long.
    static let activityWindow = 60.0

    private(set) var lastTickAt: Double
    private(set) var lastActivityAt: Double
    private var carry = 0.0

    init(startingAt time: Double) {
        lastTickAt = time
        lastActivityAt = time
    }

    /// A touch, or a voice line playing, at `time`.
    mutating func noteActivity(at time: Double) {
        lastActivityAt = max(lastActivityAt, time)
    }

    /// Seconds since the last touch or line.
    func idleSeconds(at time: Double) -> Double { max(0, time - lastActivityAt) }

    /// The whole seconds counted from the last tick to `time`: the part of that span that is on a
    /// counting screen and within the activity window.
    mutating func advance(to time: Double, counting: Bool) -> Int {
        defer { lastTickAt = max(lastTickAt, time) }
        guard counting, time > lastTickAt else { return 0 }
        let end = min(time, lastActivityAt + ActiveTimeMeter.activityWindow)
        let span = max(0, end - lastTickAt)
        carry += span
        // Host times are sums of frame steps; a hair below a whole second is that second.
        let whole = Int(carry + 1e-6)
        carry -= Double(whole)
        return whole
    }
}

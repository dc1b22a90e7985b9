/// The break nudge's clock (docs/app.md#sessions-daily-limits-and-the-gate): active time since the last break; a gap of at least
/// five minutes without activity is a break and starts it again. Pure value.
struct BreakTimer: Equatable {
    /// A pause this long counts as a break.
    static let resettingGap = 300.0

    private(set) var activeSeconds = 0
    private var lastCountedAt: Double?

    /// Adds `seconds` counted at `time`; a long enough gap before them resets the interval first.
    mutating func add(_ seconds: Int, at time: Double) {
        guard seconds > 0 else { return }
        if let last = lastCountedAt, time - last >= BreakTimer.resettingGap + Double(seconds) { activeSeconds = 0 }
        activeSeconds += seconds
        lastCountedAt = time
    }

    /// A break was taken (the nudge played).
    mutating func reset() {
        activeSeconds = 0
    }

    /// The nudge is due for an interval of `minutes` (nil: the nudge is off).
    func isDue(everyMinutes minutes: Int?) -> Bool {
        guard let minutes, minutes > 0 else { return false }
        return activeSeconds >= minutes * 60
    }
}

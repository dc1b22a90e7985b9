import Foundation

/// A clock shifted by an offset on top of a base clock, so time keeps advancing from the shifted
/// instant (spec 5.4.2). Used for developer time travel and by tests that move the clock.
public final class AdjustableClock: AppClock, @unchecked Sendable {
    // Sendable by confinement: `storedOffset` is only touched while holding `lock` (DECISIONS D-0009).
    private let lock = NSLock()
    private var storedOffset: TimeInterval = 0
    private let base: any AppClock

    public init(base: any AppClock = SystemClock()) {
        self.base = base
    }

    /// Seconds added to the base clock.
    public var offset: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return storedOffset
    }

    public func setOffset(_ seconds: TimeInterval) {
        lock.lock()
        storedOffset = seconds
        lock.unlock()
    }

    /// Moves the clock forward (or back, with a negative value) by `seconds`.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        storedOffset += seconds
        lock.unlock()
    }

    public func reset() {
        setOffset(0)
    }

    public var now: Date { base.now.addingTimeInterval(offset) }

    public var calendar: Calendar { base.calendar }
}

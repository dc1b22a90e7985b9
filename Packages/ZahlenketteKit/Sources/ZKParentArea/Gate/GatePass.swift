/// An opened gate (docs/app.md#sessions-daily-limits-and-the-gate): it lasts until the parent
/// leaves the parent area or five minutes pass without a touch, in continuous time.
public struct GatePass: Sendable, Equatable {
    /// Idle seconds after which the pass ends.
    public static let idleLimit: Double = 300

    /// Continuous seconds of the parent's last touch.
    public private(set) var lastActivity: Double

    public init(openedAt now: Double) {
        lastActivity = now
    }

    /// Still open at `now`.
    public func isOpen(at now: Double) -> Bool {
        now >= lastActivity && now - lastActivity < GatePass.idleLimit
    }

    /// The parent touched something: the five minutes start again.
    public mutating func touched(at now: Double) {
        if isOpen(at: now) { lastActivity = now }
    }
}

import ZKCore

/// Primary tasks per number, for Zahlenfreunde eligibility (docs/engine.md#abenteuer-and-zahlenfreunde, spec 9.17).
public struct NumberCounter: Hashable, Codable, Sendable {
    public var primaryTasks: Int
    public var firstTrySuccesses: Int
    /// Distinct days with a primary task.
    public var days: Int
    public var lastDay: LocalDate?

    public init(primaryTasks: Int = 0, firstTrySuccesses: Int = 0, days: Int = 0, lastDay: LocalDate? = nil) {
        self.primaryTasks = primaryTasks
        self.firstTrySuccesses = firstTrySuccesses
        self.days = days
        self.lastDay = lastDay
    }
}

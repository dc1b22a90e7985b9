import Foundation
import ZKCore

/// One session (docs/app.md#sessions-daily-limits-and-the-gate); pruned after 90 days.
public struct SessionRecord: Sendable, Equatable, Codable, Identifiable {
    public var id: UUID
    public var profileID: UUID
    public var startedAt: Date
    public var endedAt: Date?
    public var localDate: LocalDate
    public var tasksCompleted: Int
    public var activeSeconds: Int
    public var endReason: String?

    public init(
        id: UUID, profileID: UUID, startedAt: Date, endedAt: Date? = nil, localDate: LocalDate,
        tasksCompleted: Int = 0, activeSeconds: Int = 0, endReason: String? = nil
    ) {
        self.id = id
        self.profileID = profileID
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.localDate = localDate
        self.tasksCompleted = tasksCompleted
        self.activeSeconds = activeSeconds
        self.endReason = endReason
    }

    /// Sessions with at least one completed task count for range widening
    /// (docs/app.md#sessions-daily-limits-and-the-gate).
    public var isCounted: Bool { tasksCompleted >= 1 }
}

/// Active time and grants of one profile on one trusted date
/// (docs/app.md#sessions-daily-limits-and-the-gate); an aggregate, kept when attempts and sessions
/// are pruned.
public struct DailyUsage: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var trustedDate: LocalDate
    public var activeSeconds: Int
    /// "+15 Minuten heute" grants, summed.
    public var extraMinutes: Int
    /// "Heute ohne Limit".
    public var unlimitedToday: Bool
    public var locked: Bool
    public var tasksCompleted: Int
    public var firstTryCorrect: Int
    public var roundsCompleted: Int

    public init(
        profileID: UUID, trustedDate: LocalDate, activeSeconds: Int = 0, extraMinutes: Int = 0,
        unlimitedToday: Bool = false, locked: Bool = false, tasksCompleted: Int = 0, firstTryCorrect: Int = 0,
        roundsCompleted: Int = 0
    ) {
        self.profileID = profileID
        self.trustedDate = trustedDate
        self.activeSeconds = activeSeconds
        self.extraMinutes = extraMinutes
        self.unlimitedToday = unlimitedToday
        self.locked = locked
        self.tasksCompleted = tasksCompleted
        self.firstTryCorrect = firstTryCorrect
        self.roundsCompleted = roundsCompleted
    }
}

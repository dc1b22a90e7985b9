import Foundation
import ZKCore
import ZKPersistence

/// The child playing now (docs/app.md#sessions-daily-limits-and-the-gate): chosen on the profile picker; ended by a switch, the parent
/// area, five minutes in the background, ten minutes without a touch, or the lock.
struct ChildSession {
    /// Active seconds are saved under the trusted date at least this often (docs/app.md#sessions-daily-limits-and-the-gate).
    static let saveInterval = 15
    /// The trusted clock is re-anchored every this many ticker seconds (docs/app.md#the-trusted-day-clock).
    static let anchorInterval = 60
    /// Without a touch for this long, the session ends (docs/app.md#sessions-daily-limits-and-the-gate).
    static let idleEnd = 600.0
    /// In the background for this long, the session ends (docs/app.md#sessions-daily-limits-and-the-gate).
    static let backgroundEnd = 300.0

    var profile: ChildProfile
    /// The profile's position in creation order (its `S04.avatarTile` index).
    let profileIndex: Int
    var record: SessionRecord
    var tasksCompleted = 0
    /// Active seconds counted in this session.
    var activeSeconds = 0
    /// The active-time ticker.
    var meter: ActiveTimeMeter
    /// Today's usage as last read or saved, under `usage.trustedDate`.
    var usage: DailyUsage
    /// Counted seconds not saved yet.
    var unsavedSeconds = 0
    /// Ticker seconds since the clock was last re-anchored.
    var secondsSinceAnchor = 0
    var breakTimer = BreakTimer()
    /// The warning line was spoken at a round start today (docs/app.md#sessions-daily-limits-and-the-gate).
    var warningSpoken = false
    /// When the limit was reached inside a round: the round may run on until then (docs/app.md#sessions-daily-limits-and-the-gate).
    var overtimeEndsAt: Double?
    /// When the limit was reached outside a round: the current action may finish until then.
    var graceEndsAt: Double?

    init(profile: ChildProfile, profileIndex: Int, record: SessionRecord, usage: DailyUsage, time: Double) {
        self.profile = profile
        self.profileIndex = profileIndex
        self.record = record
        self.usage = usage
        self.meter = ActiveTimeMeter(startingAt: time)
    }

    /// The allowance today, counting what is not saved yet.
    var allowance: DailyAllowance {
        var current = usage
        current.activeSeconds += unsavedSeconds
        return DailyAllowance(limitMinutes: profile.dailyLimitMinutes, usage: current)
    }
}

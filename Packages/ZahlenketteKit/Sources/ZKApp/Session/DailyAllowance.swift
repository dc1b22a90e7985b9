import ZKPersistence

/// How much play a profile has today (docs/app.md#sessions-daily-limits-and-the-gate, 15.8): the parent's limit plus today's extra
/// minutes, against the active seconds counted under the trusted date. Pure value.
struct DailyAllowance: Equatable {
    /// With this little left, the setting sun shows and the warning is spoken (docs/app.md#sessions-daily-limits-and-the-gate).
    static let warningSeconds = 120
    /// A round may run on this long past the limit before it closes at a task boundary (15.8).
    static let roundOvertime = 180.0
    /// Outside a round, the current action may finish within this long (15.8).
    static let actionGrace = 30.0

    /// Minutes a day, nil for "Ohne Limit".
    let limitMinutes: Int?
    let usage: DailyUsage

    /// Seconds left today, nil without a limit.
    var remainingSeconds: Int? {
        guard let limitMinutes, !usage.unlimitedToday else { return nil }
        return (limitMinutes + usage.extraMinutes) * 60 - usage.activeSeconds
    }

    /// The setting sun shows (no digits).
    var isNearTheEnd: Bool {
        guard let remaining = remainingSeconds else { return false }
        return remaining <= DailyAllowance.warningSeconds
    }

    /// The limit is used up (or the day was already locked).
    var isUsedUp: Bool {
        usage.locked || (remainingSeconds.map { $0 <= 0 } ?? false)
    }
}

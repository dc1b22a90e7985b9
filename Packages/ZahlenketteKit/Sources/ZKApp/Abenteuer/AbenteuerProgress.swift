import ZKPersistence

/// Today's Abenteuer as the child home shows it (docs/app.md#sessions-daily-limits-and-the-gate): not started, some stops done, or
/// done for today. Read under the trusted date, so yesterday's unfinished one is simply not there.
enum AbenteuerProgress: Sendable, Equatable {
    case notStarted
    case inProgress(stopsDone: Int)
    case done

    /// The progress of today's record; nil (not planned yet today) is not started.
    init(_ record: AbenteuerRecord?) {
        guard let record else {
            self = .notStarted
            return
        }
        if record.completedAt != nil {
            self = .done
        } else if record.roundsCompleted <= 0 {
            self = .notStarted
        } else {
            self = .inProgress(stopsDone: record.roundsCompleted)
        }
    }

    /// Stops done today (all of them once the Abenteuer is done).
    func stopsDone(of stops: Int) -> Int {
        switch self {
        case .notStarted: 0
        case .inProgress(let done): min(done, stops)
        case .done: stops
        }
    }

    /// The string catalog key of the home button's label.
    var labelKey: String {
        switch self {
        case .notStarted: "home.a11y.abenteuer"
        case .inProgress: "home.a11y.abenteuer_in_progress"
        case .done: "home.a11y.abenteuer_done"
        }
    }
}

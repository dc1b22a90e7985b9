/// How the child's tasks came out against what the planner expected of them
/// (docs/engine.md#known-now, D-0189). Three records, apart: tasks shown normally and expected at
/// `knownNow` or more, the other tasks shown normally, and helped tasks. In each, every task counts
/// `1 − 1/calibrationMemoryTasks` times as much as the next task of its kind, so about the last 60
/// speak: a child's lasting lead or lag on its estimates is read from more tasks than the
/// controller's window of 20 holds, and a short run of luck moves it less.
public struct PredictionCalibration: Hashable, Codable, Sendable {
    /// Tasks shown normally and expected below `knownNow`: outcome minus expectation, summed, and
    /// how many tasks that sum holds (both decayed).
    public var learningSurprise: Double
    public var learningWeight: Double
    /// The same for tasks shown normally and expected at `knownNow` or more.
    public var knownSurprise: Double
    public var knownWeight: Double
    /// Helped tasks: the failures seen, the failures expected, and how many tasks they hold.
    public var helpedFailures: Double
    public var helpedExpectedFailures: Double
    public var helpedWeight: Double

    public init(
        learningSurprise: Double = 0, learningWeight: Double = 0, knownSurprise: Double = 0,
        knownWeight: Double = 0, helpedFailures: Double = 0, helpedExpectedFailures: Double = 0,
        helpedWeight: Double = 0
    ) {
        self.learningSurprise = learningSurprise
        self.learningWeight = learningWeight
        self.knownSurprise = knownSurprise
        self.knownWeight = knownWeight
        self.helpedFailures = helpedFailures
        self.helpedExpectedFailures = helpedExpectedFailures
        self.helpedWeight = helpedWeight
    }

    /// The record after one more task: `predicted` is what the planner expected of its first try as
    /// it was shown (the easiest form's lift included when `scaffolded`).
    public func adding(succeeded: Bool, predicted: Double, scaffolded: Bool) -> PredictionCalibration {
        let keep = 1 - 1 / EngineConstants.calibrationMemoryTasks
        let outcome = succeeded ? 1.0 : 0.0
        var next = self
        if scaffolded {
            next.helpedFailures = keep * helpedFailures + (1 - outcome)
            next.helpedExpectedFailures = keep * helpedExpectedFailures + (1 - predicted)
            next.helpedWeight = keep * helpedWeight + 1
        } else if predicted >= EngineConstants.knownNow {
            next.knownSurprise = keep * knownSurprise + (outcome - predicted)
            next.knownWeight = keep * knownWeight + 1
        } else {
            next.learningSurprise = keep * learningSurprise + (outcome - predicted)
            next.learningWeight = keep * learningWeight + 1
        }
        return next
    }

    /// True when the record could have come from tasks: every value finite, no weight below zero or
    /// above what `calibrationMemoryTasks` allows, no sum larger than the tasks it holds allow (each
    /// task adds at most 1). A damaged record is emptied by `SnapshotSanitizer` rather than planned
    /// on. The bounds leave room for rounding, so a record that played for years stays plausible.
    public var isPlausible: Bool {
        let values = [
            learningSurprise, learningWeight, knownSurprise, knownWeight, helpedFailures, helpedExpectedFailures,
            helpedWeight,
        ]
        guard values.allSatisfy(\.isFinite) else { return false }
        let slack = 1e-6
        let weightsFit = [learningWeight, knownWeight, helpedWeight].allSatisfy {
            $0 >= 0 && $0 <= EngineConstants.calibrationMemoryTasks + slack
        }
        let sumsFit =
            abs(learningSurprise) <= learningWeight + slack && abs(knownSurprise) <= knownWeight + slack
            && (-slack...helpedWeight + slack).contains(helpedFailures)
            && (-slack...helpedWeight + slack).contains(helpedExpectedFailures)
        return weightsFit && sumsFit
    }

    /// How much more often the child succeeded than expected on tasks shown normally — those
    /// expected at `knownNow` or more (`known`) or below it: the summed difference over the tasks'
    /// weight plus `biasShrinkTasks`, so a few tasks correct little (D-0120).
    public func bias(known: Bool) -> Double {
        known
            ? knownSurprise / (knownWeight + EngineConstants.biasShrinkTasks)
            : learningSurprise / (learningWeight + EngineConstants.biasShrinkTasks)
    }

    /// How many times as often the child failed helped tasks as expected: failures seen over failures
    /// expected, both with `biasShrinkTasks` tasks' worth of failures at the expected rate added, so
    /// a few tasks correct little; 1 without helped tasks. A ratio and not a difference: when the
    /// easiest form helps a child less than assumed, the shortfall is largest on the cells the child
    /// is furthest from, and a ratio of failures follows it (D-0139).
    public func scaffoldedFailureRatio() -> Double {
        guard helpedWeight > 0, helpedExpectedFailures > 0 else { return 1 }
        let prior = EngineConstants.biasShrinkTasks * helpedExpectedFailures / helpedWeight
        return (helpedFailures + prior) / (helpedExpectedFailures + prior)
    }
}

import ZKCore

/// Range widening, narrowing, caps and the parent override (docs/engine.md#range, spec 9.8).
public enum RangeRules {
    /// Evaluates W1–W6 for the snapshot's current stage.
    public static func check(_ snapshot: LearnerSnapshot, trainable: Set<Skill>) -> WideningCheck {
        let range = snapshot.range
        let cells = ApplicableCells.cells(skills: trainable, level: snapshot.level, stage: range.effectiveStage)
        var evidenced = 0
        var mastered = 0
        var difficult = 0
        var skills: Set<Skill> = []
        for key in cells {
            let cell = snapshot.cell(key)
            if cell.status == .difficult { difficult += 1 }
            guard cell.evidence >= EngineConstants.w1Evidence else { continue }
            evidenced += 1
            skills.insert(key.skill)
            if cell.status == .mastered { mastered += 1 }
        }
        let w1 =
            !cells.isEmpty && Double(evidenced) >= EngineConstants.w1CellShare * Double(cells.count)
            && skills.count >= EngineConstants.w1Skills
        let w2 = evidenced > 0 && Double(mastered) >= EngineConstants.w2MasteredShare * Double(evidenced)
        let w3 = difficult <= EngineConstants.w3MaxDifficult
        let w4 = range.sessionsAtStage >= EngineConstants.w4Sessions && range.daysAtStage >= EngineConstants.w4Days
        let probes = range.probes.suffix(EngineConstants.w5ProbeWindow)
        let w5 = probes.filter { $0 }.count >= EngineConstants.w5ProbeSuccesses
        return WideningCheck(
            w1Evidence: w1, w2Mastered: w2, w3Difficult: w3, w4Sessions: w4, w5Probes: w5,
            w6Delay: delayHolds(range, today: snapshot.today))
    }

    /// W6: ≥ 7 days and 3 sessions since the last narrowing (14 days after the second).
    public static func delayHolds(_ range: RangeState, today: LocalDate) -> Bool {
        guard range.narrowings > 0, let narrowedOn = range.lastNarrowedOn else { return true }
        let days = range.narrowings >= 2 ? EngineConstants.w6DaysAfterSecond : EngineConstants.w6DaysAfterFirst
        return today.days(since: narrowedOn) >= days && range.sessionsSinceNarrowing >= EngineConstants.w6Sessions
    }

    /// Narrowing: in sessions 3–10 at a new stage, the last 12 primary tasks on the added numbers
    /// are below 0.50 first-try.
    public static func shouldNarrow(_ range: RangeState) -> Bool {
        guard range.previousStage != nil, EngineConstants.narrowingSessions.contains(range.sessionsAtStage),
            range.addedNumbersWindow.count >= EngineConstants.narrowingWindow
        else { return false }
        let window = range.addedNumbersWindow.suffix(EngineConstants.narrowingWindow)
        let rate = Double(window.filter { $0 }.count) / Double(window.count)
        return rate < EngineConstants.narrowingRate
    }

    /// Runs the rules at a round's last task, at most once a day; returns the new state and event.
    public static func evaluate(_ snapshot: LearnerSnapshot, trainable: Set<Skill>) -> (RangeState, RangeEvent?) {
        var range = snapshot.range
        guard range.lastCheckOn != snapshot.today else { return (range, nil) }
        range.lastCheckOn = snapshot.today
        let check = self.check(snapshot, trainable: trainable)
        if range.parentOverride != nil {
            return (range, check.readyIgnoringDelay ? .readyForNext(range.effectiveStage) : nil)
        }
        let level = snapshot.level
        if shouldNarrow(range), let lower = range.stage.previous, lower >= level.rangeFloor {
            let from = range.stage
            range = entered(range, stage: lower, previous: nil)
            range.narrowings += 1
            range.lastNarrowedOn = snapshot.today
            range.sessionsSinceNarrowing = 0
            return (range, .narrowed(from: from, to: lower))
        }
        if check.allHold, let higher = range.stage.next, higher <= level.rangeCap {
            let from = range.stage
            range = entered(range, stage: higher, previous: from)
            return (range, .widened(from: from, to: higher))
        }
        return (range, nil)
    }

    /// The state on entering a stage: stage counters, probes and the narrowing window start over.
    static func entered(_ range: RangeState, stage: RangeStage, previous: RangeStage?) -> RangeState {
        var next = range
        next.stage = stage
        next.previousStage = previous
        next.sessionsAtStage = 0
        next.daysAtStage = 0
        next.probes = []
        next.addedNumbersWindow = []
        return next
    }
}

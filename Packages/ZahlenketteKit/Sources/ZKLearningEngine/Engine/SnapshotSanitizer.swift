import ZKCore

/// Repairs a damaged snapshot instead of trapping (D-0107): values are clamped, impossible entries
/// dropped, and each repair is reported as an `EngineIssue`.
public enum SnapshotSanitizer {
    public static func sanitize(
        _ snapshot: LearnerSnapshot, catalog: some GameCatalog
    ) -> (
        LearnerSnapshot, [EngineIssue]
    ) {
        var result = snapshot
        var issues: [EngineIssue] = []
        sanitizeRange(&result, &issues)
        var repaired: [CellKey: CellState]?
        // Runs before every task and round over every cell: the due-date bound is worked out once,
        // and a cell is copied only when it needs a repair.
        let latestDue = snapshot.today.adding(days: EngineConstants.maximumDueAhead)
        for (key, cell) in snapshot.cells {
            guard ApplicableCells.isApplicable(key, level: snapshot.level) else {
                let kind: EngineIssue.Kind =
                    EngineConstants.numberDomain.contains(key.number) ? .cellNotApplicable : .numberOutOfDomain
                issues.append(EngineIssue(kind, "cell \(key) dropped"))
                if repaired == nil { repaired = snapshot.cells }
                repaired?[key] = nil
                continue
            }
            if let fixed = sanitizeCell(cell, key: key, today: snapshot.today, latestDue: latestDue, issues: &issues) {
                if repaired == nil { repaired = snapshot.cells }
                repaired?[key] = fixed
            }
        }
        if let repaired { result.cells = repaired }
        for game in snapshot.games.keys where catalog.descriptor(for: game) == nil {
            issues.append(EngineIssue(.unknownGame, "progress of \(game.rawValue) ignored"))
            result.games[game] = nil
        }
        for number in snapshot.numbers.keys where !EngineConstants.numberDomain.contains(number) {
            issues.append(EngineIssue(.numberOutOfDomain, "counter of \(number) dropped"))
            result.numbers[number] = nil
        }
        let outside = snapshot.friends.filter { !EngineConstants.numberDomain.contains($0) }
        if !outside.isEmpty {
            issues.append(EngineIssue(.numberOutOfDomain, "friends \(outside.sorted()) ignored"))
            result.friends.subtract(outside)
        }
        if result.controller.window.count > EngineConstants.controllerWindow {
            issues.append(EngineIssue(.windowTooLong, "controller window trimmed"))
            result.controller.window = Array(result.controller.window.suffix(EngineConstants.controllerWindow))
        }
        if !snapshot.controller.calibration.isPlausible {
            issues.append(EngineIssue(.counterOutOfRange, "calibration record emptied"))
            result.controller.calibration = PredictionCalibration()
        }
        let reentry = min(max(snapshot.reentryRoundsLeft, 0), EngineConstants.reentryRounds)
        if reentry != snapshot.reentryRoundsLeft {
            issues.append(EngineIssue(.counterOutOfRange, "re-entry rounds \(snapshot.reentryRoundsLeft) → \(reentry)"))
            result.reentryRoundsLeft = reentry
        }
        if snapshot.stretch.countedTasks < 0 || snapshot.stretch.stretchTasksCompleted < 0 {
            issues.append(EngineIssue(.counterOutOfRange, "negative stretch counters reset"))
            result.stretch = StretchCounters(
                countedTasks: max(0, snapshot.stretch.countedTasks),
                stretchTasksCompleted: max(0, snapshot.stretch.stretchTasksCompleted))
        }
        return (result, issues)
    }

    private static func sanitizeRange(_ snapshot: inout LearnerSnapshot, _ issues: inout [EngineIssue]) {
        let level = snapshot.level
        let clamped = level.clamp(snapshot.range.stage)
        if clamped != snapshot.range.stage {
            issues.append(EngineIssue(.stageOutsideLevel, "stage \(snapshot.range.stage) → \(clamped) for \(level)"))
            snapshot.range = RangeRules.entered(snapshot.range, stage: clamped, previous: nil)
        }
        if let override = snapshot.range.parentOverride, level.clamp(override) != override {
            issues.append(EngineIssue(.stageOutsideLevel, "override \(override) → \(level.clamp(override))"))
            snapshot.range.parentOverride = level.clamp(override)
        }
    }

    /// The repaired cell, or nil when `cell` needs no repair. The checks come first so a sound cell —
    /// nearly every cell, every time — is not copied.
    private static func sanitizeCell(
        _ cell: CellState, key: CellKey, today: LocalDate, latestDue: LocalDate, issues: inout [EngineIssue]
    ) -> CellState? {
        let masteryOff = !(0...1).contains(cell.mastery)
        let evidenceOff = !(cell.evidence >= 0) || !cell.evidence.isFinite
        let estimateOff = !(0...1).contains(cell.successEstimate)
        let countersOff = cell.firstTrySuccesses < 0 || cell.firstTryDays < 0
        let boxes = EngineConstants.leitnerFirstBox...EngineConstants.leitnerLastBox
        let boxOff = cell.box.map { !boxes.contains($0) } ?? false
        let dueOff = cell.dueOn.map { $0 > latestDue } ?? false
        let dueMissing = cell.box != nil && cell.dueOn == nil
        guard masteryOff || evidenceOff || estimateOff || countersOff || boxOff || dueOff || dueMissing else {
            return nil
        }
        var fixed = cell
        if masteryOff {
            fixed.mastery = unitInterval(cell.mastery, notANumber: 0)
            issues.append(EngineIssue(.masteryOutOfRange, "\(key) mastery \(cell.mastery) → \(fixed.mastery)"))
        }
        if evidenceOff {
            fixed.evidence = 0
            issues.append(EngineIssue(.evidenceOutOfRange, "\(key) evidence \(cell.evidence) → 0"))
        }
        if estimateOff {
            // Not a number (a bug elsewhere, or a damaged store) would poison every plan on the cell
            // and could not be written back: it starts again from the prior.
            fixed.successEstimate = unitInterval(cell.successEstimate, notANumber: EngineConstants.successEstimatePrior)
            issues.append(
                EngineIssue(.estimateOutOfRange, "\(key) estimate \(cell.successEstimate) → \(fixed.successEstimate)"))
        }
        if countersOff {
            fixed.firstTrySuccesses = max(0, cell.firstTrySuccesses)
            fixed.firstTryDays = max(0, cell.firstTryDays)
            issues.append(EngineIssue(.counterOutOfRange, "\(key) negative first-try counters reset"))
        }
        if boxOff, let box = cell.box {
            let newBox = min(max(box, boxes.lowerBound), boxes.upperBound)
            fixed.box = newBox
            fixed.dueOn = today.adding(days: Leitner.interval(ofBox: newBox))
            issues.append(EngineIssue(.boxOutOfRange, "\(key) box \(box) → \(newBox)"))
        }
        if let due = fixed.dueOn, due > latestDue {
            let newDue = today.adding(days: Leitner.interval(ofBox: fixed.box ?? EngineConstants.leitnerFirstBox))
            issues.append(EngineIssue(.dueDateTooFar, "\(key) due \(due) → \(newDue)"))
            fixed.dueOn = newDue
        }
        if fixed.box != nil, fixed.dueOn == nil {
            fixed.dueOn = today
        }
        fixed.status = MasteryModel.status(for: fixed)
        return fixed
    }

    /// `value` clamped to 0…1; `notANumber` when it is NaN.
    private static func unitInterval(_ value: Double, notANumber: Double) -> Double {
        value.isNaN ? notANumber : min(1, max(0, value))
    }
}

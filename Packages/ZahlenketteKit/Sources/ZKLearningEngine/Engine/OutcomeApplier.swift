import Foundation
import ZKCore

/// Applies one completed task to a snapshot (docs/engine.md#learning-from-a-task, spec 9.2, 9.5–9.8, 9.15, 9.17 counters).
enum OutcomeApplier {
    static func apply(
        _ outcome: TaskOutcomeInput, to state: LearnerSnapshot, at now: Date, catalog: some GameCatalog,
        options: EngineOptions
    ) -> LearnerUpdate {
        var (snapshot, issues) = SnapshotSanitizer.sanitize(state, catalog: catalog)
        let today = outcome.localDate
        let startingStep = snapshot.currentStep(of: outcome.gameID, skill: outcome.task.skill)
        if outcome.isReentry, snapshot.reentryRoundsLeft == 0, let last = snapshot.lastTaskOn,
            today.days(since: last) >= EngineConstants.reentryGapDays
        {
            snapshot.reentryRoundsLeft = EngineConstants.reentryRounds
            snapshot.controller = ControllerState()
        }
        snapshot.today = today
        let isStretch = outcome.task.bucket == .stretch
        let primary = snapshot.cell(CellKey(skill: outcome.task.skill, number: outcome.task.number))
        let predicted = SuccessPrediction.task(primary, scaffolded: outcome.task.scaffolded, on: today)
        let guess = catalog.guessChance(
            for: outcome.gameID, step: outcome.task.step, level: snapshot.level, scaffolded: outcome.task.scaffolded)
        let changes = applyCredits(outcome, guessChance: min(1, max(0, guess)), to: &snapshot, issues: &issues)
        // The 10 % stretch allowance grows only with tasks played while the child is not below the
        // round target: a child working to stay in the band saves up no stretch for later (D-0146).
        if isStretch || !options.usesController || SuccessRateController.allowsStretch(snapshot.controller) {
            snapshot.stretch.countedTasks += 1
        }
        if isStretch { snapshot.stretch.stretchTasksCompleted += 1 }
        let firstTry = outcome.result == .firstTry
        if !isStretch, options.usesController {
            snapshot.controller = SuccessRateController.record(
                firstTry, predicted: predicted, scaffolded: outcome.task.scaffolded, into: snapshot.controller)
        }
        countSession(outcome, in: &snapshot.range)
        recordRangeEvidence(outcome, isStretch: isStretch, in: &snapshot.range)

        var stepChange: StepChange?
        var rangeEvent: RangeEvent?
        if catalog.descriptor(for: outcome.gameID) != nil {
            let game = snapshot.games[outcome.gameID] ?? GameProgressState(step: startingStep)
            var next = DifficultyStepper.record(
                outcome.result, isStretch: isStretch,
                scaffolded: outcome.task.scaffolded || outcome.task.step < startingStep,
                cell: CellKey(skill: outcome.task.skill, number: outcome.task.number), into: game, on: today)
            if outcome.isLastTaskOfRound {
                next = DifficultyStepper.endRound(
                    next, controller: snapshot.controller.mode, paused: outcome.isReentry)
                if next.step != game.step {
                    stepChange = StepChange(gameID: outcome.gameID, from: game.step, to: next.step)
                }
            }
            snapshot.games[outcome.gameID] = next
        } else {
            issues.append(EngineIssue(.unknownGame, "\(outcome.gameID.rawValue) is not in the catalog; no stepping"))
        }
        if outcome.isLastTaskOfRound {
            if outcome.isReentry, snapshot.reentryRoundsLeft > 0 {
                snapshot.reentryRoundsLeft -= 1
            } else if !outcome.isReentry {
                let trainable = ApplicableCells.trainableSkills(available: snapshot.availableGames, catalog: catalog)
                let (range, event) = RangeRules.evaluate(snapshot, trainable: trainable)
                snapshot.range = range
                rangeEvent = event
            }
        }
        snapshot.lastTaskAt = now
        snapshot.lastTaskOn = today
        return LearnerUpdate(
            snapshot: snapshot, changedCells: changes, stepChange: stepChange, controllerMode: snapshot.controller.mode,
            rangeEvent: rangeEvent, reentryRoundsLeft: snapshot.reentryRoundsLeft, issues: issues)
    }

    private static func applyCredits(
        _ outcome: TaskOutcomeInput, guessChance: Double, to snapshot: inout LearnerSnapshot,
        issues: inout [EngineIssue]
    ) -> [CellChange] {
        let today = outcome.localDate
        let protect = outcome.task.bucket == .stretch || outcome.isReentry
        var changes: [CellChange] = []
        for credit in outcome.credits {
            let key = CellKey(skill: credit.skill, number: credit.number)
            guard ApplicableCells.isApplicable(key, level: snapshot.level) else {
                issues.append(EngineIssue(.creditIgnored, "credit on \(key) is not applicable"))
                continue
            }
            guard credit.weight > 0, credit.weight.isFinite else {
                issues.append(EngineIssue(.creditIgnored, "credit on \(key) has weight \(credit.weight)"))
                continue
            }
            let weight = min(credit.weight, EngineConstants.primaryWeight)
            let before = snapshot.cell(key)
            var after = MasteryModel.credit(
                before, result: outcome.result, weight: weight, isPrimary: credit.isPrimary, protectLosses: protect,
                scaffolded: outcome.task.scaffolded, guessChance: guessChance, on: today)
            if credit.isPrimary {
                after = Leitner.schedule(after, result: outcome.result, scaffolded: outcome.task.scaffolded, on: today)
                var counter = snapshot.numbers[credit.number] ?? NumberCounter()
                counter.primaryTasks += 1
                if outcome.result == .firstTry { counter.firstTrySuccesses += 1 }
                if counter.lastDay != today { counter.days += 1 }
                counter.lastDay = today
                snapshot.numbers[credit.number] = counter
            }
            snapshot.cells[key] = after
            changes.append(CellChange(cell: key, before: before, after: after))
        }
        return changes
    }

    private static func countSession(_ outcome: TaskOutcomeInput, in range: inout RangeState) {
        guard range.lastSessionID != outcome.sessionID else { return }
        range.lastSessionID = outcome.sessionID
        range.sessionsAtStage += 1
        range.sessionsSinceNarrowing += 1
        if range.lastSessionDay != outcome.localDate { range.daysAtStage += 1 }
        range.lastSessionDay = outcome.localDate
    }

    private static func recordRangeEvidence(_ outcome: TaskOutcomeInput, isStretch: Bool, in range: inout RangeState) {
        let firstTry = outcome.result == .firstTry
        if outcome.task.reason == .stretchNumber, outcome.task.number > range.stage.maxNumber {
            range.probes.append(firstTry)
            if range.probes.count > EngineConstants.w5ProbeWindow {
                range.probes.removeFirst(range.probes.count - EngineConstants.w5ProbeWindow)
            }
        }
        if let previous = range.previousStage, !isStretch, outcome.task.number > previous.maxNumber {
            range.addedNumbersWindow.append(firstTry)
            if range.addedNumbersWindow.count > EngineConstants.narrowingWindow {
                range.addedNumbersWindow.removeFirst(range.addedNumbersWindow.count - EngineConstants.narrowingWindow)
            }
        }
    }
}

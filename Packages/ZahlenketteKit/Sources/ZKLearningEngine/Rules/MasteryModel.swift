import ZKCore

/// The mastery update and status rules (docs/engine.md#learning-from-a-task, spec 9.2).
public enum MasteryModel {
    /// m ← m + rate·w·(t − m); a loss is multiplied by `protectedLossFactor` when `protectLosses`.
    public static func updatedMastery(
        _ mastery: Double, result: TaskResultKind, weight: Double, protectLosses: Bool
    )
        -> Double
    {
        var delta = EngineConstants.masteryRate * weight * (result.target - mastery)
        if delta < 0, protectLosses { delta *= EngineConstants.protectedLossFactor }
        return min(1, max(0, mastery + delta))
    }

    /// D-0131: a first-try success among k tiles is partly explained by chance 1/k; it counts with
    /// the share of the success that chance does not explain, (1 − g), as in knowledge tracing's
    /// guess parameter. A miss is not discounted: chance does not explain it.
    public static func guessDiscount(_ guessChance: Double) -> Double {
        1 - min(max(guessChance, 0), 1)
    }

    /// The status after an update, with the hysteresis of 9.2.
    public static func status(for cell: CellState) -> CellStatus {
        if cell.status == .mastered, cell.mastery >= EngineConstants.masteredExit { return .mastered }
        if cell.mastery >= EngineConstants.masteredEnter, cell.firstTrySuccesses >= EngineConstants.masteredFirstTries,
            cell.firstTryDays >= EngineConstants.masteredDays
        {
            return .mastered
        }
        if cell.status == .difficult, cell.mastery < EngineConstants.difficultExit { return .difficult }
        if cell.evidence >= EngineConstants.difficultEvidence, cell.mastery < EngineConstants.difficultEnter {
            return .difficult
        }
        if cell.evidence <= 0 { return .new }
        return .learning
    }

    /// One credit applied to a cell: mastery, evidence, first-try counters and status. A scaffolded
    /// task counts with `scaffoldedCreditFactor` of its weight and does not count towards the
    /// first-try successes of mastered (D-0118). The first-try estimate moves from what was predicted
    /// for this task (D-0119). A first-try success moves mastery with `guessDiscount(guessChance)` of
    /// its weight, the chance of guessing among the tiles the child saw (D-0131).
    public static func credit(
        _ cell: CellState, result: TaskResultKind, weight: Double, isPrimary: Bool, protectLosses: Bool,
        scaffolded: Bool = false, guessChance: Double = 0, on today: LocalDate
    ) -> CellState {
        var next = cell
        let weight = scaffolded ? weight * EngineConstants.scaffoldedCreditFactor : weight
        let moved = result == .firstTry ? weight * guessDiscount(guessChance) : weight
        next.mastery = updatedMastery(cell.mastery, result: result, weight: moved, protectLosses: protectLosses)
        next.evidence = cell.evidence + weight
        if isPrimary {
            next.successEstimate = SuccessPrediction.updated(
                cell, succeeded: result == .firstTry, scaffolded: scaffolded, on: today)
            next.lastPracticedOn = today
            next.previousAttempt =
                result != .firstTry ? .missed : scaffolded ? .succeededScaffolded : .succeeded
            if result == .firstTry, !scaffolded {
                next.firstTrySuccesses += 1
                if next.lastFirstTryOn != today { next.firstTryDays += 1 }
                next.lastFirstTryOn = today
            }
        }
        next.status = status(for: next)
        return next
    }
}

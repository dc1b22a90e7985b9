import ZKCore

/// The mastery update and status rules (engine 9.2).
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

    /// One credit applied to a cell: mastery, evidence, first-try counters and status.
    public static func credit(
        _ cell: CellState, result: TaskResultKind, weight: Double, isPrimary: Bool, protectLosses: Bool,
        on today: LocalDate
    ) -> CellState {
        var next = cell
        next.mastery = updatedMastery(cell.mastery, result: result, weight: weight, protectLosses: protectLosses)
        next.evidence = cell.evidence + weight
        if isPrimary {
            let flag = result == .firstTry ? 1.0 : 0.0
            next.successEstimate += EngineConstants.successEstimateRate * (flag - cell.successEstimate)
            next.lastPracticedOn = today
            if result == .firstTry {
                next.firstTrySuccesses += 1
                if next.lastFirstTryOn != today { next.firstTryDays += 1 }
                next.lastFirstTryOn = today
            }
        }
        next.status = status(for: next)
        return next
    }
}

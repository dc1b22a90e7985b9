import Foundation
import ZKCore

/// What the planner expects of a task's first try (D-0119): the cell's first-try estimate, faded
/// with the days since the cell was last practised, and lifted when the task is scaffolded.
public enum SuccessPrediction {
    /// The expected first-try chance on `cell` shown normally today. Between practice days the
    /// estimate fades towards `recallFloor` with a half-life of `recallHalfLifePerInterval` times
    /// the cell's Leitner interval, so a cell is still about 90 % as sure on its due date.
    public static func firstTry(_ cell: CellState, on today: LocalDate) -> Double {
        let estimate = cell.successEstimate
        guard let last = cell.lastPracticedOn, estimate > EngineConstants.recallFloor else { return estimate }
        let gap = today.days(since: last)
        guard gap > 0 else { return estimate }
        let interval = Double(Leitner.interval(ofBox: cell.box ?? EngineConstants.leitnerFirstBox))
        let kept = pow(2, -Double(gap) / (interval * EngineConstants.recallHalfLifePerInterval))
        return EngineConstants.recallFloor + (estimate - EngineConstants.recallFloor) * kept
    }

    /// The expected first-try chance of a task on `cell`, as planned.
    public static func task(_ cell: CellState, scaffolded isScaffolded: Bool, on today: LocalDate) -> Double {
        let chance = firstTry(cell, on: today)
        return isScaffolded ? scaffolded(chance) : chance
    }

    /// The estimate after a primary first try: the prediction for the task moves
    /// `successEstimateRate` towards the flag. A scaffolded task's surprise is read back through the
    /// lift, which passes only `1 − scaffoldLift` of any change of the normal form: the estimate moves
    /// that much less.
    public static func updated(_ cell: CellState, succeeded: Bool, scaffolded: Bool, on today: LocalDate) -> Double {
        let before = firstTry(cell, on: today)
        let flag = succeeded ? 1.0 : 0.0
        let rate = EngineConstants.successEstimateRate
        guard scaffolded else { return before + rate * (flag - before) }
        let error = flag - self.scaffolded(before)
        return min(1, max(0, before + rate * error * (1 - EngineConstants.scaffoldLift)))
    }

    /// The expected first-try chance of the same task scaffolded: the easiest form is assumed to
    /// remove `scaffoldLift` of the chance to fail. The controller's feedback corrects the assumption.
    public static func scaffolded(_ chance: Double) -> Double {
        1 - (1 - chance) * (1 - EngineConstants.scaffoldLift)
    }
}

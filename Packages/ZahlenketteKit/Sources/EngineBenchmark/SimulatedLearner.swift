import ZKCore
import ZKLearningEngine

/// A simulated child: answers tasks from a hidden state and learns from them. The policies never
/// see this state; the benchmark reads it only to decide true mastery.
protocol SimulatedLearner {
    /// The probability that attempt 1 is correct, without hints.
    func firstTryProbability(_ cell: CellKey, step: DifficultyStep) -> Double
    /// Learning from one task on `cell` (primary) with `result`.
    mutating func practise(_ cell: CellKey, step: DifficultyStep, result: TaskResultKind, rng: inout SplitMix64)
    /// True mastery: the child reliably knows the cell.
    func hasMastered(_ cell: CellKey) -> Bool
}

extension SimulatedLearner {
    /// Plays one task: attempt 1, then a hinted retry, else the solution is shown.
    mutating func answer(_ cell: CellKey, step: DifficultyStep, rng: inout SplitMix64) -> TaskResultKind {
        let first = firstTryProbability(cell, step: step)
        let result: TaskResultKind
        if rng.nextUnitDouble() < first {
            result = .firstTry
        } else if rng.nextUnitDouble() < min(1, first + LearnerConstants.hintLift) {
            result = .afterRetry
        } else {
            result = .solutionShown
        }
        practise(cell, step: step, result: result, rng: &rng)
        return result
    }
}

/// Shared learner parameters, fixed before the first benchmark run and never tuned afterwards.
enum LearnerConstants {
    /// A hint (H1/H2) raises the chance of a correct second attempt by this much.
    static let hintLift = 0.35
    /// Guessing gets harder with more tiles and less structure at steps 2 and 3.
    static let guessFactor: [Double] = [1.0, 0.85, 0.7]
    /// Slips get likelier at harder steps.
    static let slipFactor: [Double] = [1.0, 1.5, 2.0]
    /// Logistic learners: each step is this much harder in logits.
    static let stepLogit = 0.5
}

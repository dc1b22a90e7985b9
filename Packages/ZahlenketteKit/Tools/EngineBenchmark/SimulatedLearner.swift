import Foundation
import ZKCore
import ZKLearningEngine

/// A simulated child: answers tasks from a hidden state and learns from them. The engine and the
/// baselines never see this state; the oracle and the benchmark's measures read it.
protocol SimulatedLearner {
    /// The probability that attempt 1 is correct, without hints, on day `day` (days since the start).
    func firstTryProbability(_ cell: CellKey, _ presentation: Presentation, day: Int) -> Double
    /// Plays one task and learns from it.
    mutating func answer(
        _ cell: CellKey, _ presentation: Presentation, day: Int, rng: inout SplitMix64
    ) -> TaskResultKind
    /// True mastery on `day`: the child reliably knows the cell.
    func hasMastered(_ cell: CellKey, day: Int) -> Bool
}

extension SimulatedLearner {
    /// Attempt 1 with `first`, then a hinted retry (`hintLift` more likely), else the solution is shown.
    static func attempt(first: Double, rng: inout SplitMix64) -> TaskResultKind {
        if rng.nextUnitDouble() < first { return .firstTry }
        if rng.nextUnitDouble() < min(1, first + LearnerConstants.hintLift) { return .afterRetry }
        return .solutionShown
    }
}

/// Shared learner parameters, fixed before the benchmark was run and never tuned afterwards
/// (issue 3 for the first block, issue 11 for the scaffold block).
enum LearnerConstants {
    /// A hint (H1/H2) raises the chance of a correct second attempt by this much.
    static let hintLift = 0.35
    /// BKT and logistic learners: guessing gets harder with more tiles and less structure at steps 2 and 3.
    static let guessFactor: [Double] = [1.0, 0.85, 0.7]
    /// Slips get likelier at harder steps.
    static let slipFactor: [Double] = [1.0, 1.5, 2.0]
    /// Logistic learners: each step is this much harder in logits.
    static let stepLogit = 0.5
    /// What the easiest form does for the children of the current pass (`HelpEffect`): the default
    /// from the environment, the `.harsh` pass's children helped less (docs/engine.md#evidence).
    @TaskLocal static var help = HelpEffect.fromEnvironment
    /// Scaffolded tasks (issue 11): counting along and the structured display remove this share of
    /// the remaining chance to fail at step 1 with the tiles of step 1.
    static var scaffoldLift: Double { help.lift }
    /// Scaffolded tasks teach this share of what the same task teaches unscaffolded.
    static var scaffoldTeaching: Double { help.teaching }

    /// How much a scaffolded task the child answers right on the first try grows a forgetting
    /// learner's memory, as a share of an unaided success (`GradedLearner`). Fixed at 0.3, what a
    /// failed or scaffolded review grows it; `ENGINE_BENCH_SCAFFOLD_CONSOLIDATION` sets another share,
    /// to measure how much the retention figures rest on that assumption (D-0140).
    static let scaffoldConsolidation =
        ProcessInfo.processInfo.environment["ENGINE_BENCH_SCAFFOLD_CONSOLIDATION"].flatMap { Double($0) } ?? 0.3

    /// Robustness of the forgetting learners (`GradedLearner`): other children than the ones the
    /// engine was tuned on. `ENGINE_BENCH_LEARN_SCALE` multiplies every child's learning rate,
    /// `ENGINE_BENCH_FORGET_SCALE` divides every memory's stability (2: forgets twice as fast),
    /// `ENGINE_BENCH_SLIP_SCALE` multiplies the slip chance and `ENGINE_BENCH_STEEPNESS` sets how
    /// sharply the chance to solve rises with strength (5 by default; lower: more graded).
    static let learnScale = environmentValue("ENGINE_BENCH_LEARN_SCALE") ?? 1
    static let forgetScale = environmentValue("ENGINE_BENCH_FORGET_SCALE") ?? 1
    static let slipScale = environmentValue("ENGINE_BENCH_SLIP_SCALE") ?? 1
    static let steepness = environmentValue("ENGINE_BENCH_STEEPNESS") ?? 5

    private static func environmentValue(_ name: String) -> Double? {
        ProcessInfo.processInfo.environment[name].flatMap { Double($0) }
    }

    /// The first-try chance of a scaffolded task, from the step-1 chance with the tiles of step 1.
    static func scaffolded(_ probability: Double) -> Double {
        1 - (1 - probability) * (1 - scaffoldLift)
    }
}

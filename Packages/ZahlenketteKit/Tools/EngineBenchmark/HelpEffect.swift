import Foundation

/// What the easiest form (a scaffolded task) does for a simulated child (issue 11, issue 36).
struct HelpEffect: Sendable {
    /// The share of the remaining chance to fail that counting along and the structured display
    /// remove, at step 1 with the tiles of step 1.
    let lift: Double
    /// The share of what the same task teaches unscaffolded. 1 by default: guided practice is not
    /// worse for a child who does not yet know the number; what it lacks is retrieval practice,
    /// which only the forgetting learners model (`GradedLearner`).
    let teaching: Double

    /// The default children: lift 0.3 and full teaching, or `ENGINE_BENCH_SCAFFOLD_LIFT` and
    /// `ENGINE_BENCH_SCAFFOLD_TEACHING` to test children whom the easiest form helps less (or more).
    static let fromEnvironment = HelpEffect(
        lift: ProcessInfo.processInfo.environment["ENGINE_BENCH_SCAFFOLD_LIFT"].flatMap { Double($0) } ?? 0.3,
        teaching: ProcessInfo.processInfo.environment["ENGINE_BENCH_SCAFFOLD_TEACHING"].flatMap { Double($0) } ?? 1.0)

    /// The `.harsh` lines of the default report (issue 36): help that lifts 0.15 and teaches half,
    /// the children on which the second pass fell out of its band.
    static let harsh = HelpEffect(lift: 0.15, teaching: 0.5)
}

import ZKCore
import ZKLearningEngine

/// The policies the benchmark compares: the engine, its ablations, fixed and random baselines, and
/// oracles that read the child's hidden state (issue 11, D-0134; the help-rule teacher, issue 36),
/// and the observer teacher, which does not (issue 36, D-0168).
enum PolicyKind: String, CaseIterable, Sendable {
    case engine
    case leitnerOnly = "leitner_only"
    case noController = "no_controller"
    case noStretch = "no_stretch"
    case noFocusWeights = "no_focus_weights"
    case noScaffolding = "no_scaffolding"
    case noInterspersal = "no_interspersal"
    case knownAtGameStep = "known_at_game_step"
    /// The engine planning on the child's true chances for every number it has practised (D-0177);
    /// opt-in, see `standard`.
    case engineTrueBelief = "engine_true_belief"
    case fixed
    case random
    case oracle
    case oracleTeacher = "oracle_teacher"
    case oracleTeacherUnbanded = "oracle_teacher_unbanded"
    /// The oracle teacher that may help only as the engine does (issue 36).
    case oracleTeacherHelpRule = "oracle_teacher_help_rule"
    /// The band-holding oracle teacher bound to the specification's widening rules (D-0175).
    case oracleTeacherWidening = "oracle_teacher_widening"
    /// The help-rule teacher bound to the widening rules as well: the best the engine's two rules
    /// allow a teacher who knows the child (D-0184); opt-in, see `standard`.
    case oracleTeacherHelpRuleWidening = "oracle_teacher_help_rule_widening"
    /// The help-rule teacher on a belief built from outcomes only (issue 36); opt-in, see `standard`.
    case observerTeacher = "observer_teacher"
    /// The observer teacher choosing each round before it is played, as the engine does (D-0171).
    case observerTeacherRounds = "observer_teacher_rounds"
    /// The round-planning observer bound to the specification's widening rules as well, as the
    /// engine is: the fair bound where children widen (D-0193); opt-in, see `standard`.
    case observerTeacherRoundsWidening = "observer_teacher_rounds_widening"
    /// The round-planning observer's rule on the engine's own belief (D-0179); opt-in, see `standard`.
    case beliefTeacher = "engine_belief_teacher"

    /// The policies of the default run: all but the observer teachers, which play only when named
    /// in `ENGINE_BENCH_POLICIES` (their particle filter costs more than the rest of a population's
    /// policies together; docs/engine.md#evidence), and the widening-bound oracle teacher, which
    /// differs from the oracle teacher only where children widen and plays only when named (as does
    /// its help-rule twin).
    /// The engine on true chances and the observer's rule on the engine's belief are diagnoses
    /// (D-0177, D-0179), not figures of issue 36: they play only when named as well.
    static var standard: [PolicyKind] {
        allCases.filter {
            !$0.isObserver
                && ![.oracleTeacherWidening, .oracleTeacherHelpRuleWidening, .engineTrueBelief, .beliefTeacher]
                    .contains($0)
        }
    }

    /// The teachers that see only outcomes.
    var isObserver: Bool { [.observerTeacher, .observerTeacherRounds, .observerTeacherRoundsWidening].contains(self) }

    /// The engine's options, nil for a baseline.
    var engineOptions: EngineOptions? {
        switch self {
        case .engine, .engineTrueBelief: .standard
        case .leitnerOnly: .leitnerOnly
        case .noController: EngineOptions(usesController: false)
        case .noStretch: EngineOptions(usesStretch: false)
        case .noFocusWeights: EngineOptions(usesFocusWeights: false)
        case .noScaffolding: EngineOptions(usesScaffolding: false)
        case .noInterspersal: EngineOptions(intersperses: false)
        case .knownAtGameStep: EngineOptions(easesKnownNumbers: false)
        case .fixed, .random, .oracle, .oracleTeacher, .oracleTeacherUnbanded, .oracleTeacherHelpRule,
            .oracleTeacherWidening, .oracleTeacherHelpRuleWidening,
            .observerTeacher, .observerTeacherRounds, .observerTeacherRoundsWidening, .beliefTeacher:
            nil
        }
    }

    /// The oracle teachers, which may show the easiest form.
    var isOracleTeacher: Bool {
        [
            .oracleTeacher, .oracleTeacherUnbanded, .oracleTeacherHelpRule, .oracleTeacherWidening,
            .oracleTeacherHelpRuleWidening,
        ].contains(self)
    }

    /// The oracle teachers held to the engine's help rule (D-0180).
    private var helpsByRule: Bool { [.oracleTeacherHelpRule, .oracleTeacherHelpRuleWidening].contains(self) }

    /// The oracle teachers that teach only within the stage W1–W6 have opened (D-0175).
    private var widensByRule: Bool { [.oracleTeacherWidening, .oracleTeacherHelpRuleWidening].contains(self) }

    /// The policies whose share of tasks in the easiest form the benchmark reports.
    var reportsHelp: Bool { engineOptions != nil || isOracleTeacher || isObserver || self == .beliefTeacher }

    /// The oracle does not teach (it never chooses a task for what the child still has to learn), so
    /// it has no tasks-to-mastery run.
    var runsToMastery: Bool { self != .oracle }

    /// Plays child `index` of `population` through both runs.
    func run(population: Population, index: Int, seed: UInt64, tiles: TileCounts, measures: Bool) -> ChildResult {
        let learner = population.makeLearner(index, seed: seed)
        return runOpened(learner, population: population, seed: seed, tiles: tiles, measures: measures)
    }

    private func runOpened<Learner: SimulatedLearner>(
        _ learner: Learner, population: Population, seed: UInt64, tiles: TileCounts, measures: Bool
    ) -> ChildResult {
        let start = BenchmarkCalendar.firstDay
        if let options = engineOptions {
            return both(
                learner, population: population, seed: seed, tiles: tiles,
                policy: {
                    EnginePolicy(
                        options: options, population: population, day: start, measures: measures,
                        truth: self == .engineTrueBelief ? tiles : nil)
                },
                timings: { ($0.planTimes, $0.applyTimes) })
        }
        let stage = population.targetStage
        switch self {
        case .fixed:
            return both(
                learner, population: population, seed: seed, tiles: tiles,
                policy: { FixedCurriculumPolicy(level: population.level, stage: stage) })
        case .random:
            return both(
                learner, population: population, seed: seed, tiles: tiles,
                policy: { RandomPolicy(level: population.level, stage: stage) })
        case .oracleTeacher, .oracleTeacherUnbanded, .oracleTeacherHelpRule, .oracleTeacherWidening,
            .oracleTeacherHelpRuleWidening:
            return both(
                learner, population: population, seed: seed, tiles: tiles,
                policy: {
                    OracleTeacherPolicy(
                        level: population.level, stage: stage, tiles: tiles, holdsBand: self != .oracleTeacherUnbanded,
                        helpRule: helpsByRule,
                        shadow: widensByRule && population.widens
                            ? WideningShadow(population: population, day: start) : nil)
                })
        case .beliefTeacher:
            return both(
                learner, population: population, seed: seed, tiles: tiles,
                policy: { BeliefTeacherPolicy(population: population, stage: stage, tiles: tiles, day: start) })
        case .observerTeacher, .observerTeacherRounds, .observerTeacherRoundsWidening:
            return both(
                learner, population: population, seed: seed, tiles: tiles,
                policy: {
                    ObserverTeacherPolicy(
                        population: population, stage: stage, tiles: tiles, seed: seed,
                        plansRounds: self != .observerTeacher,
                        shadow: self == .observerTeacherRoundsWidening && population.widens
                            ? WideningShadow(population: population, day: start) : nil)
                })
        default:
            return both(
                learner, population: population, seed: seed, tiles: tiles,
                policy: { OraclePolicy(level: population.level, stage: stage, tiles: tiles) })
        }
    }

    /// The tasks-to-mastery run and the practice-budget run, each from the same fresh child.
    private func both<Learner: SimulatedLearner, Chooser: Policy>(
        _ learner: Learner, population: Population, seed: UInt64, tiles: TileCounts, policy: () -> Chooser,
        timings: (Chooser) -> ([Double], [Double]) = { _ in ([], []) }
    ) -> ChildResult {
        var result = ChildResult()
        if runsToMastery {
            var mastery = Simulation(
                learner: learner, policy: policy(), population: population, tiles: tiles, seed: seed)
            (result.tasksToMastery, result.mastered) = mastery.runToMastery()
        }
        var budget = Simulation(learner: learner, policy: policy(), population: population, tiles: tiles, seed: seed)
        (result.knownAfterBudget, result.retention) = budget.runBudget()
        result.measured = budget.meter.measured
        result.inBand = budget.meter.inBand
        result.below = budget.meter.below
        result.tasks = budget.meter.tasks
        result.chanceSum = budget.meter.chanceSum
        result.scaffolded = budget.scaffolded
        result.mix = budget.mix
        (result.planTimes, result.applyTimes) = timings(budget.policy)
        return result
    }
}

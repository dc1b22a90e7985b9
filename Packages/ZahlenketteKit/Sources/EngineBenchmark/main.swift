import Foundation
import ZKCore
import ZKLearningEngine

// The simulated-learner benchmark (issue 3): the engine against a fixed curriculum, random selection
// and Leitner-only, over populations of BKT, logistic and teen-confusing learners. One line per figure.

/// Writes one `<name> <value>` line to standard output.
func emit(_ name: String, _ value: String) {
    FileHandle.standardOutput.write(Data("\(name) \(value)\n".utf8))
}

func makeLearner(_ index: Int, cells: [CellKey], seed: UInt64) -> any SimulatedLearner {
    var rng = SplitMix64(seed: seed)
    switch index % 3 {
    case 0: return BKTLearner(cells: cells, rng: &rng)
    case 1: return LogisticLearner(rng: &rng)
    default: return TeenConfuserLearner(cells: cells, rng: &rng)
    }
}

func runPolicy(
    _ population: Population, makePolicy: () -> some Policy, collect: (inout any Policy) -> Void = { _ in }
) -> (tasks: Double, inBand: Double, observed: Double, masteredShare: Double, below: Double, above: Double) {
    var totalTasks = 0
    var rounds = 0
    var inBand = 0
    var observed = 0
    var mastered = 0
    var below = 0
    var above = 0
    var learnersRun = 0
    for index in 0..<population.learners where kindFilter.map({ index % 3 == $0 }) ?? true {
        learnersRun += 1
        let seed = (population.seed ^ seedShift) &+ UInt64(index) &* 0x9E37_79B9
        var learner = makeLearner(index, cells: population.targetCells, seed: seed)
        var policy: any Policy = makePolicy()
        let result = Simulation.run(learner: &learner, policy: &policy, population: population, seed: seed)
        collect(&policy)
        totalTasks += result.tasksToMastery
        rounds += result.rounds
        inBand += result.roundsInBand
        observed += result.roundsInBandObserved
        if result.mastered { mastered += 1 }
        below += result.roundsBelowBand
        above += result.roundsAboveBand
    }
    let learners = Double(max(learnersRun, 1))
    return (
        Double(totalTasks) / learners, Double(inBand) / Double(max(rounds, 1)),
        Double(observed) / Double(max(rounds, 1)), Double(mastered) / learners,
        Double(below) / Double(max(rounds, 1)), Double(above) / Double(max(rounds, 1))
    )
}

func format(_ value: Double, _ digits: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

func microseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1_000_000 + Double(parts.attoseconds) / 1_000_000_000_000
}

func percentile(_ values: [Double], _ share: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let index = min(sorted.count - 1, Int((share * Double(sorted.count - 1)).rounded()))
    return sorted[index]
}

var planTimes: [Double] = []
var applyTimes: [Double] = []
let start = BenchmarkCalendar.firstDay

/// `ENGINE_BENCH_QUICK=1` runs only the engine on the two required populations, for tuning.
let quick = ProcessInfo.processInfo.environment["ENGINE_BENCH_QUICK"] == "1"
/// `ENGINE_BENCH_SEED=n` draws other learners (to judge noise); the default 0 gives the reported figures.
let seedShift = ProcessInfo.processInfo.environment["ENGINE_BENCH_SEED"].flatMap { UInt64($0) } ?? 0
/// `ENGINE_BENCH_KIND=0|1|2` keeps only the BKT, logistic or teen-confusing learners, for diagnosis.
let kindFilter = ProcessInfo.processInfo.environment["ENGINE_BENCH_KIND"].flatMap { Int($0) }

/// `ENGINE_BENCH_POPULATION=<name>` runs one population only (with the quick mode, also vorschule20).
let onlyPopulation = ProcessInfo.processInfo.environment["ENGINE_BENCH_POPULATION"]

for population in Population.all
where onlyPopulation.map({ $0 == population.name }) ?? (!quick || population.name != "vorschule20") {
    let engine = runPolicy(
        population,
        makePolicy: {
            EnginePolicy(
                options: .standard, level: population.level, stage: population.stage, day: start, measures: true)
        },
        collect: { policy in
            if let engine = policy as? EnginePolicy {
                planTimes += engine.planTimes.map(microseconds)
                applyTimes += engine.applyTimes.map(microseconds)
            }
        })
    let fixed = runPolicy(
        population, makePolicy: { FixedCurriculumPolicy(level: population.level, stage: population.stage) })
    if quick {
        emit("engine_vs_fixed.ratio.\(population.name)", format(engine.tasks / max(fixed.tasks, 1)))
        emit("engine.rounds_in_band.\(population.name)", format(engine.inBand))
        emit("engine.rounds_below_band.\(population.name)", format(engine.below))
        emit("engine.rounds_above_band.\(population.name)", format(engine.above))
        emit("engine.tasks_to_mastery.\(population.name)", format(engine.tasks, 1))
        emit("fixed.tasks_to_mastery.\(population.name)", format(fixed.tasks, 1))
        continue
    }
    let random = runPolicy(population, makePolicy: { RandomPolicy(level: population.level, stage: population.stage) })
    let leitner = runPolicy(
        population,
        makePolicy: {
            EnginePolicy(
                options: .leitnerOnly, level: population.level, stage: population.stage, day: start, measures: false)
        })
    let composed = runPolicy(
        population,
        makePolicy: {
            EnginePolicy(
                options: EngineOptions(composesForTarget: true), level: population.level, stage: population.stage,
                day: start, measures: false)
        })
    let name = population.name
    emit("engine.tasks_to_mastery.\(name)", format(engine.tasks, 1))
    emit("fixed.tasks_to_mastery.\(name)", format(fixed.tasks, 1))
    emit("random.tasks_to_mastery.\(name)", format(random.tasks, 1))
    emit("leitner_only.tasks_to_mastery.\(name)", format(leitner.tasks, 1))
    emit("engine_composed.tasks_to_mastery.\(name)", format(composed.tasks, 1))
    emit("engine_vs_fixed.ratio.\(name)", format(engine.tasks / max(fixed.tasks, 1)))
    emit("engine_composed_vs_fixed.ratio.\(name)", format(composed.tasks / max(fixed.tasks, 1)))
    emit("engine.rounds_in_band.\(name)", format(engine.inBand))
    emit("engine.rounds_in_band_observed.\(name)", format(engine.observed))
    emit("engine.rounds_below_band.\(name)", format(engine.below))
    emit("engine.rounds_above_band.\(name)", format(engine.above))
    emit("leitner_only.rounds_in_band.\(name)", format(leitner.inBand))
    emit("engine_composed.rounds_in_band.\(name)", format(composed.inBand))
    emit("random.rounds_in_band.\(name)", format(random.inBand))
    emit("fixed.rounds_in_band.\(name)", format(fixed.inBand))
    emit("engine.mastered_share.\(name)", format(engine.masteredShare))
    emit("fixed.mastered_share.\(name)", format(fixed.masteredShare))
    emit("leitner_only.mastered_share.\(name)", format(leitner.masteredShare))
}
emit("engine.plan_round_us.p50", format(percentile(planTimes, 0.50), 2))
emit("engine.plan_round_us.p99", format(percentile(planTimes, 0.99), 2))
emit("engine.apply_us.p99", format(percentile(applyTimes, 0.99), 2))

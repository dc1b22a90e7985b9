import Foundation
import ZKCore
import ZKLearningEngine

// The simulated-learner benchmark (issues 3 and 11): the engine, its ablations, a fixed curriculum,
// random selection and an oracle over populations of simulated children. One `<name> <value>` line
// per figure on standard output.

/// Writes one `<name> <value>` line to standard output.
func emit(_ name: String, _ value: Double, digits: Int = 3) {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    FileHandle.standardOutput.write(Data("\(name) \((value * scale).rounded() / scale)\n".utf8))
}

func percentile(_ values: [Double], _ share: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((share * Double(sorted.count - 1)).rounded()))]
}

let options = BenchmarkOptions(environment: ProcessInfo.processInfo.environment)
let tiles = TileCounts(contentFolder: TileCounts.repositoryContent())
emit("engine.tile_counts_from_content", tiles.readFromContent ? 1 : 0, digits: 0)
var planTimes: [Double] = []
var applyTimes: [Double] = []
var table = BenchmarkTable()

/// One population's figures under each policy, one line each; `suffix` names the pass (`.harsh`).
@MainActor func emitFigures(
    _ summaries: [PolicyKind: PolicySummary], population name: String, suffix: String, order: [PolicyKind]
) {
    for kind in order {
        guard let summary = summaries[kind] else { continue }
        let label = kind.rawValue
        let tail = "\(name)\(suffix)"
        emit("\(label).window_in_band.\(tail)", summary.windowInBand)
        emit("\(label).mean_first_try.\(tail)", summary.meanFirstTry)
        if kind.runsToMastery {
            emit("\(label).tasks_to_mastery.\(tail)", summary.tasksToMastery, digits: 1)
            emit("\(label).mastered_share.\(tail)", summary.masteredShare)
        }
        emit("\(label).known_after_budget.\(tail)", summary.knownAfterBudget)
        emit("\(label).retention.\(tail)", summary.retention)
        if kind.engineOptions != nil {
            emit("\(label).below_band.\(tail)", summary.windowBelow)
        }
        if kind.reportsHelp {
            emit("\(label).scaffolded_share.\(tail)", summary.scaffoldedShare)
        }
        if kind != .fixed, let fixed = summaries[.fixed] {
            if kind.runsToMastery {
                let (ratio, paired) = summary.ratio(to: fixed)
                emit("\(label)_vs_fixed.ratio.\(tail)", ratio)
                emit("\(label)_vs_fixed.paired_share.\(tail)", paired)
            }
            emit("\(label).retention_vs_fixed.\(tail)", summary.retention / max(fixed.retention, 0.001))
        }
        if kind.isObserver || kind == .beliefTeacher, let engine = summaries[.engine] {
            // The engine against the teachers that see what it sees (D-0168, D-0171): its band as a
            // share of the observer's, and the observer's tasks to mastery over the children both
            // bring there.
            let bandShare = engine.windowInBand / max(summary.windowInBand, 0.001)
            emit("engine_vs_\(label).band_share.\(tail)", bandShare)
            let (ratio, paired) = summary.ratio(to: engine)
            emit("\(label)_vs_engine.ratio.\(tail)", ratio)
            emit("\(label)_vs_engine.paired_share.\(tail)", paired)
        }
        // Tasks to mastery over the children both bring there, against the teachers who know the
        // child: unrestricted, held to the engine's help rule (D-0180), to the widening rules
        // (D-0175) and to both (D-0184); the engine on true chances only against the first.
        let teachers: [PolicyKind] =
            switch kind {
            case .engine:
                [.oracleTeacher, .oracleTeacherHelpRule, .oracleTeacherWidening, .oracleTeacherHelpRuleWidening]
            case .engineTrueBelief: [.oracleTeacher]
            default: []
            }
        for teacherKind in teachers {
            guard let teacher = summaries[teacherKind] else { continue }
            let (ratio, paired) = summary.ratio(to: teacher)
            emit("\(label)_vs_\(teacherKind.rawValue).ratio.\(tail)", ratio)
            emit("\(label)_vs_\(teacherKind.rawValue).paired_share.\(tail)", paired)
        }
    }
}

/// Plays every child of `population` under each of `kinds`.
@MainActor func play(_ population: Population, kinds: [PolicyKind], measures: Bool) async -> [PolicyKind: PolicySummary]
{
    var summaries: [PolicyKind: PolicySummary] = [:]
    for kind in kinds {
        let results = await BenchmarkOptions.runChildren(
            of: population, kind: kind, options: options, tiles: tiles)
        if measures, kind == .engine {
            planTimes += results.flatMap(\.planTimes)
            applyTimes += results.flatMap(\.applyTimes)
        }
        summaries[kind] = PolicySummary(results: results)
        if TaskMix.Mode.current != .off {
            var mix = TaskMix()
            for result in results { mix.add(result.mix) }
            let text = mix.lines(population: population.name, policy: kind.rawValue).joined(separator: "\n")
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
    return summaries
}

for population in options.populations {
    let summaries = await play(population, kinds: options.policies, measures: true)
    let name = population.name
    emitFigures(summaries, population: name, suffix: "", order: options.policies)
    table.add(population: population, summaries: summaries, order: options.policies)
    let profiles = ProfileBreakdown.split(population, children: options.children(of: population), summaries: summaries)
    for breakdown in profiles {
        let suffix = "\(name).\(breakdown.profile.rawValue)"
        for kind in ProfileBreakdown.policies {
            guard let summary = breakdown.summaries[kind] else { continue }
            emit("\(kind.rawValue).window_in_band.\(suffix)", summary.windowInBand)
            emit("\(kind.rawValue).mean_first_try.\(suffix)", summary.meanFirstTry)
            emit("\(kind.rawValue).retention.\(suffix)", summary.retention)
        }
    }
    table.add(profiles: profiles, population: population)
}
// Children whom the easiest form helps less and teaches less (issue 36): the same figures, `.harsh`.
let harshKinds = options.harshPolicies
for population in options.populations where !harshKinds.isEmpty {
    let summaries = await LearnerConstants.$help.withValue(.harsh) {
        await play(population, kinds: harshKinds, measures: false)
    }
    emitFigures(summaries, population: population.name, suffix: ".harsh", order: harshKinds)
    table.add(harsh: population, summaries: summaries, order: harshKinds)
}
emit("engine.plan_round_us.p50", percentile(planTimes, 0.50), digits: 2)
emit("engine.plan_round_us.p99", percentile(planTimes, 0.99), digits: 2)
emit("engine.apply_us.p99", percentile(applyTimes, 0.99), digits: 2)
if let path = options.tablePath { table.write(to: path) }

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

for population in options.populations {
    var summaries: [PolicyKind: PolicySummary] = [:]
    for kind in options.policies {
        let results = await BenchmarkOptions.runChildren(
            of: population, kind: kind, options: options, tiles: tiles)
        if kind == .engine {
            planTimes += results.flatMap(\.planTimes)
            applyTimes += results.flatMap(\.applyTimes)
        }
        summaries[kind] = PolicySummary(results: results)
        if ProcessInfo.processInfo.environment["ENGINE_BENCH_MIX"] == "1" {
            var mix = TaskMix()
            for result in results { mix.add(result.mix) }
            let text = mix.lines(population: population.name, policy: kind.rawValue).joined(separator: "\n")
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
    let name = population.name
    for kind in options.policies {
        guard let summary = summaries[kind] else { continue }
        let label = kind.rawValue
        emit("\(label).window_in_band.\(name)", summary.windowInBand)
        emit("\(label).mean_first_try.\(name)", summary.meanFirstTry)
        if kind.runsToMastery {
            emit("\(label).tasks_to_mastery.\(name)", summary.tasksToMastery, digits: 1)
            emit("\(label).mastered_share.\(name)", summary.masteredShare)
        }
        emit("\(label).retention.\(name)", summary.retention)
        if kind.engineOptions != nil {
            emit("\(label).below_band.\(name)", summary.windowBelow)
            emit("\(label).scaffolded_share.\(name)", summary.scaffoldedShare)
        }
        if kind != .fixed, let fixed = summaries[.fixed] {
            if kind.runsToMastery {
                let (ratio, paired) = summary.ratio(to: fixed)
                emit("\(label)_vs_fixed.ratio.\(name)", ratio)
                emit("\(label)_vs_fixed.paired_share.\(name)", paired)
            }
            emit("\(label).retention_vs_fixed.\(name)", summary.retention / max(fixed.retention, 0.001))
        }
    }
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
emit("engine.plan_round_us.p50", percentile(planTimes, 0.50), digits: 2)
emit("engine.plan_round_us.p99", percentile(planTimes, 0.99), digits: 2)
emit("engine.apply_us.p99", percentile(applyTimes, 0.99), digits: 2)
if let path = options.tablePath { table.write(to: path) }

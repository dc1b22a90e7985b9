import Foundation
import ZKCore
import ZKLearningEngine

/// Where a policy's tasks go (`ENGINE_BENCH_MIX=1`, D-0134): per slot, form and step, the share of
/// tasks, the child's true first-try chance, how many were on cells the child already truly knew,
/// and what the engine expected of them. It is how the third pass found that the engine's planned
/// rounds for forgetting children average about 0.71 while it aims at 0.80.
struct TaskMix: Sendable {
    struct Tally: Sendable {
        var tasks = 0
        var chance = 0.0
        var known = 0
        var expected = 0.0

        mutating func add(_ other: Tally) {
            tasks += other.tasks
            chance += other.chance
            known += other.known
            expected += other.expected
        }
    }

    private(set) var tallies: [String: Tally] = [:]

    /// One played task; `expected` is the engine's corrected expectation, nil for a baseline.
    mutating func record(_ task: SimTask, chance: Double, known: Bool, expected: Double?) {
        let slot = task.planned?.reason.rawValue ?? "baseline"
        let key = "\(slot).\(task.scaffolded ? "scaffolded" : "normal").step\(task.step.rawValue)"
        var tally = tallies[key] ?? Tally()
        tally.tasks += 1
        tally.chance += chance
        tally.known += known ? 1 : 0
        tally.expected += expected ?? 0
        tallies[key] = tally
    }

    mutating func add(_ other: TaskMix) {
        for (key, tally) in other.tallies { tallies[key, default: Tally()].add(tally) }
    }

    /// One line per kind of task, for standard error.
    func lines(population: String, policy: String) -> [String] {
        let total = Double(max(tallies.values.reduce(0) { $0 + $1.tasks }, 1))
        return tallies.sorted { $0.key < $1.key }.map { key, tally in
            let count = Double(max(tally.tasks, 1))
            return String(
                format: "mix %@ %@ %@ share %.3f true %.3f known %.2f expected %.3f", population, policy, key,
                Double(tally.tasks) / total, tally.chance / count, Double(tally.known) / count, tally.expected / count)
        }
    }

    /// The engine's corrected expectation of `task` before it is played, as the planner sees it.
    static func expectation(of task: SimTask, cell: CellKey, snapshot: LearnerSnapshot) -> Double {
        RoundPredictor(controller: snapshot.controller).expected(
            SuccessPrediction.firstTry(snapshot.cell(cell), on: snapshot.today), scaffolded: task.scaffolded)
    }
}

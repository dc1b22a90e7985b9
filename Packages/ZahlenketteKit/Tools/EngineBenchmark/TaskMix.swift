import Foundation
import ZKCore
import ZKLearningEngine

/// Where a policy's tasks go (`ENGINE_BENCH_MIX=1`, D-0134): per slot, form and step, the share of
/// tasks, the child's true first-try chance, how many were on cells the child already truly knew,
/// and what the engine expected of them. It is how the third pass found that the engine's planned
/// rounds for forgetting children average about 0.71 while it aims at 0.80. `ENGINE_BENCH_MIX=2`
/// also splits by week and by what the engine believed of the cell (a baseline's tasks by week only),
/// and counts the tasks played while the band measure's window was below 0.70 (D-0166).
/// `ENGINE_BENCH_MIX=3` splits the engine's tasks by week and by how many numbers of the round's
/// skill the engine knows now (D-0191: the band is lost in rounds whose skill has none).
struct TaskMix: Sendable {
    /// What `ENGINE_BENCH_MIX` asks for: nothing, the mix by slot, form and step (1), split further
    /// by week and belief (2) or by week and the skill's known numbers (3).
    enum Mode: String, Sendable {
        case off = "0"
        case slots = "1"
        case beliefs = "2"
        case knownCounts = "3"

        static let current = Mode(rawValue: ProcessInfo.processInfo.environment["ENGINE_BENCH_MIX"] ?? "") ?? .off
    }

    struct Tally: Sendable {
        var tasks = 0
        var chance = 0.0
        var known = 0
        var expected = 0.0
        /// Tasks played while the band measure's window was below 0.70.
        var below = 0

        mutating func add(_ other: Tally) {
            tasks += other.tasks
            below += other.below
            chance += other.chance
            known += other.known
            expected += other.expected
        }
    }

    private(set) var tallies: [String: Tally] = [:]

    /// One played task; `expected` is the engine's corrected expectation or the observer teacher's
    /// believed chance, nil for another baseline;
    /// `detail` splits the key further (`ENGINE_BENCH_MIX=2`); `below`: the window is below the band.
    mutating func record(
        _ task: SimTask, chance: Double, known: Bool, expected: Double?, detail: String? = nil, below: Bool = false
    ) {
        let slot = task.planned?.reason.rawValue ?? "baseline"
        let base = "\(slot).\(task.scaffolded ? "scaffolded" : "normal").step\(task.step.rawValue)"
        let key = detail.map { "\($0).\(base)" } ?? base
        var tally = tallies[key] ?? Tally()
        tally.below += below ? 1 : 0
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
                format: "mix %@ %@ %@ share %.3f true %.3f known %.2f expected %.3f below %.3f", population, policy,
                key,
                Double(tally.tasks) / total, tally.chance / count, Double(tally.known) / count, tally.expected / count,
                Double(tally.below) / total)
        }
    }

    /// The key a task on `cell` splits by beyond its slot, form and step in `mode`: none by slot
    /// alone; the engine's belief of the cell (2) or its skill's known numbers (3), with the week;
    /// a baseline's tasks (no engine snapshot) by week only.
    static func split(_ mode: Mode, cell: CellKey, engineSnapshot: LearnerSnapshot?, dayIndex: Int) -> String? {
        switch (mode, engineSnapshot) {
        case (.off, _), (.slots, _): nil
        case (.beliefs, let snapshot?): detail(cell: cell, snapshot: snapshot, dayIndex: dayIndex)
        case (.knownCounts, let snapshot?): knownCountDetail(cell: cell, snapshot: snapshot, dayIndex: dayIndex)
        case (.beliefs, nil), (.knownCounts, nil): week(of: dayIndex)
        }
    }

    /// What the engine believes of `cell` before the task: a new number, one being learned (practised
    /// today already, or after a gap of days), or one known now; with the week of play.
    static func detail(cell: CellKey, snapshot: LearnerSnapshot, dayIndex: Int) -> String {
        let state = snapshot.cell(cell)
        let week = week(of: dayIndex)
        guard let last = state.lastPracticedOn else { return "\(week).new" }
        if SuccessPrediction.firstTry(state, on: snapshot.today) >= EngineConstants.knownNow {
            return "\(week).known"
        }
        return snapshot.today.days(since: last) == 0 ? "\(week).learningToday" : "\(week).learningAfterGap"
    }

    /// How many numbers of `cell`'s skill the engine knows now (docs/engine.md#known-now), 5 or
    /// more counted as 5; with the week of play.
    static func knownCountDetail(cell: CellKey, snapshot: LearnerSnapshot, dayIndex: Int) -> String {
        let predictor = RoundPredictor(controller: snapshot.controller)
        let known = EngineConstants.numberDomain.filter { number in
            predictor.knowsNow(snapshot.cell(CellKey(skill: cell.skill, number: number)), on: snapshot.today)
        }
        return "\(week(of: dayIndex)).known\(min(known.count, 5))"
    }

    /// The week of play, w1 to w4 (the budget's 28 days); the key a baseline's tasks split by.
    static func week(of dayIndex: Int) -> String { "w\(min(dayIndex / 7, 3) + 1)" }

    /// The engine's corrected expectation of `task` before it is played, as the planner sees it.
    static func expectation(of task: SimTask, cell: CellKey, snapshot: LearnerSnapshot) -> Double {
        RoundPredictor(controller: snapshot.controller).expected(
            SuccessPrediction.firstTry(snapshot.cell(cell), on: snapshot.today), scaffolded: task.scaffolded)
    }
}

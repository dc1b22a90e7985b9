import ZKCore

/// Orders a round (docs/engine.md#planning-a-round, spec 9.9.3): the likeliest successes first and last, a stretch task never first
/// or last, and never the same number twice in a row. The middle order is drawn from the plan's
/// random source (the last draws of 9.3.1).
enum TaskOrderer {
    static func order(_ tasks: [ChosenTask], rng: inout some RandomNumberGenerator) -> [ChosenTask] {
        guard tasks.count >= 2 else { return tasks }
        let ranked = tasks.indices.filter { !tasks[$0].isStretch }.sorted { lhs, rhs in
            if tasks[lhs].likelihood != tasks[rhs].likelihood { return tasks[lhs].likelihood > tasks[rhs].likelihood }
            return tasks[lhs].number < tasks[rhs].number
        }
        let shuffled: [Int] = rng.shuffled(Array(tasks.indices))
        for first in ranked {
            for last in ranked where last != first {
                let middle = shuffled.filter { $0 != first && $0 != last }
                if let arranged = arrange(middle, after: tasks[first].number, before: tasks[last].number, tasks) {
                    return [tasks[first]] + arranged.map { tasks[$0] } + [tasks[last]]
                }
            }
        }
        return shuffled.map { tasks[$0] }
    }

    /// A depth-first search over the shuffled middle for an order without adjacent equal numbers.
    private static func arrange(
        _ pool: [Int], after previous: Int, before next: Int, _ tasks: [ChosenTask]
    )
        -> [Int]?
    {
        if pool.isEmpty { return previous == next ? nil : [] }
        for (position, index) in pool.enumerated() where tasks[index].number != previous {
            var rest = pool
            rest.remove(at: position)
            if let tail = arrange(rest, after: tasks[index].number, before: next, tasks) { return [index] + tail }
        }
        return nil
    }
}

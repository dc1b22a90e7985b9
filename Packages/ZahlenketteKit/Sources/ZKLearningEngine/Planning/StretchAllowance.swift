/// The 10 % rule for stretch tasks (docs/engine.md#planning-a-round, docs/engine.md#planning-a-round, spec 9.9.1).
enum StretchAllowance {
    /// stretchTasksCompleted < ⌊0.10·(countedTasks + n)⌋, in a round of at least three tasks, so the
    /// stretch task is neither first nor last.
    static func isDue(_ counters: StretchCounters, roundLength: Int) -> Bool {
        guard roundLength >= EngineConstants.stretchMinimumRound else { return false }
        let allowance = Int((EngineConstants.stretchShare * Double(counters.countedTasks + roundLength)).rounded(.down))
        return counters.stretchTasksCompleted < allowance
    }
}

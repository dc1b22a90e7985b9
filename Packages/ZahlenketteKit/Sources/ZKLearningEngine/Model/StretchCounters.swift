/// The counters of the 10 % stretch rule (docs/engine.md#planning-a-round, spec 9.9.1).
public struct StretchCounters: Hashable, Codable, Sendable {
    /// Completed planned tasks that earn stretch: every stretch task, and every other task played
    /// while the child was not below the round target (D-0146); with the controller off, every task.
    public var countedTasks: Int
    /// Completed stretch tasks.
    public var stretchTasksCompleted: Int

    public init(countedTasks: Int = 0, stretchTasksCompleted: Int = 0) {
        self.countedTasks = countedTasks
        self.stretchTasksCompleted = stretchTasksCompleted
    }
}

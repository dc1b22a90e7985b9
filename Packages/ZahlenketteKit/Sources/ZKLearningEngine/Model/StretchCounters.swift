/// The counters of the 10 % stretch rule (engine 9.9.1).
public struct StretchCounters: Hashable, Codable, Sendable {
    /// Every completed planned task.
    public var countedTasks: Int
    /// Completed stretch tasks.
    public var stretchTasksCompleted: Int

    public init(countedTasks: Int = 0, stretchTasksCompleted: Int = 0) {
        self.countedTasks = countedTasks
        self.stretchTasksCompleted = stretchTasksCompleted
    }
}

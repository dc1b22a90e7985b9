/// One task of a round: scored when it stands for a planned task of the round plan.
public struct RoundTask<Task: Sendable & Equatable>: Sendable, Equatable {
    public let task: Task
    /// The index of its planned task in `RoundPlan.tasks`; nil for a task that plays alike but
    /// reports nothing (Punkt zu Punkt's unscored dots).
    public let plannedIndex: Int?

    public init(task: Task, plannedIndex: Int?) {
        self.task = task
        self.plannedIndex = plannedIndex
    }

    public var isScored: Bool { plannedIndex != nil }
}

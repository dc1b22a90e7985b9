import Foundation

/// One task of a round plan: the boundary contract between engine and games (spec 5.3.2).
public struct PlannedTask: Sendable, Hashable, Codable, Identifiable {
    /// Derived deterministically from the round ID (engine 9.3.1, `DeterministicID.taskID`).
    public let id: UUID
    /// The primary skill credited by this task.
    public let skill: Skill
    /// The number the task is about, 1 to 20.
    public let number: Int
    /// Always `reason.bucket`.
    public let bucket: TaskBucket
    /// The round step, or the round step + 1 for `.stretchStep`.
    public let step: DifficultyStep
    public let reason: SelectionReason

    /// The bucket is derived from the reason, so the two can never disagree.
    public init(id: UUID, skill: Skill, number: Int, step: DifficultyStep, reason: SelectionReason) {
        self.id = id
        self.skill = skill
        self.number = number
        self.bucket = reason.bucket
        self.step = step
        self.reason = reason
    }
}

import Foundation

/// One task of a round plan: the boundary contract between engine and games (spec 5.3.2).
public struct PlannedTask: Sendable, Hashable, Codable, Identifiable {
    /// Derived deterministically from the round ID (docs/development.md#randomness-and-ids,
    /// `DeterministicID.taskID`).
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
    /// The game shows this task in its easiest form: the fewest tiles (2), the structured display and
    /// counting along before the question. It is a normal task for mastery, credited with a lower
    /// weight by the engine (D-0118). False in plans written before the field existed.
    public let scaffolded: Bool

    /// The answer tiles of a scaffolded task in a tile game, at every level (D-0136): the fewest a
    /// game shows, so a child who does not know the number chooses between the answer and one far
    /// distractor.
    public static let scaffoldedAnswerTiles = 2

    /// The bucket is derived from the reason, so the two can never disagree.
    public init(
        id: UUID, skill: Skill, number: Int, step: DifficultyStep, reason: SelectionReason, scaffolded: Bool = false
    ) {
        self.id = id
        self.skill = skill
        self.number = number
        self.bucket = reason.bucket
        self.step = step
        self.reason = reason
        self.scaffolded = scaffolded
    }

    /// The step whose form the child sees: step one for a scaffolded task (D-0125), else the
    /// planned step. Games that build a whole board or picture at once read it per task (D-0688).
    public var formStep: DifficultyStep { scaffolded ? .step1 : step }

    /// The same task planned at step one, as a game makes its easiest form (D-0125).
    public var atEasiestStep: PlannedTask {
        PlannedTask(id: id, skill: skill, number: number, step: .step1, reason: reason, scaffolded: scaffolded)
    }

    private enum CodingKeys: String, CodingKey {
        case id, skill, number, bucket, step, reason, scaffolded
    }

    /// Plans stored before `scaffolded` existed decode with `scaffolded == false` (D-0118).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        skill = try container.decode(Skill.self, forKey: .skill)
        number = try container.decode(Int.self, forKey: .number)
        bucket = try container.decode(TaskBucket.self, forKey: .bucket)
        step = try container.decode(DifficultyStep.self, forKey: .step)
        reason = try container.decode(SelectionReason.self, forKey: .reason)
        scaffolded = try container.decodeIfPresent(Bool.self, forKey: .scaffolded) ?? false
    }
}

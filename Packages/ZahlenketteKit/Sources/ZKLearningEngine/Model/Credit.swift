import ZKCore

/// One mastery credit of a task: a skill on a number with its weight (docs/engine.md#learning-from-a-task, spec 9.2; docs/engine.md#what-it-knows, games spec 11–13).
public struct Credit: Hashable, Codable, Sendable {
    public let skill: Skill
    public let number: Int
    /// 1.0 for the primary skill, 0.5 for the secondary skill.
    public let weight: Double

    public init(skill: Skill, number: Int, weight: Double) {
        self.skill = skill
        self.number = number
        self.weight = weight
    }

    /// A primary credit moves Leitner boxes and counts for friends and stepping.
    public var isPrimary: Bool { weight >= EngineConstants.primaryWeight }
}

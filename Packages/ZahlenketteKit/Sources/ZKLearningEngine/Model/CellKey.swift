import ZKCore

/// One mastery cell: a skill on a number (spec 4.11, docs/engine.md#learning-from-a-task, spec 9.2).
public struct CellKey: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public let skill: Skill
    public let number: Int

    public init(skill: Skill, number: Int) {
        self.skill = skill
        self.number = number
    }

    /// Sorted by (number, skill), the order weighted picks use (docs/engine.md#planning-a-round, spec 9.3.1).
    public static func < (lhs: CellKey, rhs: CellKey) -> Bool {
        if lhs.number != rhs.number { return lhs.number < rhs.number }
        return lhs.skill < rhs.skill
    }

    public var description: String { "\(skill.rawValue).\(number)" }
}

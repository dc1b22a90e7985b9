/// The eight skills tracked per number 1 to 20 (spec 4.11). Raw values are persisted.
public enum Skill: String, CaseIterable, Codable, Sendable, Comparable {
    case count
    case subitize
    case recognize
    case name
    case order
    case compare
    case decompose
    case write

    /// Declaration order, so plans and reports sort skills the same way everywhere.
    public static func < (lhs: Skill, rhs: Skill) -> Bool {
        lhs.sortIndex < rhs.sortIndex
    }

    private var sortIndex: Int {
        Skill.allCases.firstIndex(of: self) ?? 0
    }
}

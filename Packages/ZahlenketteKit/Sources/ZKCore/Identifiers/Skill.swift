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
        lhs.ordinal < rhs.ordinal
    }

    /// Hashes the position, not the persisted raw value: a `String`-backed enum otherwise hashes its
    /// string, and the engine looks cells up by skill thousands of times a round (D-0148).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The position in declaration order.
    var ordinal: Int {
        switch self {
        case .count: 0
        case .subitize: 1
        case .recognize: 2
        case .name: 3
        case .order: 4
        case .compare: 5
        case .decompose: 6
        case .write: 7
        }
    }
}

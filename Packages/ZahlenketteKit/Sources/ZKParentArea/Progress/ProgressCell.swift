import ZKCore
import ZKPersistence

/// How one cell of the progress grid is drawn (docs/parent-area.md#progress-grid-s-19): an empty
/// ring, a ring filled in quarters, a full ring, an amber dot (never red), "—" or dimmed.
public enum CellDisplay: Hashable, Sendable {
    /// Neu: an empty ring.
    case new
    /// Übt noch: a ring filled in 1–3 quarters (the mastery value rounded down to quarters, at
    /// least one).
    case learning(quarters: Int)
    /// Sicher: a full ring.
    case mastered
    /// Gerade schwierig: an amber dot.
    case difficult
    /// Not applicable for the level: "—", "nicht vorgesehen".
    case notApplicable
    /// Above the Zahlenraum: dimmed, "noch nicht dran".
    case outOfRange

    /// The catalog key of the cell's status word.
    public var statusKey: String {
        switch self {
        case .new: "parent.progress.status.new"
        case .learning: "parent.progress.status.learning"
        case .mastered: "parent.progress.status.mastered"
        case .difficult: "parent.progress.status.difficult"
        case .notApplicable: "parent.progress.status.not_applicable"
        case .outOfRange: "parent.progress.status.out_of_range"
        }
    }
}

/// One (skill, number) cell of a child's progress grid with what the store knows about it.
public struct ProgressCell: Equatable, Sendable {
    public let skill: Skill
    public let number: Int
    public let display: CellDisplay
    /// The stored cell, nil when the child never met it.
    public let record: MasteryRecord?

    public init(skill: Skill, number: Int, display: CellDisplay, record: MasteryRecord?) {
        self.skill = skill
        self.number = number
        self.display = display
        self.record = record
    }

    /// The ring's fill in quarters: 0 new, 1–3 learning, 4 mastered; nil for a dot, "—" or dimmed.
    public var quarters: Int? {
        switch display {
        case .new: 0
        case .learning(let quarters): quarters
        case .mastered: 4
        case .difficult, .notApplicable, .outOfRange: nil
        }
    }
}

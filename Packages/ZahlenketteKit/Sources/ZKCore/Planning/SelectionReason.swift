/// Why the engine chose a task (engine 9.9.1).
public enum SelectionReason: String, CaseIterable, Codable, Sendable, Hashable {
    case focus
    case review
    case maintenance
    case stretchNumber
    case stretchStep
    case fallback

    /// Mapping onto the three-valued TaskBucket (engine 9.3.1): focus and fallback are focus,
    /// review and maintenance are review, both stretch reasons are stretch.
    public var bucket: TaskBucket {
        switch self {
        case .focus, .fallback: .focus
        case .review, .maintenance: .review
        case .stretchNumber, .stretchStep: .stretch
        }
    }
}

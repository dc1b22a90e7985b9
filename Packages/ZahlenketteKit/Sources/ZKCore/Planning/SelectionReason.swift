/// Why the engine chose a task (docs/engine.md#planning-a-round).
public enum SelectionReason: String, CaseIterable, Codable, Sendable, Hashable {
    case focus
    case review
    case maintenance
    case stretchNumber
    case stretchStep
    case fallback

    /// Mapping onto the three-valued TaskBucket (docs/development.md#randomness-and-ids): focus and
    /// fallback are focus, review and maintenance are review, both stretch reasons are stretch.
    public var bucket: TaskBucket {
        switch self {
        case .focus, .fallback: .focus
        case .review, .maintenance: .review
        case .stretchNumber, .stretchStep: .stretch
        }
    }
}

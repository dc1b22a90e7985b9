/// The three-valued bucket of a planned task, used by the framework and persistence
/// (docs/development.md#randomness-and-ids). It is the only bucket type in the code base (spec
/// 5.3.2).
public enum TaskBucket: String, CaseIterable, Codable, Sendable, Hashable {
    case focus
    case review
    case stretch
}

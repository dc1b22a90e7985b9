/// Why stars entered or left a child's ledger (docs/rewards.md#stars-ledger). Together with the
/// profile and the source ID it makes a ledger entry idempotent (docs/rewards.md#stars-ledger).
public enum StarReason: String, CaseIterable, Codable, Sendable {
    /// +1 for every completed task, a shown solution included; source: the task attempt ID.
    case taskSolved
    /// +2 for a completed round; source: the RoundPlan ID.
    case roundCompleted
    /// +5 for a completed Abenteuer; source: the AbenteuerPlan ID.
    case abenteuerCompleted
    /// Minus the price of a decoration the child bought; source: the purchase ID.
    case decorationPurchased

    /// The fixed star change of the earning reasons; purchases carry their price instead.
    public var fixedAmount: Int? {
        switch self {
        case .taskSolved: 1
        case .roundCompleted: 2
        case .abenteuerCompleted: 5
        case .decorationPurchased: nil
        }
    }
}

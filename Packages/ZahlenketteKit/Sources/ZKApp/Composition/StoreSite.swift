/// The places in the app that read or write the store or the settings; a failure names its place
/// in the log and in the notice kept for the parent.
public enum StoreSite: String, Sendable, CaseIterable {
    case profileRead = "profile-read"
    case profileCreate = "profile-create"
    case sessionStart = "session-start"
    case sessionEnd = "session-end"
    case balanceRead = "balance-read"
    case usageRead = "usage-read"
    case usageWrite = "usage-write"
    case roundPlan = "round-plan"
    case taskCommit = "task-commit"
    case roundCommit = "round-commit"
    case gameStateWrite = "game-state-write"
    case abenteuerRead = "abenteuer-read"
    case abenteuerPlan = "abenteuer-plan"
    case settingsWrite = "settings-write"
    case rewardsRead = "rewards-read"
    /// A decoration bought with stars in the shop (a subscription is the store client's, never a site).
    case decorationBuy = "decoration-buy"
    case gardenWrite = "garden-write"
    case stickerAward = "sticker-award"
    case celebration = "celebration"
    case launch = "launch"
    case parentRead = "parent-read"
    case parentWrite = "parent-write"
    case profileDelete = "profile-delete"
    case export = "export"
    case reset = "reset"
    /// The daily backup (docs/persistence.md#daily-backups).
    case backup = "backup"
    /// The engine's bookkeeping JSON in the learning state (D-0533): read before each round and task;
    /// a write that cannot encode it is named here too, as a save failure (D-0534).
    case engineBookkeeping = "engine-bookkeeping"

    /// True for the places that only read.
    var isRead: Bool {
        switch self {
        case .profileRead, .balanceRead, .roundPlan, .usageRead, .rewardsRead, .abenteuerRead, .parentRead,
            .engineBookkeeping:
            true
        default: false
        }
    }
}

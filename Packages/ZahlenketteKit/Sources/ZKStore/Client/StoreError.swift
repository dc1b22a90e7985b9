import ZKCore

/// A store failure the parent is told about; the child plays on (spec 6.8.4). Keys name sentences
/// under `error.store` in Localizable.xcstrings.
public enum StoreError: ParentFacingError {
    /// The store cannot be reached.
    case offline
    /// Products or prices did not load: "Preise konnten nicht geladen werden."
    case pricesUnavailable
    /// The purchase did not go through.
    case purchaseFailed
    /// The store refused the step for this subscription (a refused transition).
    case notAllowed(TransitionRefusal.Reason)
    /// The desktop edition sells nothing: it includes all games.
    case notOffered
    /// The sandbox file was unreadable; it was kept aside and the sandbox starts afresh.
    case sandboxUnreadable
    /// The sandbox file could not be written; the change holds until the app quits.
    case sandboxWriteFailed

    public var description: String {
        switch self {
        case .offline: "store offline"
        case .pricesUnavailable: "prices unavailable"
        case .purchaseFailed: "purchase failed"
        case .notAllowed(let reason): "store refused: \(reason.rawValue)"
        case .notOffered: "desktop edition: nothing to buy"
        case .sandboxUnreadable: "sandbox store file unreadable, started afresh"
        case .sandboxWriteFailed: "sandbox store file could not be written"
        }
    }

    public var parentMessageKey: String {
        switch self {
        case .offline: "error.store.offline"
        case .pricesUnavailable: "paywall.status.prices_failed"
        case .purchaseFailed: "error.store.purchase_failed"
        case .notAllowed: "error.store.not_allowed"
        case .notOffered: "store.desktop_edition"
        case .sandboxUnreadable: "error.store.sandbox_unreadable"
        case .sandboxWriteFailed: "error.store.sandbox_write_failed"
        }
    }
}

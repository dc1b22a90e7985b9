import ZKStore

/// What S-24 and the sandbox's developer panel ask the app to do with the store.
enum StoreRequest: Sendable, Equatable {
    /// The parent chose another plan: S-24's terms and button follow it.
    case refresh
    case purchase(SubscriptionPlan)
    /// "Käufe wiederherstellen" (`AppStore.sync()`).
    case restore
    /// "Abo verwalten": the platform's management; the sandbox opens its developer panel.
    case manage
    /// Leaves S-24 for where the parent came from; the gate's pass ends with it.
    case close(ScreenRequest)
    /// One operation of the developer panel (sandbox only).
    case sandbox(SandboxControl)
    /// Opens the developer panel over the screen shown, or closes it (sandbox only).
    case togglePanel
}

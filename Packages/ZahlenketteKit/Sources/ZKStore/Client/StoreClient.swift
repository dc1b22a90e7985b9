/// The store behind a portable seam (docs/store.md#the-state-machine): StoreKit on the iPad, the desktop edition and
/// the sandbox on the desktop.
///
/// Requests return at once; their answers, and every change the store pushes, queue up and are
/// drained with `poll()` (the app polls on its tick). There is no async function, callback or
/// stream to hop actors: a StoreKit client runs its own tasks on the main actor and appends to
/// the queue, so nothing crosses an isolation boundary and nothing runs mid-frame.
@MainActor
public protocol StoreClient: AnyObject {
    var edition: StoreEdition { get }
    /// Products with their display prices; answers `.products`.
    func requestProducts()
    /// The verified entitlement (`currentEntitlements`); answers `.entitlement` or
    /// `.entitlementUnavailable`.
    func requestEntitlement()
    /// Buys `plan` (with the trial when the account is still eligible); answers `.purchase`, then
    /// `.entitlement` when it completed.
    func purchase(_ plan: SubscriptionPlan)
    /// `AppStore.sync()`: answers `.restore`, then `.entitlement`.
    func sync()
    /// "Abo verwalten"; answers `.manage`.
    func manageSubscriptions()
    /// Everything reported since the last call, oldest first.
    func poll() -> [StoreUpdate]
}

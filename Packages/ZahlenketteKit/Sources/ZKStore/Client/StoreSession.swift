import Foundation

/// The app's side of the store: it applies the client's updates and answers what the screens, the
/// round start and the device settings need. A value owned by the app model; it does no I/O.
public struct StoreSession: Equatable, Sendable {
    /// The products as S-24 knows them.
    public enum Products: Equatable, Sendable {
        case notRequested
        case loading
        case loaded([StoreProduct])
        case failed(StoreError)
    }

    /// What applying an update asks the app to do.
    public enum Effect: Equatable, Sendable {
        /// Write this into the device settings (`zk.store.cachedEntitlement`).
        case storeCache(CachedEntitlement)
        /// Tell the parent (notice board); the child sees nothing.
        case tellParent(StoreError)
        /// The sandbox's "Abo verwalten": open the developer panel.
        case openDeveloperPanel
    }

    public let edition: StoreEdition
    public private(set) var products: Products = .notRequested
    /// The last verified entitlement, from the device settings at launch, then from the store.
    public private(set) var cached: CachedEntitlement?
    /// The subscription the store verified during this launch; nil until it answers.
    public private(set) var verified: SubscriptionStatus?
    public private(set) var lastPurchase: PurchaseOutcome?
    public private(set) var lastRestore: RestoreOutcome?

    public init(edition: StoreEdition, cached: CachedEntitlement?) {
        self.edition = edition
        self.cached = edition == .desktopEdition ? nil : cached
    }

    /// Call after `client.requestProducts()`.
    public mutating func productsRequested() {
        products = .loading
    }

    /// Call after `client.sync()` and `client.purchase(_:)`: the previous result no longer shows.
    public mutating func requestStarted() {
        lastRestore = nil
        if lastPurchase != .pending { lastPurchase = nil }
    }

    public mutating func apply(_ update: StoreUpdate) -> [Effect] {
        switch update {
        case .products(.success(let list)):
            products = .loaded(list)
        case .products(.failure(let error)):
            products = .failed(error)
            return [.tellParent(error)]
        case .entitlement(.desktopEdition, _):
            verified = nil
        case .entitlement(.subscription(let status), let verifiedAt):
            verified = status
            if lastPurchase == .pending, status.pending == nil { lastPurchase = nil }
            let cache = CachedEntitlement(status: status, verifiedAt: verifiedAt)
            guard cache != cached else { return [] }
            cached = cache
            return [.storeCache(cache)]
        case .entitlementUnavailable(let error):
            return [.tellParent(error)]
        case .purchase(let outcome):
            lastPurchase = outcome
            if case .failed(let error) = outcome { return [.tellParent(error)] }
        case .restore(let outcome):
            lastRestore = outcome
            if case .failed(let error) = outcome { return [.tellParent(error)] }
        case .manage(.developerPanel):
            return [.openDeveloperPanel]
        case .manage(.notOffered):
            return [.tellParent(.notOffered)]
        case .manage(.shown):
            break
        case .failure(let error):
            return [.tellParent(error)]
        }
        return []
    }

    /// Whether premium applies at `trustedNow` (the trusted day clock's instant): always in the
    /// desktop edition, otherwise by the last verified entitlement and 17.7's offline rules.
    public func verdict(at trustedNow: Date, calendar: Calendar) -> EntitlementVerdict {
        if edition == .desktopEdition { return .desktopEdition }
        return cached?.verdict(at: trustedNow, calendar: calendar) ?? .free
    }

    /// An Ask to Buy request waits ("Kauf wartet auf Bestätigung").
    public var isPending: Bool {
        verified?.pending != nil || lastPurchase == .pending
    }

    /// The paywall offers the trial: nothing verified says it was used.
    public var isEligibleForTrial: Bool {
        if let verified { return verified.isEligibleForTrial }
        return cached.map { $0.state == .free } ?? true
    }
}

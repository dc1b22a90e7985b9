import Foundation

/// One answer or change a store client reports through `poll()`, oldest first.
public enum StoreUpdate: Equatable, Sendable {
    /// The products, or why they did not load.
    case products(Result<[StoreProduct], StoreError>)
    /// A verified entitlement (`currentEntitlements`, or a change from `Transaction.updates`).
    case entitlement(Entitlement, verifiedAt: Date)
    /// The store could not answer; the cached entitlement keeps applying (17.7).
    case entitlementUnavailable(StoreError)
    case purchase(PurchaseOutcome)
    case restore(RestoreOutcome)
    case manage(ManageOutcome)
    /// A failure outside any request (the sandbox file), for the parent notices.
    case failure(StoreError)
}

/// How a purchase request ended.
public enum PurchaseOutcome: Equatable, Sendable {
    /// Bought; the new entitlement follows as `.entitlement`.
    case completed
    /// Ask to Buy: waiting for the organiser ("Kauf wartet auf Bestätigung").
    case pending
    /// The organiser declined (the sandbox reports it; StoreKit stays silent).
    case declined
    /// The parent closed the purchase sheet.
    case cancelled
    case failed(StoreError)
}

/// "Käufe wiederherstellen" (17.7).
public enum RestoreOutcome: Equatable, Sendable {
    /// "Abo wiederhergestellt"
    case restored
    /// "Kein aktives Abo gefunden"
    case nothingFound
    case failed(StoreError)
}

/// "Abo verwalten".
public enum ManageOutcome: Equatable, Sendable {
    /// The platform's subscription management opened.
    case shown
    /// The sandbox: the app opens its developer panel instead.
    case developerPanel
    case notOffered
}

import Foundation
import TestSupport
import Testing
import ZKStore

/// The app's side of the store: the cache it keeps, what it tells the parent, the verdict.
@MainActor @Suite struct StoreSessionTests {
    private let calendar = StoreTestKit.calendar

    @Test func theCachedEntitlementAppliesAtLaunchUntilTheStoreAnswers() {
        let cache = CachedEntitlement(
            state: .trial, expirationDate: Berlin.clock("2026-10-08").now, willAutoRenew: true,
            verifiedAt: StoreTestKit.start)
        var session = StoreSession(edition: .sandbox, cached: cache)
        #expect(session.verdict(at: Berlin.clock("2026-10-02").now, calendar: calendar).isPremium)
        #expect(session.apply(.entitlementUnavailable(.offline)) == [.tellParent(.offline)])
        #expect(session.verdict(at: Berlin.clock("2026-10-02").now, calendar: calendar).isPremium)

        let revoked = StoreTestKit.reach(.revoked)
        let effects = session.apply(.entitlement(.subscription(revoked), verifiedAt: Berlin.clock("2026-10-02").now))
        #expect(
            effects == [.storeCache(CachedEntitlement(status: revoked, verifiedAt: Berlin.clock("2026-10-02").now))])
        #expect(!session.verdict(at: Berlin.clock("2026-10-02").now, calendar: calendar).isPremium)
    }

    @Test func anUnchangedAnswerWritesNothing() {
        var session = StoreSession(edition: .sandbox, cached: nil)
        let trial = StoreTestKit.reach(.trial)
        #expect(session.apply(.entitlement(.subscription(trial), verifiedAt: StoreTestKit.start)).count == 1)
        #expect(session.apply(.entitlement(.subscription(trial), verifiedAt: StoreTestKit.start)).isEmpty)
    }

    @Test func theDesktopEditionIsAlwaysPremiumAndKeepsNoCache() {
        let stale = CachedEntitlement(
            state: .expired, expirationDate: nil, willAutoRenew: false, verifiedAt: StoreTestKit.start)
        var session = StoreSession(edition: .desktopEdition, cached: stale)
        #expect(session.cached == nil)
        #expect(session.apply(.entitlement(.desktopEdition, verifiedAt: StoreTestKit.start)).isEmpty)
        #expect(session.verdict(at: Berlin.clock("2030-01-01").now, calendar: calendar) == .desktopEdition)
    }

    @Test func aPendingPurchaseShowsUntilTheApprovedEntitlementArrives() {
        var session = StoreSession(edition: .sandbox, cached: nil)
        _ = session.apply(.purchase(.pending))
        #expect(session.isPending)
        session.requestStarted()
        #expect(session.isPending)
        _ = session.apply(.entitlement(.subscription(StoreTestKit.reach(.trial)), verifiedAt: StoreTestKit.start))
        #expect(!session.isPending)
    }

    @Test func failuresReachTheParentAndTheSandboxPanelOpensFromManage() {
        var session = StoreSession(edition: .sandbox, cached: nil)
        session.productsRequested()
        #expect(session.products == .loading)
        #expect(session.apply(.products(.failure(.pricesUnavailable))) == [.tellParent(.pricesUnavailable)])
        #expect(session.apply(.purchase(.failed(.offline))) == [.tellParent(.offline)])
        #expect(session.apply(.failure(.sandboxWriteFailed)) == [.tellParent(.sandboxWriteFailed)])
        #expect(session.apply(.manage(.developerPanel)) == [.openDeveloperPanel])
    }
}

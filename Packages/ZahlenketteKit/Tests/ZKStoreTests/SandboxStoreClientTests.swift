import Foundation
import TestSupport
import Testing
import ZKCore
import ZKStore

/// `--store sandbox`: the simulated store, its file and its developer panel (issue 17).
@MainActor @Suite struct SandboxStoreClientTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-sandbox-\(UUID())")
    private var file: SandboxFile { SandboxFile(url: folder.appendingPathComponent("store-sandbox.json")) }

    private func client(_ clock: any AppClock = Berlin.octoberFirst) -> SandboxStoreClient {
        SandboxStoreClient(storage: file, clock: clock)
    }

    private func entitlements(_ updates: [StoreUpdate]) -> [SubscriptionStatus] {
        updates.compactMap {
            if case .entitlement(.subscription(let status), _) = $0 { return status }
            return nil
        }
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func theAccountPersistsWithOwnerOnlyPermissionsAndReloads() throws {
        defer { cleanUp() }
        let first = client()
        first.purchase(.yearly)
        first.perform(.advance(days: 3))
        let updates = first.poll()
        #expect(updates.first == .purchase(.completed))
        #expect(entitlements(updates).last?.state == .trial)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

        let reloaded = client()
        #expect(reloaded.account == first.account)
        #expect(reloaded.storeNow == Berlin.clock("2026-10-04").now)
        #expect(reloaded.poll().isEmpty)
    }

    @Test func theTrialConvertsWhenTimeMovesPastItsEnd() {
        defer { cleanUp() }
        let store = client()
        store.purchase(.yearly)
        store.perform(.advance(days: 7))
        #expect(store.account.status.state == .subscribed)
        #expect(store.account.status.expirationDate == Berlin.clock("2027-10-08").now)
        #expect(store.account.status.transactions.map(\.kind) == [.trial, .renewal])
    }

    @Test func askToBuyWaitsThenTheOrganiserAnswers() {
        defer { cleanUp() }
        let store = client()
        store.perform(.setAskToBuy(true))
        store.purchase(.yearly)
        #expect(store.poll().contains(.purchase(.pending)))
        #expect(store.account.status.state == .free && store.account.status.pending != nil)
        store.perform(.declineAskToBuy)
        #expect(store.poll().contains(.purchase(.declined)))
        store.perform(.requestAskToBuy(.monthly))
        #expect(store.perform(.approveAskToBuy) == .applied)
        #expect(entitlements(store.poll()).last?.state == .trial)
    }

    @Test func billingFailureGivesSixteenDaysOfGraceThenExpires() {
        defer { cleanUp() }
        let store = client()
        store.perform(.purchase(.monthly, withTrial: false))
        store.perform(.failBilling)
        #expect(store.account.status.state == .billingGrace)
        store.perform(.advance(days: 15))
        #expect(store.account.status.isPremium)
        store.perform(.advance(days: 1))
        #expect(store.account.status.state == .expired)
        #expect(store.account.status.endedAt == Berlin.clock("2026-10-17").now)
    }

    @Test func aCancelledSubscriptionExpiresAtThePeriodEnd() {
        defer { cleanUp() }
        let store = client()
        store.perform(.purchase(.monthly, withTrial: false))
        store.perform(.cancel)
        store.perform(.skipToPeriodEnd)
        #expect(store.account.status.state == .expired)
        #expect(store.storeNow.timeIntervalSince(Berlin.clock("2026-11-01").now) == 1)
        #expect(store.account.status.endedAt == Berlin.clock("2026-11-01").now)
    }

    @Test func afterARefundTheParentCanSubscribeButNotTrialAgain() {
        defer { cleanUp() }
        let store = client()
        store.purchase(.yearly)
        store.perform(.refund)
        #expect(store.account.status.state == .revoked)
        #expect(
            store.perform(.purchase(.yearly, withTrial: true))
                == .refused(TransitionRefusal(state: .revoked, event: .purchaseWithTrial, reason: .trialAlreadyUsed)))
        _ = store.poll()
        store.purchase(.yearly)
        #expect(store.poll().first == .purchase(.completed))
        #expect(store.account.status.state == .subscribed)
    }

    @Test func restoreReportsWhetherAnActiveSubscriptionWasFound() {
        defer { cleanUp() }
        let store = client()
        store.sync()
        #expect(store.poll().first == .restore(.nothingFound))
        store.perform(.setFamilySharing(true))
        store.perform(.restore)
        #expect(store.poll().contains(.restore(.restored)))
        store.perform(.setFamilySharing(false))
        #expect(store.account.status.state == .free)
    }

    @Test func pricesComeFromTheDisplayPriceAndCanFailToLoad() {
        defer { cleanUp() }
        let store = client()
        store.requestProducts()
        guard case .products(.success(let products)) = store.poll().first else {
            Issue.record("no products")
            return
        }
        #expect(products.map(\.displayPrice) == ["3,99\(StoreTestKit.nbsp)€", "29,99\(StoreTestKit.nbsp)€"])
        #expect(products.allSatisfy { $0.trialDays == 7 })
        store.perform(.setPricesFail(true))
        store.requestProducts()
        store.purchase(.yearly)
        #expect(store.poll() == [.products(.failure(.pricesUnavailable)), .purchase(.failed(.pricesUnavailable))])
    }

    @Test func offlineWithholdsEveryAnswerUntilTheStoreIsBack() {
        defer { cleanUp() }
        let store = client()
        store.purchase(.monthly)
        _ = store.poll()
        store.perform(.setOffline(true))
        store.requestEntitlement()
        store.sync()
        store.perform(.refund)
        #expect(store.poll() == [.entitlementUnavailable(.offline), .restore(.failed(.offline))])
        store.perform(.setOffline(false))
        #expect(entitlements(store.poll()).map(\.state) == [.revoked])
    }

    @Test func theRefusedPanelStepChangesNothing() {
        defer { cleanUp() }
        let store = client()
        let before = store.account
        #expect(
            store.perform(.recoverBilling)
                == .refused(TransitionRefusal(state: .free, event: .billingRecovery, reason: .notAllowedInState)))
        #expect(store.account == before)
    }

    @Test func aDamagedFileIsSetAsideAndTheParentIsTold() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: file.url)
        let store = client()
        #expect(store.poll() == [.failure(.sandboxUnreadable)])
        #expect(store.account == SandboxAccount())
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("store-sandbox.json.corrupt-") })
    }

    @Test func theManageButtonOpensTheDeveloperPanel() {
        defer { cleanUp() }
        let store = client()
        store.manageSubscriptions()
        #expect(store.poll() == [.manage(.developerPanel)])
        #expect(store.edition.bannerKey == "store.sandbox.banner")
    }
}

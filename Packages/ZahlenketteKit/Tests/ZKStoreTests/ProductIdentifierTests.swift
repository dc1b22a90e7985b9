import Foundation
import TestSupport
import Testing
import ZKCore
import ZKStore

/// The spec's product identifiers (D-1019, superseding D-1003's `zk.premium.*`): what the store
/// sells is found under the new names, and what was written before them keeps working.
@MainActor @Suite struct ProductIdentifierTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-ids-\(UUID())")
    private var file: SandboxFile { SandboxFile(url: folder.appendingPathComponent("store-sandbox.json")) }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func theStoreSellsThePlansUnderTheBundlesProductIdentifiers() {
        #expect(SubscriptionPlan.monthly.productID == "de.zahlenkette.app.premium.monthly")
        #expect(SubscriptionPlan.yearly.productID == "de.zahlenkette.app.premium.yearly")
        #expect(ProductCatalog.products.map(\.productID) == SubscriptionPlan.allCases.map(\.productID))
        let listed = SandboxAccount.products(format: StoreFormat(calendar: StoreTestKit.calendar))
        #expect(listed.map(\.id) == ["de.zahlenkette.app.premium.monthly", "de.zahlenkette.app.premium.yearly"])
    }

    @Test func anOldIdentifierStillNamesItsPlanAndAStrangeOneNone() {
        #expect(SubscriptionPlan(productID: "zk.premium.monthly") == .monthly)
        #expect(SubscriptionPlan(productID: "zk.premium.yearly") == .yearly)
        #expect(SubscriptionPlan(productID: "de.zahlenkette.app.premium.yearly") == .yearly)
        #expect(SubscriptionPlan(productID: "de.zahlenkette.app.premium.weekly") == nil)
        #expect(SubscriptionPlan(productID: "yearly") == nil)
    }

    /// A sandbox account saved by the build that sold `zk.premium.yearly`: a trial bought on
    /// 1 October 2026, exactly as that build wrote it (dates as seconds since 2001).
    private let fileWrittenUnderTheOldIdentifiers = """
        {
          "askToBuy" : false,
          "offline" : false,
          "pricesFail" : false,
          "status" : {
            "expirationDate" : 813135600,
            "plan" : "yearly",
            "state" : "trial",
            "transactions" : [
              {
                "expirationDate" : 813135600,
                "id" : 1,
                "kind" : "trial",
                "plan" : "yearly",
                "purchaseDate" : 812530800
              }
            ],
            "trialUsed" : true,
            "willAutoRenew" : true
          },
          "timeOffset" : 0,
          "version" : 1
        }
        """

    @Test func aSandboxAccountSavedUnderTheOldIdentifiersKeepsItsTrialAndRenewsUnderTheNewOnes() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(fileWrittenUnderTheOldIdentifiers.utf8).write(to: file.url)

        let store = SandboxStoreClient(storage: file, clock: Berlin.clock("2026-10-03"))
        #expect(store.poll().isEmpty)
        #expect(store.account.status.state == .trial)
        #expect(store.account.status.expirationDate == Berlin.clock("2026-10-08").now)

        store.requestProducts()
        guard case .products(.success(let products)) = store.poll().first else {
            Issue.record("no products")
            return
        }
        #expect(products.map(\.id) == SubscriptionPlan.allCases.map(\.productID))

        store.perform(.advance(days: 5))
        #expect(store.account.status.state == .subscribed)
        #expect(store.account.status.transactions.map(\.kind) == [.trial, .renewal])
        let saved = try String(contentsOf: file.url, encoding: .utf8)
        #expect(!saved.contains("zk.premium"))
        #expect(SandboxStoreClient(storage: file, clock: Berlin.clock("2026-10-08")).account == store.account)
    }
}

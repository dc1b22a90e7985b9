import Foundation
import TestSupport
import Testing
import ZKCore
import ZKStore

/// `App/StoreKit/Products.storekit`, the file a Mac build tests purchases with, sells what ZKStore's
/// product catalog sells at the prices S-24 shows (issue 38; docs/ios-host.md#storekit). The file's
/// other values are checked by `scripts/check_app_files.py`.
@MainActor @Suite struct AppStoreKitFileTests {
    /// One subscription as the StoreKit configuration file (format version 4) writes it.
    private struct Subscription: Decodable {
        struct Offer: Decodable {
            let paymentMode: String
            let subscriptionPeriod: String
        }
        let productID: String
        let displayPrice: String
        let familyShareable: Bool
        let introductoryOffer: Offer?
        let recurringSubscriptionPeriod: String
    }

    private struct Group: Decodable {
        let name: String
        let subscriptions: [Subscription]
    }

    private struct Configuration: Decodable {
        let subscriptionGroups: [Group]
    }

    private func configuration() throws -> Configuration {
        let url = ShippedContent.repositoryRoot.appendingPathComponent("App/StoreKit/Products.storekit")
        return try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: url))
    }

    private func subscription(_ plan: SubscriptionPlan) throws -> Subscription? {
        try configuration().subscriptionGroups.first?.subscriptions.first { $0.productID == plan.productID }
    }

    @Test func theFileSellsTheCatalogsProductsInItsOneGroup() throws {
        let groups = try configuration().subscriptionGroups
        #expect(groups.map(\.name) == [ProductCatalog.subscriptionGroup])
        #expect(Set(groups.flatMap(\.subscriptions).map(\.productID)) == Set(ProductCatalog.products.map(\.productID)))
        for product in ProductCatalog.products {
            let sold = try #require(try subscription(product.plan))
            #expect(Decimal(string: sold.displayPrice) == product.price)
            #expect(sold.familyShareable == product.familyShareable)
            let period: [SubscriptionPlan: String] = [.monthly: "P1M", .yearly: "P1Y"]
            #expect(sold.recurringSubscriptionPeriod == period[product.plan])
            #expect(sold.introductoryOffer?.paymentMode == "free")
            let trialDays = ["P1W": 7, "P7D": 7, "P3D": 3, "P2W": 14, "P1M": 30][
                sold.introductoryOffer?.subscriptionPeriod ?? ""]
            #expect(trialDays == product.trialDays)
        }
    }

    @Test func theParentSeesOnS24ThePricesTheFileCharges() throws {
        let format = StoreFormat(calendar: Berlin.calendar)
        var session = StoreSession(edition: .sandbox, cached: nil)
        _ = session.apply(.products(.success(SandboxAccount.products(format: format))))
        _ = session.apply(.entitlement(.subscription(.free), verifiedAt: StoreTestKit.start))
        let paywall = PaywallModel.make(
            session: session, verdict: .free, premiumGames: [.memory], selected: .yearly, now: StoreTestKit.start,
            format: format)
        for plan in SubscriptionPlan.allCases {
            let sold = try #require(try subscription(plan))
            let charged = format.price(try #require(Decimal(string: sold.displayPrice)), currencyCode: "EUR")
            let title = try #require(paywall.plans.first { $0.plan == plan }.flatMap { StoreTestKit.german($0.title) })
            #expect(title.contains(charged), "S-24 shows \(title), the StoreKit file charges \(charged)")
        }
    }
}

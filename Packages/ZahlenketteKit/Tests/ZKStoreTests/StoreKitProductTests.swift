import Foundation
import TestSupport
import Testing
import ZKCore
import ZKStore

/// What StoreKit 2 lists becomes S-24's plans (docs/ios-host.md#storekit): a parent on an iPhone sees
/// the App Store's prices and the 7-day trial exactly as the sandbox shows them on the desktop.
@MainActor @Suite struct StoreKitProductTests {
    private let format = StoreFormat(calendar: Berlin.calendar)
    private let nbsp = StoreTestKit.nbsp

    /// The two products as `Products.storekit` defines them, read on a German account.
    private var listed: [StoreKitProduct] {
        [
            StoreKitProduct(
                productID: "de.zahlenkette.app.premium.yearly", displayPrice: "29,99\(nbsp)€",
                price: Decimal(2999) / 100, currencyCode: "EUR", introductoryPaymentMode: .freeTrial),
            StoreKitProduct(
                productID: "de.zahlenkette.app.premium.monthly", displayPrice: "3,99\(nbsp)€",
                price: Decimal(399) / 100, currencyCode: "EUR", introductoryPaymentMode: .freeTrial),
        ]
    }

    private func paywall(_ products: [StoreProduct]) -> PaywallModel {
        var session = StoreSession(edition: .sandbox, cached: nil)
        _ = session.apply(.products(.success(products)))
        _ = session.apply(.entitlement(.subscription(.free), verifiedAt: StoreTestKit.start))
        return PaywallModel.make(
            session: session, verdict: .free, premiumGames: [.memory], selected: .yearly, now: StoreTestKit.start,
            format: format)
    }

    @Test func theAppStoresProductsMakeTheSameOfferAsTheSandbox() {
        let fromStoreKit = StoreKitProduct.storeProducts(listed)
        #expect(fromStoreKit == SandboxAccount.products(format: format))
        let offer = paywall(fromStoreKit)
        #expect(offer == paywall(SandboxAccount.products(format: format)))
        #expect(offer.buy.flatMap { StoreTestKit.german($0.title) } == "7 Tage gratis testen")
    }

    @Test func onlyAFreeOfferOfDaysOrWeeksIsATrial() {
        func trial(
            _ mode: StoreKitProduct.PaymentMode?, _ value: Int, _ unit: StoreKitProduct.PeriodUnit, _ count: Int
        )
            -> Int?
        {
            StoreKitProduct(
                productID: SubscriptionPlan.monthly.productID, displayPrice: "3,99\(nbsp)€", price: 3.99,
                currencyCode: "EUR", introductoryPaymentMode: mode, introductoryPeriodValue: value,
                introductoryPeriodUnit: unit, introductoryPeriodCount: count
            ).trialDays
        }
        #expect(trial(.freeTrial, 1, .week, 1) == 7)
        #expect(trial(.freeTrial, 3, .day, 1) == 3)
        #expect(trial(.freeTrial, 1, .week, 2) == 14)
        #expect(trial(.freeTrial, 1, .month, 1) == nil)
        #expect(trial(.payAsYouGo, 1, .week, 1) == nil)
        #expect(trial(nil, 1, .week, 1) == nil)
    }

    @Test func aProductTheAppDoesNotSellIsLeftOutAndEachPlanListedOnce() {
        let strange = StoreKitProduct(
            productID: "de.zahlenkette.app.premium.weekly", displayPrice: "0,99\(nbsp)€", price: 0.99,
            currencyCode: "EUR", introductoryPaymentMode: nil)
        let legacy = StoreKitProduct(
            productID: "zk.premium.yearly", displayPrice: "19,99\(nbsp)€", price: 19.99, currencyCode: "EUR",
            introductoryPaymentMode: nil)
        let products = StoreKitProduct.storeProducts([strange] + listed + [legacy])
        #expect(products.map(\.plan) == [.monthly, .yearly])
        #expect(products.map(\.displayPrice) == ["3,99\(nbsp)€", "29,99\(nbsp)€"])
    }
}

import Foundation
import TestSupport
import Testing
import ZKStore

/// German prices and dates (docs/store.md#s-24).
@Suite struct StoreFormatTests {
    private let format = StoreFormat(calendar: Berlin.calendar)
    private let products = SandboxAccount.products(format: StoreFormat(calendar: Berlin.calendar))
    private var yearly: StoreProduct? { products.first { $0.plan == .yearly } }
    private var monthly: StoreProduct? { products.first { $0.plan == .monthly } }

    @Test func pricesAreWrittenTheGermanWay() {
        #expect(format.price(Decimal(250) / 100, currencyCode: "EUR") == "2,50\(StoreTestKit.nbsp)€")
        #expect(format.price(Decimal(2999) / 100, currencyCode: "EUR") == "29,99\(StoreTestKit.nbsp)€")
    }

    @Test func theYearlyPlanCostsTwoFiftyAMonthAndSavesThirtySevenPercent() throws {
        let yearly = try #require(yearly)
        let monthly = try #require(monthly)
        #expect(StoreFormat.monthlyEquivalent(of: yearly) == Decimal(250) / 100)
        // 1 − 29.99 / 47.88 = 37.36 %: rounded down, never overstated.
        #expect(StoreFormat.savingsPercent(yearly: yearly, monthly: monthly) == 37)
    }

    @Test func noBadgeWhenTheYearIsNotCheaper() throws {
        let monthly = try #require(monthly)
        let dear = StoreProduct(
            plan: .yearly, displayPrice: "49,99 €", price: Decimal(4999) / 100, currencyCode: "EUR", trialDays: 7)
        #expect(StoreFormat.savingsPercent(yearly: dear, monthly: monthly) == nil)
    }

    @Test func datesUseTheShortGermanMonth() {
        #expect(format.date(Berlin.clock("2026-10-08").now) == "8. Okt. 2026")
        #expect(format.date(Berlin.clock("2027-05-13", hour: 23, minute: 30).now) == "13. Mai 2027")
    }
}

import Foundation

/// German prices and dates for the store screens (docs/store.md#s-24): "2,50 €", "8. Okt. 2026". The
/// products' own prices are never reformatted; this formats only what the app computes.
public struct StoreFormat: Sendable {
    public let localeIdentifier: String
    public let calendar: Calendar

    public init(calendar: Calendar, localeIdentifier: String = StoreTerms.localeIdentifier) {
        self.calendar = calendar
        self.localeIdentifier = localeIdentifier
    }

    /// A currency amount in the locale's format, "2,50 €" (with the no-break space of CLDR).
    public func price(_ amount: Decimal, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: localeIdentifier)
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter.string(from: NSDecimalNumber(decimal: amount)) ?? "\(amount) \(currencyCode)"
    }

    /// A calendar day in the locale's medium form, "8. Okt. 2026", in the clock's time zone.
    public func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: localeIdentifier)
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("dMMMyyyy")
        return formatter.string(from: date)
    }

    /// The yearly price per month, rounded to cents: 29,99 € → 2,50 €.
    public static func monthlyEquivalent(of product: StoreProduct) -> Decimal {
        var exact = product.price / Decimal(product.plan.months)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 2, .plain)
        return rounded
    }

    /// Whole percent the yearly plan saves against twelve monthly payments, rounded down so a
    /// saving is never overstated (D-1008): 29,99 € against 12 × 3,99 € → 37.
    public static func savingsPercent(yearly: StoreProduct, monthly: StoreProduct) -> Int? {
        let twelveMonths = monthly.price * Decimal(yearly.plan.months / monthly.plan.months)
        guard twelveMonths > 0, yearly.price < twelveMonths else { return nil }
        var exact = (1 - yearly.price / twelveMonths) * 100
        var whole = Decimal()
        NSDecimalRound(&whole, &exact, 0, .down)
        return NSDecimalNumber(decimal: whole).intValue
    }
}

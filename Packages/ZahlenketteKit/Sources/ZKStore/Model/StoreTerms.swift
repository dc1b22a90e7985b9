import Foundation

/// The fixed numbers of the subscription (docs/store.md#products-and-storekit-2, docs/store.md#offline-and-a-moved-clock).
public enum StoreTerms {
    /// Length of the introductory free trial.
    public static let trialDays = 7
    /// Billing grace after a failed renewal.
    public static let billingGraceDays = 16
    /// How much longer a cached entitlement with auto-renew on is honoured offline (17.7).
    public static let offlineExtensionDays = 7
    /// The language the store's prices and dates are written in (German first, spec 3.1).
    public static let localeIdentifier = "de_DE"

    static let secondsPerDay: TimeInterval = 86_400

    /// `days` calendar days after `date`: a trial bought at 00:30 ends at 00:30 even across a
    /// change to winter time.
    static func adding(days: Int, to date: Date, calendar: Calendar) -> Date {
        calendar.date(byAdding: .day, value: days, to: date) ?? date.addingTimeInterval(Double(days) * secondsPerDay)
    }
}

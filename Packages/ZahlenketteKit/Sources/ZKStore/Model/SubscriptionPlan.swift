import Foundation

/// The two plans of docs/store.md#products-and-storekit-2, each with a 7-day free trial.
public enum SubscriptionPlan: String, CaseIterable, Codable, Sendable {
    case monthly
    case yearly

    /// The product identifier in the App Store and in `App/StoreKit/Products.storekit`:
    /// `<bundle ID>.premium.<plan>` with the bundle ID `de.zahlenkette.app` (D-1019).
    public var productID: String {
        "\(SubscriptionPlan.bundleID).premium.\(rawValue)"
    }

    /// The identifier D-1003 gave the plan before D-1019; only ever read, never written.
    public var legacyProductID: String {
        "zk.premium.\(rawValue)"
    }

    /// The app's bundle identifier, of which the product IDs are made (D-1019).
    public static let bundleID = "de.zahlenkette.app"

    /// The plan of a product identifier, the current one or the one of D-1003; nil for a product
    /// the app does not sell.
    public init?(productID: String) {
        guard
            let plan = SubscriptionPlan.allCases.first(where: {
                $0.productID == productID || $0.legacyProductID == productID
            })
        else { return nil }
        self = plan
    }

    /// Months per billing period.
    public var months: Int {
        switch self {
        case .monthly: 1
        case .yearly: 12
        }
    }

    /// The end of one billing period that starts at `start`, in calendar months.
    public func periodEnd(from start: Date, calendar: Calendar) -> Date {
        calendar.date(byAdding: .month, value: months, to: start)
            ?? start.addingTimeInterval(Double(months) * 30 * StoreTerms.secondsPerDay)
    }
}

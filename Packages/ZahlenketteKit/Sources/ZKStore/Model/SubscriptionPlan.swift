import Foundation

/// The two plans of engine 17.1, each with a 7-day free trial.
public enum SubscriptionPlan: String, CaseIterable, Codable, Sendable {
    case monthly
    case yearly

    /// The product identifier in the store (D-1003).
    public var productID: String {
        "zk.premium.\(rawValue)"
    }

    /// The plan of a product identifier, nil for a product the app does not sell.
    public init?(productID: String) {
        guard let plan = SubscriptionPlan.allCases.first(where: { $0.productID == productID }) else { return nil }
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

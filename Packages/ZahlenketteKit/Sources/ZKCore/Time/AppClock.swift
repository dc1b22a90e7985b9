import Foundation

/// The only source of the current instant outside `ZKCore/Time` (spec 5.4.2).
public protocol AppClock: Sendable {
    /// Current wall-clock instant.
    var now: Date { get }
    /// Gregorian calendar in the local time zone. Local dates are always Gregorian.
    var calendar: Calendar { get }
}

extension AppClock {
    /// The local calendar day of `now`.
    public var today: LocalDate { LocalDate(date: now, calendar: calendar) }

    /// The local calendar day of `date`.
    public func localDate(for date: Date) -> LocalDate {
        LocalDate(date: date, calendar: calendar)
    }

    /// 00:00 local time of the day that contains `date`.
    public func startOfDay(for date: Date) -> Date {
        calendar.startOfDay(for: date)
    }

    /// 00:00 local time of `day` (on a day that starts with a DST gap, its first valid instant).
    public func startOfDay(_ day: LocalDate) -> Date {
        day.startDate(in: calendar)
    }
}

extension Calendar {
    /// A Gregorian calendar in `timeZone`, as every clock uses (spec 5.4.2).
    public static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

import Foundation

/// The production clock: the system time in the device's current time zone.
public struct SystemClock: AppClock {
    public init() {}

    public var now: Date { Date() }

    public var calendar: Calendar { Calendar.gregorian(in: TimeZone.autoupdatingCurrent) }
}

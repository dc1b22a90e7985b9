import Foundation
import ZKCore

/// The time zone and clocks every deterministic test uses (spec 6.2.3).
public enum Berlin {
    /// Europe/Berlin; the identifier is built into every tz database, so this never fails.
    public static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .gmt

    public static let calendar = Calendar.gregorian(in: timeZone)

    /// `hour:minute` local time in Berlin on the day `yyyy-MM-dd`.
    public static func clock(_ day: String, hour: Int = 9, minute: Int = 0) -> FixedClock {
        let date = LocalDate(string: day) ?? LocalDate(date: Date(timeIntervalSince1970: 0), calendar: calendar)
        return FixedClock(day: date, hour: hour, minute: minute, timeZone: timeZone)
            ?? FixedClock(now: Date(timeIntervalSince1970: 0), timeZone: timeZone)
    }

    /// 2026-10-01 09:00 in Berlin, the preview and fixture instant of spec 5.4.1.
    public static let octoberFirst = clock("2026-10-01")

    /// `day` as a LocalDate; test literals are always valid.
    public static func day(_ text: String) -> LocalDate {
        LocalDate(string: text) ?? LocalDate(date: Date(timeIntervalSince1970: 0), calendar: calendar)
    }
}

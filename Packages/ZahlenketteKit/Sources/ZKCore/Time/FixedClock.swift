import Foundation

/// A clock that always reads the same instant, for tests and previews.
public struct FixedClock: AppClock {
    public let now: Date
    public let calendar: Calendar

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.calendar = Calendar.gregorian(in: timeZone)
    }

    /// The instant `hour:minute` local time on `day` in `timeZone`; nil for an invalid time.
    public init?(day: LocalDate, hour: Int, minute: Int = 0, timeZone: TimeZone) {
        let calendar = Calendar.gregorian(in: timeZone)
        let components = DateComponents(
            calendar: calendar, timeZone: timeZone, year: day.year, month: day.month, day: day.day, hour: hour,
            minute: minute)
        guard (0...23).contains(hour), (0...59).contains(minute), let date = calendar.date(from: components) else {
            return nil
        }
        self.init(now: date, timeZone: timeZone)
    }
}

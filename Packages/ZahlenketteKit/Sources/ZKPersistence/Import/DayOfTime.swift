import Foundation
import ZKCore

/// The local day of a time from the time zone's offset at that instant: attempts and ledger lines
/// come by the thousand, and a calendar lookup per row made the import several times slower.
/// The offset is looked up once per quarter hour of UTC: every zone's offset, and so its midnight,
/// falls on a quarter hour.
final class DayOfTime {
    let timeZone: TimeZone
    private var cached: (hour: Double, day: LocalDate, text: String)?

    init(calendar: Calendar) {
        timeZone = calendar.timeZone
    }

    func day(of time: Date) -> LocalDate {
        lookUp(time).day
    }

    /// The day's text as the store keeps it (`yyyy-MM-dd`), made once per quarter hour.
    func text(of time: Date) -> String {
        lookUp(time).text
    }

    private func lookUp(_ time: Date) -> (hour: Double, day: LocalDate, text: String) {
        let hour = (time.timeIntervalSince1970 / 900).rounded(.down)
        if let cached, cached.hour == hour { return cached }
        let local = time.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: time))
        let days = Int(exactly: (local / 86_400).rounded(.down))
        let day = days.map(ExportDocument.epochDay.adding(days:)) ?? ExportDocument.epochDay
        let found = (hour, day, day.string)
        cached = found
        return found
    }
}

import Foundation
import ZKCore

/// The local day of a time from the time zone's offset at that instant: attempts and ledger lines
/// come by the thousand, and a calendar lookup per row made the import several times slower.
/// The offset is looked up once per quarter hour of UTC: every zone's offset, and so its midnight,
/// falls on a quarter hour.
final class DayOfTime {
    let timeZone: TimeZone
    private var cached: (hour: Double, day: LocalDate)?

    init(calendar: Calendar) {
        timeZone = calendar.timeZone
    }

    func day(of time: Date) -> LocalDate {
        let hour = (time.timeIntervalSince1970 / 900).rounded(.down)
        if let cached, cached.hour == hour { return cached.day }
        let local = time.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: time))
        guard let days = Int(exactly: (local / 86_400).rounded(.down)) else { return ExportDocument.epochDay }
        let day = ExportDocument.epochDay.adding(days: days)
        cached = (hour, day)
        return day
    }
}

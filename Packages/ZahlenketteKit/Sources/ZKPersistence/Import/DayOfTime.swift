import Foundation
import ZKCore

/// The local day of a time from the time zone's offset at that instant: attempts and ledger lines
/// come by the thousand, and a calendar lookup per row made the import several times slower.
struct DayOfTime {
    let timeZone: TimeZone

    init(calendar: Calendar) {
        timeZone = calendar.timeZone
    }

    func day(of time: Date) -> LocalDate {
        let local = time.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: time))
        guard let days = Int(exactly: (local / 86_400).rounded(.down)) else { return ExportDocument.epochDay }
        return ExportDocument.epochDay.adding(days: days)
    }
}

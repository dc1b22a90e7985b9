import Foundation
import ZKCore

/// The simulated calendar: day 0 of every learner.
enum BenchmarkCalendar {
    static let firstDay =
        LocalDate(year: 2026, month: 10, day: 1)
        ?? LocalDate(date: Date(timeIntervalSince1970: 0), calendar: Calendar(identifier: .gregorian))

    /// The moment of `day` the engine is told a task was played at: its midnight, counted in whole
    /// days from `firstDay`.
    static func instant(of day: LocalDate) -> Date {
        Date(timeIntervalSince1970: Double(day.days(since: firstDay)) * 86_400)
    }
}

import Foundation
import TestSupport
import Testing
import ZKCore
import ZKScene

@testable import ZKApp

/// The dashboard's 7-day chart (docs/parent-area.md#pages).
@MainActor @Suite struct WeekChartTests {
    /// The week's bars carry their weekdays, oldest first, today's last and in bold, so a parent can
    /// tell which day a bar is.
    @Test func theWeekChartNamesItsDaysEndingToday() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        let overview = try #require(app.model.parentFamily().overview(0))
        let week = (0..<7).map { overview.today.adding(days: $0 - 6) }
        let chart = try #require(app.scene.element(A11yID(.parentDashboard, "chart", "0")))
        let names = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
        let days = app.scene.texts.filter { chart.frame.contains($0.frame.center) && names.contains($0.string) }
            .sorted { $0.frame.minX < $1.frame.minX }
        let expected = week.map { names[$0.weekday - 1] }
        #expect(days.map(\.string) == expected)
        #expect(days.map(\.weight) == Array(repeating: .regular, count: 6) + [.bold])
        // A screen reader hears each day written in full with its minutes, today last.
        let long = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
        let spoken = zip(week, overview.minutesPerDay).map { "\(long[$0.weekday - 1]) \($1)" }
        #expect(chart.label.hasSuffix(spoken.joined(separator: ", ")), "\(chart.label)")
    }
}

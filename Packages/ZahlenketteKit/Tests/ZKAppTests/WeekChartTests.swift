import Foundation
import TestSupport
import Testing
import ZKCore
import ZKScene

@testable import ZKApp

/// The dashboard's 7-day chart (engine 16.2).
@MainActor @Suite struct WeekChartTests {
    /// The week's bars carry their weekdays, oldest first, today's last and in bold, so a parent can
    /// tell which day a bar is.
    @Test func theWeekChartNamesItsDaysEndingToday() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        app.openParentArea()
        let today = try #require(app.model.parentFamily().overview(0)?.today)
        let chart = try #require(app.scene.element(A11yID(.parentDashboard, "chart", "0")))
        let names = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
        let days = app.scene.texts.filter { chart.frame.contains($0.frame.center) && names.contains($0.string) }
            .sorted { $0.frame.minX < $1.frame.minX }
        let expected = (0..<7).map { names[today.adding(days: $0 - 6).weekday - 1] }
        #expect(days.map(\.string) == expected)
        #expect(days.map(\.weight) == Array(repeating: .regular, count: 6) + [.bold])
        // A screen reader hears each day written in full with its minutes, today last.
        let long = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
        let minutes = try #require(app.model.parentFamily().overview(0)?.minutesPerDay)
        let spoken = (0..<7).map { "\(long[today.adding(days: $0 - 6).weekday - 1]) \(minutes[$0])" }
        #expect(chart.label.hasSuffix(spoken.joined(separator: ", ")), "\(chart.label)")
    }
}

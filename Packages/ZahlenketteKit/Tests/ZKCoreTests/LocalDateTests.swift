import Foundation
import TestSupport
import Testing
import ZKCore

@Suite struct LocalDateTests {
    @Test(arguments: [
        "", "2026-1-01", "2026-01-1", "26-01-01", "2026/01/01", "2026-13-01", "2026-00-10", "2026-02-29",
        "2026-04-31", "0000-01-01", "2026-01-01 ", " 2026-01-01", "2026-01-01T00:00", "２０２６-01-01", "2026-0a-01",
        "+026-01-01", "2026--1-01",
    ])
    func rejectsAnythingButStrictCalendarDays(_ text: String) {
        #expect(LocalDate(string: text) == nil)
    }

    @Test func acceptsLeapDayAndPadsOnOutput() throws {
        let leap = try #require(LocalDate(string: "2028-02-29"))
        #expect(leap.year == 2028 && leap.month == 2 && leap.day == 29)
        let early = try #require(LocalDate(year: 987, month: 3, day: 4))
        #expect(early.string == "0987-03-04")
    }

    @Test func dayArithmeticCrossesMonthsYearsAndLeapDays() {
        #expect(Berlin.day("2026-12-31").adding(days: 1) == Berlin.day("2027-01-01"))
        #expect(Berlin.day("2028-02-28").adding(days: 1) == Berlin.day("2028-02-29"))
        #expect(Berlin.day("2026-03-01").adding(days: -1) == Berlin.day("2026-02-28"))
        #expect(Berlin.day("2026-10-01").adding(days: 90) == Berlin.day("2026-12-30"))
        #expect(Berlin.day("2026-12-30").days(since: Berlin.day("2026-10-01")) == 90)
        #expect(Berlin.day("2026-01-01").days(since: Berlin.day("2027-01-01")) == -365)
    }

    /// The parent's week chart names its days; the weekday agrees with the Gregorian calendar over
    /// years, leap days and the turn of a century.
    @Test func weekdayRunsMondayToSundayAsTheCalendarDoes() {
        #expect(Berlin.day("2026-11-30").weekday == 1)
        #expect(Berlin.day("2026-12-06").weekday == 7)
        #expect(Berlin.day("2028-02-29").weekday == 2)
        let start = Berlin.day("1999-12-25")
        for offset in 0..<1_500 {
            let day = start.adding(days: offset)
            // Foundation counts 1 for Sunday to 7 for Saturday.
            let foundation = Berlin.calendar.component(.weekday, from: day.startDate(in: Berlin.calendar))
            #expect(day.weekday == (foundation + 5) % 7 + 1, "\(day)")
        }
    }

    @Test func localDayFollowsTheBerlinTimeZoneNotUTC() {
        // 23:30 UTC on 30 Sep is already 1 Oct in Berlin (UTC+2 in summer time).
        let instant = Date(timeIntervalSince1970: 1_790_811_000)
        let utc = Calendar.gregorian(in: TimeZone(secondsFromGMT: 0) ?? .gmt)
        #expect(LocalDate(date: instant, calendar: utc).string == "2026-09-30")
        #expect(LocalDate(date: instant, calendar: Berlin.calendar).string == "2026-10-01")
    }

    @Test func springForwardDayIsTwentyThreeHoursLong() {
        // Berlin moves from 02:00 to 03:00 on 29 March 2026.
        let start = Berlin.day("2026-03-29").startDate(in: Berlin.calendar)
        let next = Berlin.day("2026-03-30").startDate(in: Berlin.calendar)
        #expect(next.timeIntervalSince(start) == 23 * 3600)
        #expect(FixedClock(day: Berlin.day("2026-03-29"), hour: 2, minute: 30, timeZone: Berlin.timeZone) != nil)
    }

    @Test func fallBackDayIsTwentyFiveHoursLongAndKeepsItsDate() {
        // Berlin repeats 02:00–03:00 on 25 October 2026.
        let start = Berlin.day("2026-10-25").startDate(in: Berlin.calendar)
        let next = Berlin.day("2026-10-26").startDate(in: Berlin.calendar)
        #expect(next.timeIntervalSince(start) == 25 * 3600)
        let lateEvening = Berlin.clock("2026-10-25", hour: 23, minute: 59)
        #expect(lateEvening.today == Berlin.day("2026-10-25"))
    }

    @Test func encodesAsAPlainDateStringAndRejectsBadJSON() throws {
        let data = try JSONEncoder().encode([Berlin.day("2026-10-01")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-10-01"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [Berlin.day("2026-10-01")])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }

    @Test func ordersChronologically() {
        let days = ["2027-01-01", "2026-12-31", "2026-02-01"].map(Berlin.day)
        #expect(days.sorted().map(\.string) == ["2026-02-01", "2026-12-31", "2027-01-01"])
    }
}

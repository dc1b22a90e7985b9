import Foundation
import TestSupport
import Testing
import ZKCore

@Suite struct ClockTests {
    @Test func fixedClockReportsItsLocalDayAndMidnight() {
        let clock = Berlin.clock("2026-10-01", hour: 9)
        #expect(clock.today == Berlin.day("2026-10-01"))
        let midnight = clock.startOfDay(for: clock.now)
        #expect(clock.now.timeIntervalSince(midnight) == 9 * 3600)
        #expect(clock.startOfDay(Berlin.day("2026-10-01")) == midnight)
    }

    @Test func fixedClockRejectsImpossibleTimes() {
        #expect(FixedClock(day: Berlin.day("2026-10-01"), hour: 24, timeZone: Berlin.timeZone) == nil)
        #expect(FixedClock(day: Berlin.day("2026-10-01"), hour: 9, minute: 60, timeZone: Berlin.timeZone) == nil)
    }

    @Test func adjustableClockMovesFromItsBaseAndResets() {
        let clock = AdjustableClock(base: Berlin.clock("2026-10-01", hour: 23))
        clock.advance(by: 3600)
        #expect(clock.today == Berlin.day("2026-10-02"))
        clock.setOffset(-86_400)
        #expect(clock.today == Berlin.day("2026-09-30"))
        clock.reset()
        #expect(clock.offset == 0)
        #expect(clock.today == Berlin.day("2026-10-01"))
    }

    @Test func systemContinuousTimeIsPositiveAndNeverGoesBack() {
        let source = SystemContinuousTimeSource()
        let first = source.seconds
        let second = source.seconds
        #expect(first > 0)
        #expect(second >= first)
    }
}

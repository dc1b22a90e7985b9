import Foundation
import TestSupport
import Testing
import ZKCore

@Suite struct TrustedDayClockTests {
    /// An anchor taken at 2026-10-01 09:00 Berlin when continuous time read 1,000 s.
    private let anchor = TrustedAnchor(
        trustedEpoch: Berlin.clock("2026-10-01", hour: 9).now, continuous: 1000,
        lastTrustedDate: Berlin.day("2026-10-01"))

    private func reading(wall: FixedClock, continuous: Double, anchor: TrustedAnchor?) -> TrustedDayClock.Reading {
        TrustedDayClock(clock: wall, continuousTime: FixedContinuousTimeSource(seconds: continuous))
            .reading(anchor: anchor)
    }

    @Test func withoutAnAnchorTheWallClockIsTrusted() {
        let result = reading(wall: Berlin.clock("2026-10-05", hour: 8), continuous: 50, anchor: nil)
        #expect(result.basis == .noAnchor)
        #expect(result.trustedDate == Berlin.day("2026-10-05"))
    }

    @Test func sameBootWithAnHonestClockUsesTheWallClock() {
        // One hour later by both clocks, plus 90 s of drift: within the 120 s tolerance.
        let wall = Berlin.clock("2026-10-01", hour: 10, minute: 1)
        let result = reading(wall: wall, continuous: 1000 + 3600 - 30, anchor: anchor)
        #expect(result.basis == .wallClockAgrees)
        #expect(result.trustedNow == wall.now)
    }

    @Test func clockSetForwardWithinOneBootDoesNotAdvanceTheDay() {
        // The parent's child moved the device clock two days ahead ten minutes after the anchor.
        let result = reading(wall: Berlin.clock("2026-10-03", hour: 9, minute: 10), continuous: 1600, anchor: anchor)
        #expect(result.basis == .wallClockMoved)
        #expect(result.trustedDate == Berlin.day("2026-10-01"))
        #expect(result.trustedNow == anchor.trustedEpoch.addingTimeInterval(600))
    }

    @Test func clockSetBackWithinOneBootKeepsTheTrueDay() {
        let result = reading(wall: Berlin.clock("2026-09-28", hour: 9), continuous: 1000 + 3600, anchor: anchor)
        #expect(result.basis == .wallClockMoved)
        #expect(result.trustedDate == Berlin.day("2026-10-01"))
    }

    @Test func realMidnightStillArrivesWithinOneBoot() {
        // Fifteen hours of continuous time later it is 00:00 on 2 October.
        let result = reading(wall: Berlin.clock("2026-10-02", hour: 0), continuous: 1000 + 15 * 3600, anchor: anchor)
        #expect(result.basis == .wallClockAgrees)
        #expect(result.trustedDate == Berlin.day("2026-10-02"))
    }

    @Test func afterARebootTheLaterOfWallClockAndAnchorWins() {
        let forward = reading(wall: Berlin.clock("2026-10-04", hour: 7), continuous: 20, anchor: anchor)
        #expect(forward.basis == .afterReboot)
        #expect(forward.trustedDate == Berlin.day("2026-10-04"))

        let backward = reading(wall: Berlin.clock("2026-09-20", hour: 7), continuous: 20, anchor: anchor)
        #expect(backward.basis == .afterReboot)
        #expect(backward.trustedNow == anchor.trustedEpoch)
        #expect(backward.trustedDate == Berlin.day("2026-10-01"))
    }

    @Test func travellingWestNeverMovesTheTrustedDateBack() throws {
        // Anchored at 23:30 on 1 October in Berlin, then the device switches to New York (17:30, 1 Oct)
        // and later the same evening it is 19:00 in New York, still 1 October.
        let lateAnchor = TrustedAnchor(
            trustedEpoch: Berlin.clock("2026-10-01", hour: 23, minute: 30).now, continuous: 1000,
            lastTrustedDate: Berlin.day("2026-10-02"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let wall = FixedClock(now: lateAnchor.trustedEpoch.addingTimeInterval(5400), timeZone: newYork)
        let result = reading(wall: wall, continuous: 1000 + 5400, anchor: lateAnchor)
        #expect(result.basis == .wallClockAgrees)
        #expect(wall.today == Berlin.day("2026-10-01"))
        #expect(result.trustedDate == Berlin.day("2026-10-02"))
    }

    @Test func reanchoringCarriesTheTrustedInstantForward() {
        let moved = TrustedDayClock(
            clock: Berlin.clock("2026-10-03", hour: 9, minute: 10),
            continuousTime: FixedContinuousTimeSource(seconds: 1600))
        let next = moved.reanchored(anchor)
        #expect(next.continuous == 1600)
        #expect(next.trustedEpoch == anchor.trustedEpoch.addingTimeInterval(600))
        #expect(next.lastTrustedDate == Berlin.day("2026-10-01"))

        let fresh = TrustedDayClock(clock: Berlin.octoberFirst, continuousTime: FixedContinuousTimeSource(seconds: 5))
            .reanchored(nil)
        #expect(fresh.trustedEpoch == Berlin.octoberFirst.now)
        #expect(fresh.lastTrustedDate == Berlin.day("2026-10-01"))
    }

    @Test func anchorSurvivesAJSONRoundTrip() throws {
        let data = try JSONEncoder().encode(anchor)
        #expect(try JSONDecoder().decode(TrustedAnchor.self, from: data) == anchor)
    }
}

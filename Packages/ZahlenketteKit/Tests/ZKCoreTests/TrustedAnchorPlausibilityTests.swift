import Foundation
import TestSupport
import Testing
import ZKCore

/// A damaged anchor falls back to the wall clock (docs/app.md#the-trusted-day-clock rule 1); a
/// moved wall clock does not make an anchor damaged.
@Suite struct TrustedAnchorPlausibilityTests {
    private let clock = Berlin.clock("2026-10-05", hour: 10)

    private func reading(_ anchor: TrustedAnchor, continuous: Double = 500) -> TrustedDayClock.Reading {
        TrustedDayClock(clock: clock, continuousTime: FixedContinuousTimeSource(seconds: continuous))
            .reading(anchor: anchor)
    }

    @Test func anAnchorWithImpossibleValuesCountsAsNone() {
        let epoch = Berlin.clock("2026-10-05", hour: 9).now
        let damaged = [
            TrustedAnchor(trustedEpoch: epoch, continuous: -5, lastTrustedDate: Berlin.day("2026-10-05")),
            TrustedAnchor(trustedEpoch: epoch, continuous: .nan, lastTrustedDate: Berlin.day("2026-10-05")),
            TrustedAnchor(trustedEpoch: epoch, continuous: .infinity, lastTrustedDate: Berlin.day("2026-10-05")),
            // A last trusted date years after the anchor's own instant: no reading writes that.
            TrustedAnchor(trustedEpoch: epoch, continuous: 100, lastTrustedDate: Berlin.day("2031-01-01")),
        ]
        for anchor in damaged {
            let reading = reading(anchor)
            #expect(reading.basis == .noAnchor)
            #expect(reading.trustedDate == Berlin.day("2026-10-05"))
        }
    }

    @Test func aWallClockSetBackIsNoDamage() {
        // Taken on the 8th; the wall clock now says the 5th, in the same boot.
        let anchor = TrustedAnchor(
            trustedEpoch: Berlin.clock("2026-10-08", hour: 10).now, continuous: 400,
            lastTrustedDate: Berlin.day("2026-10-08"))
        let reading = reading(anchor)
        #expect(reading.basis == .wallClockMoved)
        #expect(reading.trustedDate == Berlin.day("2026-10-08"))
    }
}

import Foundation
import TestSupport
import Testing
import ZKCore
import ZKStore

/// Offline (docs/store.md#offline-and-a-moved-clock): the cached entitlement at launch, read on the
/// trusted clock (docs/app.md#the-trusted-day-clock).
@Suite struct CachedEntitlementTests {
    /// A monthly subscription verified on 1 October at 09:00, renewing on 1 November.
    private func cache(autoRenew: Bool) -> CachedEntitlement {
        CachedEntitlement(
            state: .subscribed, expirationDate: Berlin.clock("2026-11-01").now, willAutoRenew: autoRenew,
            verifiedAt: Berlin.octoberFirst.now)
    }

    private func verdict(_ cache: CachedEntitlement, _ day: String, hour: Int = 9) -> EntitlementVerdict {
        cache.verdict(at: Berlin.clock(day, hour: hour).now, calendar: Berlin.calendar)
    }

    /// The trusted instant for a wall clock and continuous time, against an anchor taken on
    /// 30 October 09:00 at continuous 1,000 s.
    private func trustedNow(wall: FixedClock, continuous: Double) -> Date {
        let anchor = TrustedAnchor(
            trustedEpoch: Berlin.clock("2026-10-30").now, continuous: 1000, lastTrustedDate: Berlin.day("2026-10-30"))
        return TrustedDayClock(clock: wall, continuousTime: FixedContinuousTimeSource(seconds: continuous))
            .reading(anchor: anchor).trustedNow
    }

    @Test func premiumHoldsUntilThePeriodEndWhenCancelled() {
        let cancelled = cache(autoRenew: false)
        #expect(verdict(cancelled, "2026-10-31", hour: 23) == .premium(until: Berlin.clock("2026-11-01").now))
        #expect(verdict(cancelled, "2026-11-01") == .lapsed(endedAt: Berlin.clock("2026-11-01").now))
    }

    @Test func autoRenewAddsSevenDaysThenLocksUntilVerified() {
        let renewing = cache(autoRenew: true)
        let weekLater = Berlin.clock("2026-11-08").now
        #expect(verdict(renewing, "2026-11-01", hour: 10) == .extended(until: weekLater))
        #expect(verdict(renewing, "2026-11-08", hour: 8) == .extended(until: weekLater))
        #expect(verdict(renewing, "2026-11-08") == .lockedUntilVerified)
        #expect(!verdict(renewing, "2027-01-01").isPremium)
    }

    @Test func billingGraceIsHonouredToItsEndPlusTheWeek() {
        let grace = CachedEntitlement(
            state: .billingGrace, expirationDate: Berlin.clock("2026-10-01").now, willAutoRenew: true,
            verifiedAt: Berlin.octoberFirst.now, graceEnd: Berlin.clock("2026-10-17").now)
        #expect(verdict(grace, "2026-10-16") == .premium(until: Berlin.clock("2026-10-17").now))
        #expect(verdict(grace, "2026-10-20") == .extended(until: Berlin.clock("2026-10-24").now))
        #expect(verdict(grace, "2026-10-24") == .lockedUntilVerified)
    }

    @Test func stateWithoutPremiumIsNeverHonoured() {
        let lapsed = CachedEntitlement(
            state: .expired, expirationDate: Berlin.clock("2026-12-01").now, willAutoRenew: true,
            verifiedAt: Berlin.octoberFirst.now, endedAt: Berlin.clock("2026-09-20").now)
        #expect(verdict(lapsed, "2026-10-02") == .lapsed(endedAt: Berlin.clock("2026-09-20").now))
        let free = CachedEntitlement(
            state: .free, expirationDate: nil, willAutoRenew: false, verifiedAt: lapsed.verifiedAt)
        #expect(verdict(free, "2026-10-02") == .free)
    }

    @Test func aClockSetBackWithinOneBootDoesNotReopenALapsedSubscription() {
        // Real time: 5 days after the anchor (4 November), past the cancelled period's end. The wall
        // clock was set back to 20 October; the raw wall clock would still say premium.
        let wall = Berlin.clock("2026-10-20")
        let trusted = trustedNow(wall: wall, continuous: 1000 + 5 * 86_400)
        #expect(cache(autoRenew: false).verdict(at: wall.now, calendar: Berlin.calendar).isPremium)
        #expect(
            cache(autoRenew: false).verdict(at: trusted, calendar: Berlin.calendar)
                == .lapsed(endedAt: Berlin.clock("2026-11-01").now))
    }

    @Test func aClockSetBackAfterARebootCannotGoBehindTheLastAnchor() {
        // Anchored on 10 November, past the week of grace; rebooted with the clock on 15 October.
        let anchor = TrustedAnchor(
            trustedEpoch: Berlin.clock("2026-11-10").now, continuous: 90_000, lastTrustedDate: Berlin.day("2026-11-10"))
        let trusted = TrustedDayClock(
            clock: Berlin.clock("2026-10-15"), continuousTime: FixedContinuousTimeSource(seconds: 40)
        ).reading(anchor: anchor).trustedNow
        #expect(cache(autoRenew: true).verdict(at: trusted, calendar: Berlin.calendar) == .lockedUntilVerified)
    }

    @Test func aClockBehindTheLastVerificationCountsFromTheVerification() {
        // Verified on 5 November (in the week after the renewal date); the clock now reads 1 October.
        let verifiedLate = CachedEntitlement(
            state: .subscribed, expirationDate: Berlin.clock("2026-11-01").now, willAutoRenew: true,
            verifiedAt: Berlin.clock("2026-11-05").now)
        #expect(verdict(verifiedLate, "2026-10-01") == .extended(until: Berlin.clock("2026-11-08").now))
    }

    @Test func aClockSetForwardOnlyLocksEarly() {
        let trusted = trustedNow(wall: Berlin.clock("2026-12-24"), continuous: 10)  // after a reboot
        #expect(cache(autoRenew: true).verdict(at: trusted, calendar: Berlin.calendar) == .lockedUntilVerified)
    }

    @Test func theCacheSurvivesTheSettingsFileFormat() throws {
        let value = CachedEntitlement(
            state: .billingGrace, expirationDate: Berlin.clock("2026-10-01").now, willAutoRenew: true,
            verifiedAt: Berlin.octoberFirst.now, graceEnd: Berlin.clock("2026-10-17").now)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(CachedEntitlement.self, from: encoder.encode(value)) == value)
    }
}

import Foundation

/// The date that drives the daily time limit, robust against a device clock moved within one boot
/// (docs/app.md#the-trusted-day-clock). Pure: it reads the wall clock and continuous time it is
/// given and the anchor it is passed; the caller persists the anchor that `reanchored` returns.
public struct TrustedDayClock: Sendable {
    /// How far the wall clock may drift from the monotonic estimate before it is distrusted.
    public static let toleranceSeconds: Double = 120

    /// Which rule of the trusted day clock produced a reading (docs/app.md#the-trusted-day-clock).
    public enum Basis: String, Sendable, Equatable {
        /// Rule 1: no anchor yet, the wall clock is trusted.
        case noAnchor
        /// Rule 2: same boot and the wall clock agrees within the tolerance.
        case wallClockAgrees
        /// Rule 2: same boot, the wall clock was moved; the monotonic estimate is used.
        case wallClockMoved
        /// Rule 3: after a reboot; the later of the wall clock and the anchor's epoch.
        case afterReboot
    }

    /// One evaluation of the clock.
    public struct Reading: Sendable, Equatable {
        public let trustedNow: Date
        /// Rule 4: never earlier than the anchor's last trusted date.
        public let trustedDate: LocalDate
        public let basis: Basis
    }

    private let clock: any AppClock
    private let continuousTime: any ContinuousTimeSource

    public init(clock: any AppClock, continuousTime: any ContinuousTimeSource) {
        self.clock = clock
        self.continuousTime = continuousTime
    }

    /// Evaluates rules 1 to 4 against `anchor`. An anchor this app cannot have written (see
    /// `isPlausible`) counts as none: rule 1, the wall clock (DECISIONS D-0801).
    public func reading(anchor: TrustedAnchor?) -> Reading {
        let wall = clock.now
        guard let anchor, isPlausible(anchor) else {
            return Reading(trustedNow: wall, trustedDate: clock.localDate(for: wall), basis: .noAnchor)
        }
        let continuous = continuousTime.seconds
        let trusted: Date
        let basis: Basis
        if continuous >= anchor.continuous {
            let monotonic = anchor.trustedEpoch.addingTimeInterval(continuous - anchor.continuous)
            if abs(wall.timeIntervalSince(monotonic)) <= TrustedDayClock.toleranceSeconds {
                trusted = wall
                basis = .wallClockAgrees
            } else {
                trusted = monotonic
                basis = .wallClockMoved
            }
        } else {
            trusted = max(wall, anchor.trustedEpoch)
            basis = .afterReboot
        }
        let date = max(LocalDate(date: trusted, calendar: dayCalendar(anchor)), anchor.lastTrustedDate)
        return Reading(trustedNow: trusted, trustedDate: date, basis: basis)
    }

    /// Days are counted in the anchor's time zone: travelling east cannot start tomorrow early.
    private func dayCalendar(_ anchor: TrustedAnchor) -> Calendar {
        guard let identifier = anchor.timeZoneIdentifier, let zone = TimeZone(identifier: identifier) else {
            return clock.calendar
        }
        return Calendar.gregorian(in: zone)
    }

    /// False for an anchor no reading of this clock produces: continuous seconds that are negative
    /// or not finite, or a last trusted date more than a day after the local date of its own epoch
    /// (a time-zone change moves that date by at most one day). A damaged file or a hand-edited
    /// value is caught here; a moved wall clock is not a reason, it is what the anchor guards.
    public func isPlausible(_ anchor: TrustedAnchor) -> Bool {
        guard anchor.continuous.isFinite, anchor.continuous >= 0,
            anchor.trustedEpoch.timeIntervalSince1970.isFinite
        else { return false }
        return anchor.lastTrustedDate
            <= LocalDate(date: anchor.trustedEpoch, calendar: dayCalendar(anchor)).adding(days: 1)
    }

    /// Rule 5: a fresh anchor at the current trusted instant, taken on activation, every 60 ticker
    /// seconds, on backgrounding and at each lock.
    ///
    /// A new device time zone is taken over only when it does not move the trusted date forward:
    /// going west at once, going east once the old zone's day has ended too (D-0801).
    public func reanchored(_ anchor: TrustedAnchor?) -> TrustedAnchor {
        let current = reading(anchor: anchor)
        let deviceZone = clock.calendar.timeZone
        let deviceDate = clock.localDate(for: current.trustedNow)
        let keepsOldZone =
            anchor.map { isPlausible($0) && deviceDate > current.trustedDate } ?? false
        let zone = keepsOldZone ? (anchor?.timeZoneIdentifier ?? deviceZone.identifier) : deviceZone.identifier
        return TrustedAnchor(
            trustedEpoch: current.trustedNow, continuous: continuousTime.seconds,
            lastTrustedDate: current.trustedDate, timeZoneIdentifier: zone)
    }
}

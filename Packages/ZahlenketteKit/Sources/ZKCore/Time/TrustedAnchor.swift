import Foundation

/// The persisted reference point of the trusted day clock (docs/app.md#the-trusted-day-clock),
/// stored by the app in the device settings under `zk.clock.trustedAnchor`.
public struct TrustedAnchor: Codable, Equatable, Sendable {
    /// The trusted instant when the anchor was taken.
    public let trustedEpoch: Date
    /// Continuous seconds at that moment.
    public let continuous: Double
    /// The trusted local date at that moment; the trusted date never goes back behind it.
    public let lastTrustedDate: LocalDate
    /// The time zone days are counted in (DECISIONS D-0801); nil in anchors written before it was
    /// kept, which then count in the device's zone.
    public let timeZoneIdentifier: String?

    public init(trustedEpoch: Date, continuous: Double, lastTrustedDate: LocalDate, timeZoneIdentifier: String? = nil) {
        self.trustedEpoch = trustedEpoch
        self.continuous = continuous
        self.lastTrustedDate = lastTrustedDate
        self.timeZoneIdentifier = timeZoneIdentifier
    }
}

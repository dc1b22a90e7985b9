import Foundation
import ZKCore

/// Device-level preferences (docs/parent-area.md#settings: the device's switches; also the trusted
/// clock's anchor and the gate's cooldown), the desktop and portable stand-in for the spec's
/// UserDefaults keys (docs/persistence.md#device-settings). No child data.
public struct DeviceSettings: Sendable, Equatable, Codable {
    public static let currentVersion = 1

    /// The parental gate's persisted cooldown (docs/app.md#sessions-daily-limits-and-the-gate), in
    /// continuous time.
    public struct GateCooldown: Sendable, Equatable, Codable {
        /// Wrong answers in the current series.
        public var wrongAnswers: Int
        /// Continuous seconds until which the gate refuses input; nil when none runs.
        public var lockedUntilContinuous: Double?
        /// Continuous seconds of the last wrong answer (15 idle minutes reset the series).
        public var lastWrongAnswerContinuous: Double?

        public init(
            wrongAnswers: Int = 0, lockedUntilContinuous: Double? = nil, lastWrongAnswerContinuous: Double? = nil
        ) {
            self.wrongAnswers = wrongAnswers
            self.lockedUntilContinuous = lockedUntilContinuous
            self.lastWrongAnswerContinuous = lastWrongAnswerContinuous
        }
    }

    public var version: Int
    /// `zk.clock.trustedAnchor` (docs/app.md#the-trusted-day-clock).
    public var trustedAnchor: TrustedAnchor?
    public var voiceEnabled: Bool
    public var effectsEnabled: Bool
    /// Music is off by default (docs/app.md#voice-effects-and-music).
    public var musicEnabled: Bool
    public var hapticsEnabled: Bool
    /// Reduce Motion: movement becomes short fades (docs/parent-area.md#settings), switched in the
    /// parent area.
    public var reduceMotion: Bool
    /// "Profilwechsel nur mit Elternfreigabe" (docs/app.md#sessions-daily-limits-and-the-gate).
    public var profileSwitchRequiresGate: Bool
    public var gateCooldown: GateCooldown
    /// Parent-area visits and the version last asked for a review
    /// (docs/persistence.md#device-settings).
    public var parentAreaVisits: Int
    public var reviewPromptedVersion: String?
    public var installDate: LocalDate?
    /// `zk.store.cachedEntitlement` (docs/store.md#offline-and-a-moved-clock): the last verified
    /// entitlement as JSON text the app writes and reads with the store module; this module does
    /// not look inside (D-1011).
    public var storeCachedEntitlement: String?
    /// The app's language as the parent chose it at first start or in the parent area (`de`,
    /// `en`); nil until then: the system locale decides (docs/content.md#9-languages).
    public var language: String?
    /// The parent area's text size in percent of the normal size (100, 125 or 150) and its
    /// high-contrast palette (docs/usability.md#display-modes-for-grown-ups, D-1216).
    public var parentTextPercent: Int
    public var parentHighContrast: Bool

    public init(
        trustedAnchor: TrustedAnchor? = nil, voiceEnabled: Bool = true, effectsEnabled: Bool = true,
        musicEnabled: Bool = false, hapticsEnabled: Bool = true, reduceMotion: Bool = false,
        profileSwitchRequiresGate: Bool = false,
        gateCooldown: GateCooldown = GateCooldown(), parentAreaVisits: Int = 0, reviewPromptedVersion: String? = nil,
        installDate: LocalDate? = nil, storeCachedEntitlement: String? = nil, language: String? = nil,
        parentTextPercent: Int = 100, parentHighContrast: Bool = false
    ) {
        self.version = DeviceSettings.currentVersion
        self.trustedAnchor = trustedAnchor
        self.voiceEnabled = voiceEnabled
        self.effectsEnabled = effectsEnabled
        self.musicEnabled = musicEnabled
        self.hapticsEnabled = hapticsEnabled
        self.reduceMotion = reduceMotion
        self.profileSwitchRequiresGate = profileSwitchRequiresGate
        self.gateCooldown = gateCooldown
        self.parentAreaVisits = parentAreaVisits
        self.reviewPromptedVersion = reviewPromptedVersion
        self.installDate = installDate
        self.storeCachedEntitlement = storeCachedEntitlement
        self.language = language
        self.parentTextPercent = parentTextPercent
        self.parentHighContrast = parentHighContrast
    }

    /// Missing keys take their defaults, so an older file still loads.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = DeviceSettings()
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? DeviceSettings.currentVersion
        trustedAnchor = try c.decodeIfPresent(TrustedAnchor.self, forKey: .trustedAnchor)
        voiceEnabled = try c.decodeIfPresent(Bool.self, forKey: .voiceEnabled) ?? defaults.voiceEnabled
        effectsEnabled = try c.decodeIfPresent(Bool.self, forKey: .effectsEnabled) ?? defaults.effectsEnabled
        musicEnabled = try c.decodeIfPresent(Bool.self, forKey: .musicEnabled) ?? defaults.musicEnabled
        hapticsEnabled = try c.decodeIfPresent(Bool.self, forKey: .hapticsEnabled) ?? defaults.hapticsEnabled
        reduceMotion = try c.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? defaults.reduceMotion
        profileSwitchRequiresGate =
            try c.decodeIfPresent(Bool.self, forKey: .profileSwitchRequiresGate) ?? defaults.profileSwitchRequiresGate
        gateCooldown = try c.decodeIfPresent(GateCooldown.self, forKey: .gateCooldown) ?? defaults.gateCooldown
        parentAreaVisits = try c.decodeIfPresent(Int.self, forKey: .parentAreaVisits) ?? 0
        reviewPromptedVersion = try c.decodeIfPresent(String.self, forKey: .reviewPromptedVersion)
        installDate = try c.decodeIfPresent(LocalDate.self, forKey: .installDate)
        storeCachedEntitlement = try c.decodeIfPresent(String.self, forKey: .storeCachedEntitlement)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        parentTextPercent = try c.decodeIfPresent(Int.self, forKey: .parentTextPercent) ?? defaults.parentTextPercent
        parentHighContrast =
            try c.decodeIfPresent(Bool.self, forKey: .parentHighContrast) ?? defaults.parentHighContrast
    }

    /// Defaults with the clock anchor, the gate cooldown, the store's cached entitlement and the
    /// language kept
    /// ("Alles zurücksetzen": the subscription stays with the account,
    /// docs/parent-area.md#profiles-data-and-reset).
    public func resetKeepingDeviceState() -> DeviceSettings {
        DeviceSettings(
            trustedAnchor: trustedAnchor, gateCooldown: gateCooldown, installDate: installDate,
            storeCachedEntitlement: storeCachedEntitlement, language: language)
    }
}

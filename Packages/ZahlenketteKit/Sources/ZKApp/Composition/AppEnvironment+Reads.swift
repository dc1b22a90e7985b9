import ZKAudio
import ZKCore
import ZKDesignSystem
import ZKPersistence

/// The reads every flow shares (docs/app.md#flows): the trusted day, the profiles, the stars and
/// the parent's sound switches. A failed read is the parent's notice and answers with what is safe.
extension AppEnvironment {
    var trustedClock: TrustedDayClock { TrustedDayClock(clock: clock, continuousTime: continuousTime) }

    /// The date limits and usage are kept under: the persisted anchor's reading.
    var trustedDate: LocalDate { trustedClock.reading(anchor: settings.settings.trustedAnchor).trustedDate }

    /// Continuous seconds: the gate's cooldowns and passes ignore a moved wall clock.
    var continuousNow: Double { continuousTime.seconds }

    /// The profiles in creation order, nil when they cannot be read (the parent is told).
    func storedProfiles() -> [ChildProfile]? {
        guarded(.profileRead) { () throws(PersistenceError) -> [ChildProfile] in try store.profiles.profiles() }
    }

    /// The profiles to show: none when they cannot be read, and the parent is told.
    func profiles() -> [ChildProfile] { storedProfiles() ?? [] }

    /// The child's stars; the ledger's sum when it can be read, else none shown.
    func balance(of profile: ChildProfile) -> Int {
        guarded(.balanceRead) { () throws(PersistenceError) -> Int in
            try store.rewards.balance(profileID: profile.id)
        } ?? 0
    }

    /// The parent area's display mode as stored in the device settings.
    var parentDisplay: ParentDisplay {
        ParentDisplay(
            textPercent: settings.settings.parentTextPercent, highContrast: settings.settings.parentHighContrast)
    }

    /// The channels the parent switched on.
    var audioChannels: AudioChannels {
        AudioChannels(
            voice: settings.settings.voiceEnabled, effects: settings.settings.effectsEnabled,
            music: settings.settings.musicEnabled)
    }
}

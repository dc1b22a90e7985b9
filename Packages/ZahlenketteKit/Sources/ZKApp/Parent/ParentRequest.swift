import ZKCore
import ZKPersistence

/// The pages of the parent area (S-18 … S-25), opened with data from the store.
enum ParentRequest: Sendable, Equatable {
    case dashboard
    case progress(profileIndex: Int)
    case settings(profileIndex: Int)
    case profiles
    case time(profileIndex: Int)
    case data
    case help
}

/// What a grown-up changes in the parent area. The app performs it against the store and shows
/// the page again with what is stored now.
enum ParentAction: Sendable, Equatable {
    /// Nickname or avatar of the profile at the index (S-20).
    case saveProfile(profileIndex: Int, nickname: String, avatarID: String)
    case setLevel(profileIndex: Int, Level)
    /// nil: automatic.
    case setRange(profileIndex: Int, RangeStage?)
    /// The home language of the number words (S-20); nil: none (docs/content.md#home-language-number-words).
    case setHomeLanguage(profileIndex: Int, String?)
    /// Nachspuren's left-handed mode (S-20, docs/games.md#nachspuren).
    case setLeftHanded(profileIndex: Int, Bool)
    case setLimit(profileIndex: Int, minutes: Int?)
    case setBreak(profileIndex: Int, minutes: Int?)
    /// "+15 Minuten heute" or "Heute ohne Limit" (S-22).
    case grantToday(profileIndex: Int, unlimited: Bool)
    /// A device switch (S-22).
    case setDevice(DeviceSwitch, Bool)
    /// The parent area's text size in percent (S-22, docs/usability.md#display-modes-for-grown-ups).
    case setParentTextSize(percent: Int)
    /// The app's language (S-22, docs/content.md#9-languages).
    case setLanguage(String)
    /// Moves a profile one place up (-1) or down (+1) in the picker (S-21).
    case moveProfile(profileIndex: Int, by: Int)
    /// S-21's delete, after the inventory and the confirmation: one transaction.
    case deleteProfile(profileIndex: Int)
    /// The export file (S-21 "Vorher exportieren", S-23), back on `page`.
    case export(from: ParentRequest)
    /// S-23 "Alles zurücksetzen", after its confirmation.
    case resetAll
    /// S-23: the parent read the notice.
    case dismissNotice(StoreNotice.Kind)
    /// S-19 "Bericht drucken / als PDF sichern".
    case printReport(profileIndex: Int)
    /// "Profil hinzufügen" on S-21: S-03 behind the open gate.
    case addProfile
    /// S-23 "Daten übernehmen", after its confirmation: the export file at `path` (docs/export.md#import).
    case importData(path: String, mode: ImportMode)
    /// S-23 "Diese Sicherung zurückholen", after its confirmation: the backup of `day`.
    case restoreBackup(day: LocalDate)
}

/// The device's switches (docs/parent-area.md#settings per device).
enum DeviceSwitch: String, Sendable, Equatable, CaseIterable {
    case profileSwitchGate
    case voice
    case effects
    case music
    case reduceMotion
    /// The parent area's high-contrast palette (docs/usability.md#display-modes-for-grown-ups).
    case highContrast
}

/// How a file the parent asked for went: its path, or why it could not be written.
public enum FileOutcome: Sendable, Equatable {
    case written(path: String)
    /// The catalog key of the sentence saying why.
    case failed(messageKey: String)
}

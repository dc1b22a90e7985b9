import Foundation
import ZKCore

/// Something the parent area should say (docs/persistence.md#opening-and-recovery): the store file
/// was unreadable and set aside, a save or read failed while the child played on, settings or
/// content were damaged. Details name files or places in the app only, never personal data.
public struct StoreNotice: Sendable, Equatable, Codable, Identifiable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The database was corrupt or unreadable; it was moved aside and a fresh store started.
        case storeReplaced
        /// The database was corrupt or unreadable; it was moved aside and the newest good backup
        /// restored. `detail` starts with the backup's day (`yyyy-MM-dd`), then the files set aside.
        case storeRestored
        /// A daily backup could not be made (a full or read-only disk); it is tried again the next
        /// day. Told once per run of failures.
        case backupFailed
        /// The write-ahead log was not a SQLite journal; it was moved aside, the database kept.
        case journalSetAside
        /// A save failed; the child played on. `detail` names the place in the app.
        case saveFailed
        /// A save failed because the device's storage is full.
        case storageFull
        /// Stored data could not be read; the child played on with what was there.
        case readFailed
        /// The engine's bookkeeping was unreadable: play went on from the stored cells and range,
        /// the counters towards the next friend and the next Zahlenraum start again (D-0533, D-0535).
        case learningCountsReset
        /// The store could not be used at all; progress was kept elsewhere or not at all.
        case storeUnavailable
        /// A device setting could not be saved.
        case settingsUnsaved
        /// The settings file was unreadable and was reset to the defaults.
        case settingsReset
        /// Some content was damaged; the affected games are hidden.
        case contentDamaged
        /// The data folder could not be used; progress is kept in a private temporary folder.
        case temporaryFolder

        /// The key of the parent-area sentence.
        public var parentMessageKey: String {
            switch self {
            case .storeReplaced: "error.storage.corrupt"
            case .storeRestored: "error.storage.restored"
            case .backupFailed: "error.storage.backup_failed"
            case .journalSetAside: "error.storage.journal_reset"
            case .saveFailed: "error.storage.write_failed"
            case .storageFull: "error.storage.full"
            case .readFailed: "error.storage.read_failed"
            case .learningCountsReset: "error.storage.learning_counts_reset"
            case .storeUnavailable: "error.storage.unavailable"
            case .settingsUnsaved: "error.settings.write_failed"
            case .settingsReset: "error.settings.reset"
            case .contentDamaged: "error.content.damaged"
            case .temporaryFolder: "error.storage.temporary_folder"
            }
        }
    }

    public var id: UUID
    public var kind: Kind
    /// The names the files were moved to, comma-separated.
    public var detail: String
    public var createdAt: Date
    public var acknowledged: Bool

    public init(id: UUID, kind: Kind, detail: String, createdAt: Date, acknowledged: Bool = false) {
        self.id = id
        self.kind = kind
        self.detail = detail
        self.createdAt = createdAt
        self.acknowledged = acknowledged
    }

    /// The key of the parent-area sentence.
    public var parentMessageKey: String { kind.parentMessageKey }

    /// The day of the backup a `storeRestored` notice names (the sentence's argument); nil for
    /// every other kind.
    public var restoredDay: LocalDate? {
        guard kind == .storeRestored, let first = detail.split(separator: ",").first else { return nil }
        return LocalDate(string: String(first))
    }
}

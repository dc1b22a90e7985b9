import Foundation

/// Something the parent area should say about the store (architecture.md 3): the file was
/// unreadable and set aside, or a damaged journal was set aside. Details name files only.
public struct StoreNotice: Sendable, Equatable, Codable, Identifiable {
    public enum Kind: String, Codable, Sendable {
        /// The database was corrupt or unreadable; it was moved aside and a fresh store started.
        case storeReplaced
        /// The write-ahead log was not a SQLite journal; it was moved aside, the database kept.
        case journalSetAside
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
    public var parentMessageKey: String {
        switch kind {
        case .storeReplaced: "error.storage.corrupt"
        case .journalSetAside: "error.storage.journal_reset"
        }
    }
}

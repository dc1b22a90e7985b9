/// Failures of the on-device store (spec 7, docs/persistence.md#layers). Descriptions carry codes
/// and entity names only, never personal data (spec 6.8.1).
public enum PersistenceError: ParentFacingError {
    /// The file could not be opened; the SQLite result code.
    case openFailed(code: Int32)
    /// The file is not a database or failed its integrity check.
    case corrupt
    /// The disk or the page limit is full; nothing of the unit of work was written.
    case storageFull
    /// Another connection held the lock past the busy timeout.
    case busy
    /// The file or directory cannot be written.
    case readOnly
    /// Any other SQLite failure, by result code.
    case sqlite(code: Int32)
    /// A schema migration failed and was rolled back.
    case migrationFailed(version: Int)
    /// The store was written by a newer app version.
    case newerSchema(version: Int)
    /// A requested row does not exist.
    case notFound(entity: String)
    /// A value could not be encoded or decoded for storage.
    case encodingFailed(entity: String)
    /// A write was refused because it breaks a rule (a sixth profile, a negative balance).
    case rejected(reason: String)

    public var description: String {
        switch self {
        case .openFailed(let code): "store open failed (sqlite \(code))"
        case .corrupt: "store file is corrupt"
        case .storageFull: "storage is full"
        case .busy: "store is busy"
        case .readOnly: "store is read-only"
        case .sqlite(let code): "sqlite error \(code)"
        case .migrationFailed(let version): "migration to version \(version) failed"
        case .newerSchema(let version): "store schema \(version) is newer than this app"
        case .notFound(let entity): "\(entity) not found"
        case .encodingFailed(let entity): "could not encode \(entity)"
        case .rejected(let reason): "write rejected: \(reason)"
        }
    }

    public var parentMessageKey: String {
        switch self {
        case .storageFull: "error.storage.full"
        case .corrupt: "error.storage.corrupt"
        case .readOnly, .openFailed: "error.storage.unavailable"
        case .newerSchema: "error.storage.newer_version"
        default: "error.storage.write_failed"
        }
    }
}

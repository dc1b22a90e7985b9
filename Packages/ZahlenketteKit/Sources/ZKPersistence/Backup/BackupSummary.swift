import Foundation
import ZKCore

/// A backup as the parent area lists it (docs/persistence.md#backups-in-the-parent-area): its day,
/// size and the children in it.
public struct BackupSummary: Sendable, Equatable {
    public let record: BackupRecord
    /// The children's nicknames in picker order (empty for a child without one); nil when the
    /// copy cannot be read.
    public let nicknames: [String]?
    /// Their pictures, so a child without a nickname can be named by its animal.
    public let avatars: [String]

    public init(record: BackupRecord, nicknames: [String]?, avatars: [String]) {
        self.record = record
        self.nicknames = nicknames
        self.avatars = avatars
    }

    /// Reads the children of the copy at `record`, read-only.
    static func read(_ record: BackupRecord) -> BackupSummary {
        do throws(PersistenceError) {
            let database = try SQLiteDatabase(path: record.url.path, readOnly: true)
            defer { database.close() }
            let rows = try database.query(
                "SELECT nickname, avatar_id FROM child_profile ORDER BY sort_order, created_at, id")
            return BackupSummary(
                record: record, nicknames: rows.map { $0.string(0) ?? "" }, avatars: rows.map { $0.string(1) ?? "" })
        } catch {
            return BackupSummary(record: record, nicknames: nil, avatars: [])
        }
    }
}

extension BackupService {
    /// The counted backups with their children, newest first.
    public func summaries() -> [BackupSummary] {
        backups().map(BackupSummary.read)
    }
}

import Foundation
import ZKCore

/// One counted backup in `backups/` (docs/persistence.md#daily-backups): a checked copy of the
/// store as it was on `day`.
public struct BackupRecord: Sendable, Equatable {
    /// The file, `backups/zahlenkette-<yyyy-MM-dd>.sqlite`.
    public let url: URL
    /// The local day the copy was made.
    public let day: LocalDate
    /// The file's size in bytes.
    public let bytes: Int64

    public init(url: URL, day: LocalDate, bytes: Int64) {
        self.url = url
        self.day = day
        self.bytes = bytes
    }
}

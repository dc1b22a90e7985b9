import Foundation

/// What an import did (docs/export.md#import).
public struct ImportResult: Sendable, Equatable {
    public struct Child: Sendable, Equatable {
        /// The child's ID in this store (new in add mode).
        public let id: UUID
        /// The name in this store.
        public let nickname: String
        /// The name in the file when it was taken here and got a number.
        public let renamedFrom: String?
        /// The picture in this store (another one when the file's was taken here).
        public let avatar: String
    }

    public let mode: ImportMode
    public let children: [Child]
    /// The copy of the store taken before a replace; nil for an add or a store in memory.
    public let backup: BackupRecord?
}

import Foundation
import ZKCore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// "Diese Sicherung zurückholen" (docs/persistence.md#backups-in-the-parent-area): a backup's
/// children replace the store's in one transaction, after the current store was itself backed up.
/// The store stays open; store notices and the store's identity stay as they are.
extension PersistenceStore {
    /// Restores the children of `record`. Returns the backup of the store as it was before (nil
    /// for a store in memory). Fails with `.corrupt` for a copy that does not pass its check, and
    /// with the backup's or the write's error otherwise; every failure leaves the store unchanged.
    /// `moment` sees "checked", "backedUp" and "copied" (the last inside the transaction).
    public func restore(
        _ record: BackupRecord, moment: (String) -> Void = { _ in }
    ) -> Result<BackupRecord?, PersistenceError> {
        guard backups.folder != nil else { return .failure(.notFound(entity: "Backup")) }
        // A private copy first, beside the store (a backup clears temporary files in its folder):
        // the backup taken next may be today's and replace the chosen file.
        let source = fileURL.deletingLastPathComponent().appendingPathComponent(
            ".restore-" + record.url.lastPathComponent + BackupFolder.temporarySuffix)
        unlink(source.path)
        defer { unlink(source.path) }
        guard BackupFolder.copy(record.url.path, to: source.path), BackupFolder.verify(source.path) else {
            return .failure(.corrupt)
        }
        moment("checked")
        var before: BackupRecord?
        switch backups.backUpNow() {
        case .none: break
        case .success(let made): before = made
        case .failure(let error): return .failure(error)
        }
        moment("backedUp")
        do throws(PersistenceError) {
            try database.run("ATTACH DATABASE ? AS restored", source.path.sql)
            defer { try? database.execute("DETACH DATABASE restored") }
            try database.transaction { () throws(PersistenceError) in
                for table in DataManagementService.profileTables { try dataManagement.deleteAll(table: table) }
                try database.execute("DELETE FROM child_profile")
                for statement in Self.restoreSQL { try database.execute(statement) }
                moment("copied")
            }
        } catch {
            return .failure(error)
        }
        return .success(before)
    }

    /// `INSERT INTO main.<t> SELECT * FROM restored.<t>` for the profiles, then every table of a
    /// profile; the names come from the fixed list, never from input.
    static let restoreSQL: [String] = (["child_profile"] + DataManagementService.profileTables.reversed()).map {
        "INSERT INTO main." + $0 + " SELECT * FROM restored." + $0
    }
}

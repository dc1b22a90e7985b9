import Foundation
import ZKCore

/// Export, profile deletion and "Alles zurücksetzen" (docs/export.md#export-file-format,
/// docs/parent-area.md#profiles-data-and-reset).
public final class DataManagementService {
    let database: SQLiteDatabase
    let clock: any AppClock

    init(database: SQLiteDatabase, clock: any AppClock) {
        self.database = database
        self.clock = clock
    }

    /// Every table that holds rows of a profile, children before the profile itself.
    static let profileTables = [
        "garden_placement", "owned_decoration", "celebration_queue", "sticker_award", "friend_award", "reward_cache",
        "star_ledger", "abenteuer_record", "daily_usage", "session_record", "learning_state", "game_number_stat",
        "game_progress", "task_attempt", "mastery_record",
    ]

    /// Rows that deleting the profile would erase, per table (the list shown before deletion).
    public func erasureSummary(profileID: UUID) throws(PersistenceError) -> [String: Int] {
        var summary: [String: Int] = [:]
        for table in Self.profileTables {
            summary[table] = try count(table: table, profileID: profileID)
        }
        return summary
    }

    /// Erases every row of the profile in one transaction; nothing of it remains, and a failure
    /// leaves the profile complete.
    public func deleteProfile(id: UUID) throws(PersistenceError) {
        try deleteProfile(id: id, afterTable: nil)
    }

    /// `deleteProfile`, calling `afterTable` inside the transaction after each table's rows are
    /// gone: the crash helper reports those moments so the fault test can kill the process in the
    /// middle of a deletion (issue 16).
    package func deleteProfile(id: UUID, afterTable: ((String) -> Void)?) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            guard try database.first("SELECT 1 FROM child_profile WHERE id = ?", id.sql) != nil else {
                throw PersistenceError.notFound(entity: "ChildProfile")
            }
            for table in Self.profileTables {
                try deleteRows(table: table, profileID: id)
                afterTable?(table)
            }
            try database.run("DELETE FROM child_profile WHERE id = ?", id.sql)
            afterTable?("child_profile")
        }
    }

    /// "Alles zurücksetzen": every profile and all child data in one transaction, and the device
    /// settings back to defaults except the clock anchor and the gate cooldown
    /// (docs/parent-area.md#profiles-data-and-reset). Store notices stay until the parent
    /// acknowledged them.
    public func resetAll(settings: DeviceSettingsStore? = nil) throws(PersistenceError) {
        try database.transaction { () throws(PersistenceError) in
            for table in Self.profileTables {
                try deleteAll(table: table)
            }
            try database.run("DELETE FROM child_profile")
        }
        if let settings {
            do throws(SettingsError) {
                try settings.resetKeepingDeviceState()
            } catch {
                throw PersistenceError.readOnly
            }
        }
    }

    // Table names come from the fixed list above, never from input; each has its literal SQL.
    private func count(table: String, profileID: UUID) throws(PersistenceError) -> Int {
        guard let sql = Self.countSQL[table] else { return 0 }
        return try database.integer(sql, profileID.sql)
    }

    private func deleteRows(table: String, profileID: UUID) throws(PersistenceError) {
        guard let sql = Self.deleteSQL[table] else { return }
        try database.run(sql, profileID.sql)
    }

    func deleteAll(table: String) throws(PersistenceError) {
        guard let sql = Self.deleteAllSQL[table] else { return }
        try database.run(sql)
    }

    private static let countSQL: [String: String] = Dictionary(
        uniqueKeysWithValues: profileTables.map { ($0, "SELECT COUNT(*) FROM " + $0 + " WHERE profile_id = ?") })
    private static let deleteSQL: [String: String] = Dictionary(
        uniqueKeysWithValues: profileTables.map { ($0, "DELETE FROM " + $0 + " WHERE profile_id = ?") })
    private static let deleteAllSQL: [String: String] = Dictionary(
        uniqueKeysWithValues: profileTables.map { ($0, "DELETE FROM " + $0) })
}

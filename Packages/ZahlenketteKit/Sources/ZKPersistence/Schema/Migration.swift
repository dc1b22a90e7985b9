import ZKCore

/// One numbered schema step (docs/persistence.md#migrations). Migrations are append-only: a shipped
/// migration is never edited; a change is a new migration with the next number. Each step's SQL
/// ends with its own literal `PRAGMA user_version`, so no number is ever formatted into SQL.
public struct Migration: Sendable {
    public let version: Int
    public let sql: String

    /// Every migration in order; the last one's version is the current schema version.
    public static let all: [Migration] = [SchemaV1.migration, SchemaV2.migration]

    /// The schema version this build writes.
    public static var currentVersion: Int { all.last?.version ?? 0 }
}

/// Applies the migrations a file lacks, each in its own transaction followed by a foreign-key
/// check inside that transaction, so a failing step leaves the file at the previous version.
enum Migrator {
    /// `hook` sees each step's version after its statements ran, before the check and commit.
    static func migrate(_ database: SQLiteDatabase, hook: ((Int) -> Void)? = nil) throws(PersistenceError) {
        let version = try database.integer("PRAGMA user_version")
        if version > Migration.currentVersion { throw PersistenceError.newerSchema(version: version) }
        for migration in Migration.all where migration.version > version {
            do throws(PersistenceError) {
                try database.transaction { () throws(PersistenceError) in
                    try database.execute(migration.sql)
                    hook?(migration.version)
                    let violations = try database.query("PRAGMA foreign_key_check")
                    if !violations.isEmpty { throw PersistenceError.migrationFailed(version: migration.version) }
                }
            } catch {
                switch error {
                case .storageFull, .corrupt, .busy, .readOnly: throw error
                default: throw PersistenceError.migrationFailed(version: migration.version)
                }
            }
        }
    }
}

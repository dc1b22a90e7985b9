import CSQLite
import Foundation
import ZKCore

/// One prepared statement run many times with values bound in place (`set`): for the import's tens of
/// thousands of rows (issue 37, docs/export.md#import), without a value array, a statement lookup
/// by its text or an ID string per row. Valid only inside the `withInsert` body.
package struct SQLiteInsert {
    let statement: OpaquePointer

    package func set(_ index: Int32, _ value: Int) {
        sqlite3_bind_int64(statement, index, Int64(value))
    }

    package func set(_ index: Int32, _ value: Int64) {
        sqlite3_bind_int64(statement, index, value)
    }

    package func set(_ index: Int32, _ value: Bool) {
        sqlite3_bind_int64(statement, index, value ? 1 : 0)
    }

    package func set(_ index: Int32, _ value: Double) {
        sqlite3_bind_double(statement, index, value)
    }

    package func set(_ index: Int32, _ value: Date) {
        sqlite3_bind_double(statement, index, value.timeIntervalSince1970)
    }

    /// The string's own UTF-8 bytes, without the C string a `String` argument would be copied
    /// into for every row (an allocation per value; a year's import binds about 300,000).
    package func set(_ index: Int32, _ value: String) {
        var text = value
        text.withUTF8 { bytes in
            _ = sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
        }
    }

    /// The UUID as the canonical upper-case text (`UUIDText.format`), written on the stack.
    package func set(_ index: Int32, _ value: UUID) {
        UUIDText.withText(value) { bytes in
            _ = sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
        }
    }

    /// The day as the store keeps it (`yyyy-MM-dd`, `DayText`), written on the stack.
    package func set(_ index: Int32, _ value: LocalDate) {
        DayText.withText(value) { bytes in
            _ = sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
        }
    }

    package func setNull(_ index: Int32) {
        sqlite3_bind_null(statement, index)
    }

    /// Runs the statement with the values bound since the last run, then clears them.
    package func run() throws(PersistenceError) {
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw SQLiteDatabase.error(code) }
    }
}

extension SQLiteDatabase {
    /// Prepares `sql` once (cached like every statement) and hands it to `body`, which binds and
    /// runs it as often as it needs.
    package func withInsert<T>(
        _ sql: String, _ body: (SQLiteInsert) throws(PersistenceError) -> T
    ) throws(PersistenceError) -> T {
        let statement = try prepared(sql, [])
        defer { finish(statement) }
        return try body(SQLiteInsert(statement: statement))
    }
}

import CSQLite
import Foundation
import ZKCore

/// The current row of a statement being stepped: columns are read straight from SQLite without a
/// row array, for the export's tens of thousands of rows (issue 18). The accessors mirror
/// `SQLRow`'s: nil for NULL or a column of another type. Valid only inside the `forEachRow` body.
package struct SQLiteCursorRow {
    let statement: OpaquePointer

    package func int(_ index: Int32) -> Int? {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: Int(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: SQLValue.int(truncating: sqlite3_column_double(statement, index))
        default: nil
        }
    }

    package func double(_ index: Int32) -> Double? {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: Double(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: sqlite3_column_double(statement, index)
        default: nil
        }
    }

    package func date(_ index: Int32) -> Date? {
        double(index).map { Date(timeIntervalSince1970: $0) }
    }

    package func string(_ index: Int32) -> String? {
        guard sqlite3_column_type(statement, index) == SQLITE_TEXT, let text = sqlite3_column_text(statement, index)
        else { return nil }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    package func enumValue<E: RawRepresentable>(_ index: Int32, as type: E.Type) -> E? where E.RawValue == String {
        string(index).flatMap { E(rawValue: $0) }
    }
}

extension SQLiteDatabase {
    /// Runs one query and hands each row to `body` as it is stepped.
    package func forEachRow(
        _ sql: String, _ values: SQLValue..., body: (SQLiteCursorRow) throws(PersistenceError) -> Void
    ) throws(PersistenceError) {
        let statement = try prepared(sql, values)
        defer { finish(statement) }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw SQLiteDatabase.error(code) }
            try body(SQLiteCursorRow(statement: statement))
        }
    }
}

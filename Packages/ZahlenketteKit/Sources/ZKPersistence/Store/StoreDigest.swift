import Foundation
import ZKCore

/// Every row of every table as text, table by table in name order and rows sorted: two stores
/// with equal digests hold the same rows. The import's tests, kill tests and fuzzer compare a store
/// before and after a refused import with it (docs/export.md#bad-files).
extension PersistenceStore {
    package func rowDigest() throws(PersistenceError) -> [String] {
        var lines: [String] = []
        let tables = try database.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        for table in tables.compactMap({ $0.string(0) }) {
            // Names come from sqlite_master, quoted as identifiers.
            let rows = try database.query(
                "SELECT * FROM \"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\"")
            let texts = rows.map { row in table + "|" + row.values.map { "\($0)" }.joined(separator: "|") }
            lines.append(contentsOf: texts.sorted())
        }
        return lines
    }
}

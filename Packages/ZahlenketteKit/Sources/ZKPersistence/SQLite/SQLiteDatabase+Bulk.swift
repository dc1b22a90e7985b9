import ZKCore

/// Writing tens of thousands of rows in one transaction (the import, docs/export.md#import).
extension SQLiteDatabase {
    /// Runs `body` with the connection's integer pragma `name` at `value`, then puts its value back.
    /// Putting it back cannot lose data; a connection that refuses it keeps `value`.
    private func withPragma<T>(
        _ name: String, _ value: Int, _ body: () throws(PersistenceError) -> T
    ) throws(PersistenceError) -> T {
        let previous = try integer("PRAGMA " + name)
        try execute("PRAGMA " + name + " = " + String(value))
        defer { try? execute("PRAGMA " + name + " = " + String(previous)) }
        return try body()
    }

    /// Runs `body` with the connection's page cache at `kibibytes`, then puts the size back.
    package func withLargeCache<T>(
        kibibytes: Int, _ body: () throws(PersistenceError) -> T
    ) throws(PersistenceError) -> T {
        try withPragma("cache_size", -kibibytes, body)
    }

    /// Runs `body` with the write-ahead log's automatic checkpoint off, then puts it back. A commit of
    /// thousands of pages then writes them once, into the log, and is durable there; the store's next
    /// checkpoint (at a round end, when the app goes to the background, or when the store closes)
    /// moves them into the file, at a moment nobody waits for (docs/persistence.md#unit-of-work).
    package func withoutAutomaticCheckpoint<T>(_ body: () throws(PersistenceError) -> T) throws(PersistenceError) -> T {
        try withPragma("wal_autocheckpoint", 0, body)
    }

    /// Inside a transaction: drops the lookup indexes of `tables` (never a primary key's), runs
    /// `body`, and creates them again from their own definitions. Building an index from its rows
    /// at once sorts them; keeping it while inserting them one by one splits its pages over and
    /// over. Atomic with the transaction: a rollback or a kill leaves the indexes as they were.
    package func rebuildingIndexes(
        of tables: [String], _ body: () throws(PersistenceError) -> Void
    ) throws(PersistenceError) {
        guard isInTransaction else {
            throw PersistenceError.rejected(reason: "indexes are rebuilt inside a transaction")
        }
        var definitions: [(name: String, sql: String)] = []
        for table in tables {
            let rows = try query(
                "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name",
                table.sql)
            for row in rows {
                guard let name = row.string(0), let sql = row.string(1), Self.isPlainName(name) else {
                    throw PersistenceError.rejected(reason: "an index without a plain name")
                }
                definitions.append((name, sql))
            }
        }
        for index in definitions { try execute("DROP INDEX " + index.name) }
        try body()
        for index in definitions { try execute(index.sql) }
    }

    /// Lower-case letters, digits and underscores: the names the schema gives its indexes.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                    || $0 == UInt8(ascii: "_")
            }
    }
}

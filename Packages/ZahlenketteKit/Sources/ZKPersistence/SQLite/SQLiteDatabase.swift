import CSQLite
import ZKCore

/// One connection to a SQLite file: prepared statements with typed binding, nested transactions
/// and result codes mapped to `PersistenceError` (docs/persistence.md#layers). Values are always
/// bound as parameters; SQL text is a literal of this module. Package access only: the app reaches
/// the store through the repositories; the helper, benchmark and tests may use the connection.
///
/// Not Sendable: a connection is confined to the isolation domain that owns the store (the app's
/// main actor, a helper process, a test).
package final class SQLiteDatabase {
    /// The connection; nil once closed. Module access for the page copy (SQLiteDatabase+Copy).
    private(set) var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    private var savepointDepth = 0
    /// Outermost transactions begun and savepoints opened on this connection, so a test can tell
    /// how many transactions one write took.
    package private(set) var transactionsBegun = 0
    package private(set) var savepointsOpened = 0
    /// Keeps the closure `onCommit` handed to SQLite alive.
    private var commitHook: CommitHook?

    /// The file the connection was opened on.
    package let path: String

    /// Opens (and creates) the file, or opens an existing file read-only. `busyTimeoutMilliseconds`
    /// bounds how long a write waits for another connection's lock before `.busy`. `immutable`
    /// opens the file read-only as it lies on disk, without its write-ahead log (SQLite's
    /// `immutable=1`): what the database file alone holds.
    package init(
        path: String, readOnly: Bool = false, immutable: Bool = false, busyTimeoutMilliseconds: Int32 = 2000
    ) throws(PersistenceError) {
        self.path = path
        var connection: OpaquePointer?
        let access = readOnly || immutable ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        var flags = access | SQLITE_OPEN_NOMUTEX
        var name = path
        if immutable {
            guard let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else {
                throw PersistenceError.openFailed(code: SQLITE_CANTOPEN)
            }
            name = "file:" + encoded + "?immutable=1"
            flags |= SQLITE_OPEN_URI
        }
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            if let connection { sqlite3_close_v2(connection) }
            throw SQLiteDatabase.openError(code)
        }
        handle = connection
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
    }

    deinit {
        close()
    }

    /// Finalizes every cached statement and closes the connection; later calls throw.
    package func close() {
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// True while a transaction is open on this connection.
    package var isInTransaction: Bool {
        guard let handle else { return false }
        return sqlite3_get_autocommit(handle) == 0
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    package var changes: Int {
        guard let handle else { return 0 }
        return Int(sqlite3_changes(handle))
    }

    /// Rows changed by INSERT, UPDATE and DELETE since the connection was opened, rolled-back
    /// ones included: an unchanged count means nothing was written in between.
    package var totalChanges: Int64 {
        guard let handle else { return -1 }
        return sqlite3_total_changes64(handle)
    }

    /// `hook` runs inside every commit on this connection, after the transaction's writes and
    /// before they are made durable (SQLite's commit hook); nil removes it. For the crash helpers,
    /// which announce that moment so a test can kill them there; the product never sets it.
    package func onCommit(_ hook: (() -> Void)?) {
        guard let handle else { return }
        commitHook = hook.map(CommitHook.init)
        guard let commitHook else {
            sqlite3_commit_hook(handle, nil, nil)
            return
        }
        let context = Unmanaged.passUnretained(commitHook).toOpaque()
        sqlite3_commit_hook(
            handle,
            { context in
                guard let context else { return 0 }
                Unmanaged<CommitHook>.fromOpaque(context).takeUnretainedValue().body()
                return 0  // 0: the commit goes ahead
            }, context)
    }

    private final class CommitHook {
        let body: () -> Void

        init(_ body: @escaping () -> Void) {
            self.body = body
        }
    }

    /// Runs literal SQL without parameters (schema, pragmas); several statements are allowed.
    package func execute(_ sql: String) throws(PersistenceError) {
        let connection = try requireHandle()
        let code = sqlite3_exec(connection, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteDatabase.error(code) }
    }

    /// Runs one statement with bound values and returns the number of changed rows.
    @discardableResult
    package func run(_ sql: String, _ values: SQLValue...) throws(PersistenceError) -> Int {
        try run(sql, values)
    }

    /// Runs one statement with bound values and returns the number of changed rows.
    @discardableResult
    package func run(_ sql: String, _ values: [SQLValue]) throws(PersistenceError) -> Int {
        let statement = try prepared(sql, values)
        defer { finish(statement) }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            if code == SQLITE_ROW { continue }
            throw SQLiteDatabase.error(code)
        }
        return changes
    }

    /// Runs one query and returns every row.
    package func query(_ sql: String, _ values: SQLValue...) throws(PersistenceError) -> [SQLRow] {
        try query(sql, values)
    }

    /// Runs one query and returns every row.
    package func query(_ sql: String, _ values: [SQLValue]) throws(PersistenceError) -> [SQLRow] {
        let statement = try prepared(sql, values)
        defer { finish(statement) }
        var rows: [SQLRow] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw SQLiteDatabase.error(code) }
            let count = sqlite3_column_count(statement)
            var columns: [SQLValue] = []
            columns.reserveCapacity(Int(count))
            // Counted by hand, as the bindings below: a debug build iterates a range of Int32
            // through generic calls, per column of every row (D-0057).
            var index: Int32 = 0
            while index < count {
                columns.append(SQLiteDatabase.column(statement, index))
                index += 1
            }
            rows.append(SQLRow(values: columns))
        }
        return rows
    }

    /// The first row of a query, or nil.
    package func first(_ sql: String, _ values: SQLValue...) throws(PersistenceError) -> SQLRow? {
        try query(sql, values).first
    }

    /// Runs `body` in a transaction: `BEGIN IMMEDIATE` at the outermost level, a savepoint when
    /// nested. A thrown error rolls back everything `body` wrote and is rethrown; nothing of it
    /// stays. The outermost level commits all or nothing.
    @discardableResult
    package func transaction<T>(_ body: () throws(PersistenceError) -> T) throws(PersistenceError) -> T {
        let nested = savepointDepth > 0
        if nested {
            try execute("SAVEPOINT zk_nested")
            savepointsOpened += 1
        } else {
            try execute("BEGIN IMMEDIATE")
            transactionsBegun += 1
        }
        savepointDepth += 1
        defer { savepointDepth -= 1 }
        let value: T
        do throws(PersistenceError) {
            value = try body()
        } catch {
            rollback(nested: nested)
            throw error
        }
        do throws(PersistenceError) {
            try execute(nested ? "RELEASE zk_nested" : "COMMIT")
        } catch {
            rollback(nested: nested)
            throw error
        }
        return value
    }

    /// A single integer from a pragma or aggregate query.
    package func integer(_ sql: String, _ values: SQLValue...) throws(PersistenceError) -> Int {
        guard let row = try query(sql, values).first else { return 0 }
        return row.int(0) ?? 0
    }

    // MARK: - Internals

    private func rollback(nested: Bool) {
        guard let handle else { return }
        if nested {
            // If SQLite already rolled back the whole transaction (SQLITE_FULL may), the savepoint
            // is gone and the outer level sees the error instead.
            if sqlite3_get_autocommit(handle) == 0 {
                sqlite3_exec(handle, "ROLLBACK TO zk_nested", nil, nil, nil)
                sqlite3_exec(handle, "RELEASE zk_nested", nil, nil, nil)
            }
        } else if sqlite3_get_autocommit(handle) == 0 {
            sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
        }
    }

    private func requireHandle() throws(PersistenceError) -> OpaquePointer {
        guard let handle else { throw PersistenceError.openFailed(code: SQLITE_MISUSE) }
        return handle
    }

    func prepared(_ sql: String, _ values: [SQLValue]) throws(PersistenceError) -> OpaquePointer {
        let connection = try requireHandle()
        let statement: OpaquePointer
        if let cached = statements[sql] {
            statement = cached
        } else {
            var fresh: OpaquePointer?
            let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &fresh, nil)
            guard code == SQLITE_OK, let fresh else {
                if let fresh { sqlite3_finalize(fresh) }
                throw SQLiteDatabase.error(code)
            }
            statements[sql] = fresh
            statement = fresh
        }
        var offset = 0
        while offset < values.count {
            let value = values[offset]
            offset += 1
            let index = Int32(offset)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(statement, index)
            case .integer(let number): code = sqlite3_bind_int64(statement, index, number)
            case .real(let number): code = sqlite3_bind_double(statement, index, number)
            case .text(let text): code = sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), csqlite_transient())
                }
            }
            guard code == SQLITE_OK else {
                finish(statement)
                throw SQLiteDatabase.error(code)
            }
        }
        return statement
    }

    func finish(_ statement: OpaquePointer) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    private static func column(_ statement: OpaquePointer, _ index: Int32) -> SQLValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .null }
            return .text(String(cString: text))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// Maps a result code onto the store's error type by its primary code.
    static func error(_ code: Int32) -> PersistenceError {
        switch code & 0xFF {
        case SQLITE_FULL: .storageFull
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_READONLY: .readOnly
        case SQLITE_CANTOPEN: .openFailed(code: code)
        default: .sqlite(code: code)
        }
    }

    private static func openError(_ code: Int32) -> PersistenceError {
        switch code & 0xFF {
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
        case SQLITE_READONLY: .readOnly
        case SQLITE_FULL: .storageFull
        default: .openFailed(code: code)
        }
    }
}

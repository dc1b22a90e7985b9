import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

@Suite struct SQLiteDatabaseTests {
    func database() throws -> SQLiteDatabase {
        let db = try SQLiteDatabase(path: StoreTestKit.temporaryDirectory("db").appendingPathComponent("t.sqlite").path)
        try db.execute("CREATE TABLE t (id TEXT PRIMARY KEY NOT NULL, n INTEGER, r REAL, s TEXT, b BLOB)")
        return db
    }

    @Test func boundValuesRoundTripWithTheirTypes() throws {
        let db = try database()
        let text = "Grüße'); DROP TABLE t; --"
        try db.run(
            "INSERT INTO t (id, n, r, s, b) VALUES (?, ?, ?, ?, ?)", "a".sql, Int.max.sql, 0.25.sql, text.sql,
            .blob([0, 1, 255]))
        try db.run("INSERT INTO t (id, n, r, s, b) VALUES (?, ?, ?, ?, ?)", "b".sql, Int?.none.sql, .null, .null, .null)
        let rows = try db.query("SELECT n, r, s, b FROM t ORDER BY id")
        #expect(rows.count == 2)
        #expect(rows[0].int(0) == Int.max)
        #expect(rows[0].double(1) == 0.25)
        #expect(rows[0].string(2) == text)
        #expect(rows[0].value(3) == .blob([0, 1, 255]))
        #expect(rows[1].int(0) == nil)
        #expect(rows[1].string(2) == nil)
        #expect(UInt64.max.sql == .integer(-1))
    }

    @Test func aThrownErrorRollsBackTheWholeTransaction() throws {
        let db = try database()
        #expect(throws: PersistenceError.rejected(reason: "test")) {
            try db.transaction { () throws(PersistenceError) in
                try db.run("INSERT INTO t (id) VALUES (?)", "x".sql)
                try db.transaction { () throws(PersistenceError) in
                    try db.run("INSERT INTO t (id) VALUES (?)", "y".sql)
                }
                throw PersistenceError.rejected(reason: "test")
            }
        }
        #expect(try db.integer("SELECT COUNT(*) FROM t") == 0)
        #expect(!db.isInTransaction)
    }

    @Test func aFailedNestedStepRollsBackOnlyItselfWhenTheCallerContinues() throws {
        let db = try database()
        try db.transaction { () throws(PersistenceError) in
            try db.run("INSERT INTO t (id) VALUES (?)", "kept".sql)
            do throws(PersistenceError) {
                try db.transaction { () throws(PersistenceError) in
                    try db.run("INSERT INTO t (id) VALUES (?)", "dropped".sql)
                    throw PersistenceError.rejected(reason: "inner")
                }
            } catch {
                #expect(error == .rejected(reason: "inner"))
            }
        }
        #expect(try db.query("SELECT id FROM t").compactMap { $0.string(0) } == ["kept"])
    }

    @Test func resultCodesMapToPersistenceErrors() throws {
        #expect(SQLiteDatabase.error(13) == .storageFull)
        #expect(SQLiteDatabase.error(11) == .corrupt)
        #expect(SQLiteDatabase.error(26) == .corrupt)
        #expect(SQLiteDatabase.error(5) == .busy)
        #expect(SQLiteDatabase.error(8) == .readOnly)
        #expect(SQLiteDatabase.error(14) == .openFailed(code: 14))
        let db = try database()
        try db.run("INSERT INTO t (id) VALUES (?)", "dup".sql)
        #expect(throws: PersistenceError.sqlite(code: 1555)) {
            try db.run("INSERT INTO t (id) VALUES (?)", "dup".sql)
        }
    }

    @Test func aSecondConnectionWaitsThenReportsBusy() throws {
        let path = StoreTestKit.temporaryDirectory("busy").appendingPathComponent("b.sqlite").path
        let first = try SQLiteDatabase(path: path)
        try first.execute("PRAGMA journal_mode = WAL; CREATE TABLE t (id TEXT PRIMARY KEY NOT NULL)")
        let second = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 10)
        try first.execute("BEGIN IMMEDIATE")
        #expect(throws: PersistenceError.busy) {
            try second.run("INSERT INTO t (id) VALUES (?)", "x".sql)
        }
        try first.execute("ROLLBACK")
        try second.run("INSERT INTO t (id) VALUES (?)", "x".sql)
    }

    @Test func aRealTooLargeForAnIntReadsAsNoValueInsteadOfTrapping() throws {
        let db = try database()
        try db.execute("CREATE TABLE n (id TEXT PRIMARY KEY NOT NULL, v)")
        try db.execute("INSERT INTO n VALUES ('inf', 9e999), ('big', 1e300), ('ok', 12.9), ('neg', -3.5)")
        let rows = try db.query("SELECT id, v FROM n ORDER BY id")
        var cursor: [String: Int?] = [:]
        try db.forEachRow("SELECT id, v FROM n") { row in cursor[row.string(0) ?? ""] = row.int(1) }
        let stored = Dictionary(uniqueKeysWithValues: rows.map { ($0.string(0) ?? "", $0.int(1)) })
        #expect(stored == ["inf": nil, "big": nil, "ok": 12, "neg": -3])
        #expect(cursor == stored)
    }
}

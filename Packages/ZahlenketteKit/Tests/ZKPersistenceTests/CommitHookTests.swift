import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// The commit hook the crash helpers announce their kill points with: it runs once per commit,
/// inside it (the writes are there, not yet committed), and never for a rollback or a read.
@Suite struct CommitHookTests {
    private func database() throws -> SQLiteDatabase {
        let folder = StoreTestKit.temporaryDirectory("hook")
        let db = try SQLiteDatabase(path: folder.appendingPathComponent("t.sqlite").path)
        try db.execute("PRAGMA journal_mode = WAL")
        try db.execute("CREATE TABLE t (id TEXT PRIMARY KEY NOT NULL)")
        return db
    }

    @Test func theHookRunsOncePerCommitWhileTheWritesAreStillUncommitted() throws {
        let db = try database()
        // Another connection sees only committed rows; inside the hook it still sees the old ones.
        let reader = try SQLiteDatabase(path: db.path, readOnly: true)
        var seen: [Int] = []
        db.onCommit { seen.append((try? reader.integer("SELECT COUNT(*) FROM t")) ?? -1) }
        try db.transaction { () throws(PersistenceError) in
            try db.run("INSERT INTO t (id) VALUES (?)", "a".sql)
            try db.run("INSERT INTO t (id) VALUES (?)", "b".sql)
        }
        try db.run("INSERT INTO t (id) VALUES (?)", "c".sql)
        _ = try db.query("SELECT id FROM t")
        #expect(seen == [0, 2])
        #expect(try reader.integer("SELECT COUNT(*) FROM t") == 3)
    }

    @Test func aRollbackCallsNoHookAndARemovedHookIsQuiet() throws {
        let db = try database()
        var commits = 0
        db.onCommit { commits += 1 }
        #expect(throws: PersistenceError.self) {
            try db.transaction { () throws(PersistenceError) in
                try db.run("INSERT INTO t (id) VALUES (?)", "a".sql)
                throw PersistenceError.rejected(reason: "test")
            }
        }
        #expect(commits == 0)
        db.onCommit(nil)
        try db.run("INSERT INTO t (id) VALUES (?)", "b".sql)
        #expect(commits == 0)
    }
}

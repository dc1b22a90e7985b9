import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

/// Daily backups (docs/persistence.md#daily-backups, issue 37): one checked, private copy a day in
/// `backups/`, 7 daily and 4 weekly kept, a failure told to the parent once and tried again the
/// next day.
@Suite struct BackupTests {
    static func store(_ clock: AdjustableClock) throws -> (PersistenceStore, URL) {
        let directory = StoreTestKit.temporaryDirectory("backup")
        let store = try StoreTestKit.openStore(directory, clock: clock)
        try store.profiles.create(StoreTestKit.profile(1))
        for n in 1...10 {
            _ = try store.recordCompletedTask(
                try StoreTestKit.taskWrite(store, profileID: StoreTestKit.profile(1).id, attempt: n, number: n))
        }
        return (store, directory)
    }

    @Test func aDaysBackupIsACheckedPrivateCopyMadeOnce() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, directory) = try Self.store(clock)
        defer { store.close() }
        let outcome = try store.backups.backUpIfDue()
        guard case .made(let record) = outcome else {
            Issue.record("no backup: \(String(describing: outcome))")
            return
        }
        #expect(record.day == clock.today)
        #expect(record.url.lastPathComponent == "zahlenkette-2026-10-01.sqlite")
        #expect(record.url.deletingLastPathComponent().lastPathComponent == "backups")
        #expect(record.bytes > 0)
        #expect(BackupFolder.verify(record.url.path))
        #expect(PrivateFiles.mode(of: record.url.path) == 0o600)
        #expect(PrivateFiles.mode(of: directory.appendingPathComponent("backups").path) == 0o700)
        let copy = try SQLiteDatabase(path: record.url.path, readOnly: true)
        #expect(try copy.integer("SELECT COUNT(*) FROM task_attempt") == 10)
        copy.close()
        // Once a day: a second round end the same day makes nothing.
        #expect(try store.backups.backUpIfDue() == nil)
        #expect(try store.backups.dueJob() == nil)
        clock.advance(by: 86_400)
        #expect(try store.backups.dueJob()?.day == clock.today)
        #expect(store.backups.backups().map(\.day) == [StoreTestKit.clock.today])
    }

    @Test func sevenDailyAndFourWeeklyCopiesAreKept() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, _) = try Self.store(clock)
        defer { store.close() }
        let first = clock.today
        for _ in 0..<60 {
            _ = try store.backups.backUpIfDue()
            clock.advance(by: 86_400)
        }
        let days = store.backups.backups().map { $0.day.days(since: first) }
        // The newest seven days, then the newest copy of each of the four weeks before them
        // (2026-10-01 is a Thursday; day 52 is the Sunday of its week).
        #expect(days == [59, 58, 57, 56, 55, 54, 53, 52, 45, 38, 31])
        let names = try FileManager.default.contentsOfDirectory(atPath: store.backups.folder?.path ?? "")
        #expect(names.count == 11, "no temporary copy is left: \(names)")
    }

    @Test func theRetentionRuleKeepsOneCopyPerOlderWeek() {
        guard let start = LocalDate(year: 2026, month: 1, day: 1) else { return }
        // Played only on some days: gaps do not cost a weekly copy.
        let played = [0, 3, 9, 10, 20, 30, 31, 32, 33, 34, 35, 36, 40].map { start.adding(days: $0) }
        let kept = BackupFolder.kept(played).map { $0.days(since: start) }.sorted()
        // 2026-01-01 is a Thursday: days 4–10 are one week, so 10 stands for 9 too.
        #expect(kept == [3, 10, 20, 30, 31, 32, 33, 34, 35, 36, 40])
    }

    @Test func aFailedBackupIsToldOnceAndTriedAgainTheNextDay() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, directory) = try Self.store(clock)
        defer { store.close() }
        // A file where the folder should be: the backup cannot be written (like a read-only disk).
        try Data("x".utf8).write(to: directory.appendingPathComponent("backups"))
        guard case .failedFirst = try store.backups.backUpIfDue() else {
            Issue.record("the first failure is told")
            return
        }
        #expect(try store.backups.backUpIfDue() == nil, "not again the same day")
        clock.advance(by: 86_400)
        guard case .failedAgain = try store.backups.backUpIfDue() else {
            Issue.record("the next day's failure is tried, and not told again")
            return
        }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("backups"))
        clock.advance(by: 86_400)
        guard case .made = try store.backups.backUpIfDue() else {
            Issue.record("the day after, the backup is made")
            return
        }
        // A new run of failures is told again.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("backups"))
        try Data("x".utf8).write(to: directory.appendingPathComponent("backups"))
        clock.advance(by: 86_400)
        guard case .failedFirst = try store.backups.backUpIfDue() else {
            Issue.record("a new failure after a good backup is told")
            return
        }
    }

    @Test func aCopyThatFailsItsCheckNeverCounts() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, _) = try Self.store(clock)
        defer { store.close() }
        guard let job = try store.backups.dueJob() else {
            Issue.record("a backup is due")
            return
        }
        // A copy that fails its check never counts (here: the copy is cut short while checking).
        let result = job.run { moment in
            guard moment == "checking" else { return }
            let temporary = job.folder.appendingPathComponent(".zahlenkette-2026-10-01.sqlite.tmp")
            if let handle = FileHandle(forWritingAtPath: temporary.path) {
                try? handle.truncate(atOffset: 8192)
                try? handle.close()
            }
        }
        #expect(result == .failure(.corrupt))
        #expect(store.backups.backups().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: job.folder.path).isEmpty)
    }

    @Test func aJobStartedOnItsOwnThreadHandsItsCheckedCopyBack() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, _) = try Self.store(clock)
        defer { store.close() }
        let job = try #require(try store.backups.dueJob())
        let received = ReceivedResult()
        job.start { received.set($0) }
        // The store's own connection keeps committing while the copy is made.
        _ = try store.recordCompletedTask(
            try StoreTestKit.taskWrite(store, profileID: StoreTestKit.profile(1).id, attempt: 11, number: 11))
        #expect(received.done.wait(timeout: .now() + 120) == .success)
        let result = try #require(received.value)
        guard case .made(let record) = try store.backups.finish(result) else {
            Issue.record("no backup: \(result)")
            return
        }
        #expect(BackupFolder.verify(record.url.path))
        #expect(store.backups.backups() == [record])
    }

    @Test func tasksSavedWhileTheCopyIsMadeNeitherEnterItNorStartItAgain() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, directory) = try Self.store(clock)
        defer { store.close() }
        let source = try SQLiteDatabase(path: store.fileURL.path)
        defer { source.close() }
        let pages = try source.integer("PRAGMA page_count")
        let copyPath = directory.appendingPathComponent("copy.sqlite").path
        let target = try SQLiteDatabase(path: copyPath)
        defer { target.close() }
        try target.execute("PRAGMA journal_mode = OFF")
        // One page per step, and the app's connection saves a task after every step: a copy that
        // started again after each of them would take more steps, one that let them in would be a
        // mix.
        var steps = 0
        var copied: [Int] = []
        try source.copySnapshot(into: target, pagesPerStep: 1) { done in
            steps += 1
            copied.append(done)
            guard steps <= pages else { return }  // a copy that restarts still ends, and fails below
            do {
                _ = try store.recordCompletedTask(
                    try StoreTestKit.taskWrite(
                        store, profileID: StoreTestKit.profile(1).id, attempt: 100 + steps, number: 1 + steps % 20))
            } catch {
                Issue.record("task after step \(steps): \(error)")
            }
        }
        #expect(steps == pages, "every page once, never a restart")
        #expect(copied == Array(1...pages))
        #expect(try target.integer("SELECT COUNT(*) FROM task_attempt") == 10, "the snapshot the copy began with")
        #expect(try target.query("PRAGMA integrity_check").first?.string(0) == "ok")
        #expect(try store.database.integer("SELECT COUNT(*) FROM task_attempt") == 10 + pages, "every task saved")
    }

    @Test func aFinishedCopyIsOneFileWithoutAJournalBesideIt() throws {
        let clock = AdjustableClock(base: StoreTestKit.clock)
        let (store, _) = try Self.store(clock)
        defer { store.close() }
        guard case .made(let record) = try store.backups.backUpIfDue() else {
            Issue.record("a backup is made")
            return
        }
        // The store's header says "write-ahead log"; the copy's says "rollback journal" (SQLite's
        // file format, bytes 18 and 19), so reading it read-only leaves no -wal or -shm behind.
        let header = try Data(contentsOf: record.url).prefix(20)
        #expect(Array(header.suffix(2)) == [1, 1])
        #expect(BackupFolder.verify(record.url.path))
        #expect(store.backups.summaries().first?.nicknames?.count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: record.url.deletingLastPathComponent().path)
        #expect(names == [record.url.lastPathComponent])
    }

    @Test func aStoreInMemoryHasNothingToBackUp() throws {
        let store = try #require(PersistenceStore.openInMemory(clock: StoreTestKit.clock))
        #expect(try store.backups.dueJob() == nil)
        #expect(store.backups.backups().isEmpty)
    }
}

/// The result a background job handed back, and a signal that it did. Sendable by its lock (the
/// pattern of AdjustableClock, DECISIONS D-0009).
final class ReceivedResult: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<BackupRecord, PersistenceError>?
    let done = DispatchSemaphore(value: 0)

    var value: Result<BackupRecord, PersistenceError>? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ result: Result<BackupRecord, PersistenceError>) {
        lock.lock()
        stored = result
        lock.unlock()
        done.signal()
    }
}

import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

/// SIGKILL during a daily backup (docs/persistence.md#fault-tests, issue 37): after every kill the
/// store is whole with every reported task, and every counted backup is a whole copy of its day's
/// store, the new one only once its rename was reached, never a mix. 200 runs in `make test`,
/// `ZK_CRASH_RUNS` (1,000 in `make stress`). Each run is the next day, so the retention removes
/// copies while the kills land.
@Suite struct BackupCrashTests {
    static let points = ["ready", "copying", "checking", "renaming", "pruning", "backed-up", "racing"]

    @Test func aKilledBackupLeavesTheStoreAndEveryCopyOldOrNew() throws {
        let helper = try StoreTestKit.crashHelper()
        let directory = StoreTestKit.temporaryDirectory("backup-crash")
        defer { try? FileManager.default.removeItem(at: directory) }
        var rng = SplitMix64(seed: 0xBAC0_0037_0000_0001)
        var attemptsOnDay: [LocalDate: Int] = [:]
        var hits: [String: Int] = [:]
        let first = LocalDate(
            date: clockNow(day: 0), calendar: Calendar.gregorian(in: TimeZone(secondsFromGMT: 3600) ?? .gmt))
        for run in 0..<CrashSafetyTests.runs {
            let point = Self.points[rng.nextInt(below: Self.points.count)]
            hits[point, default: 0] += 1
            let racing = point == "racing"
            let outcome = try KilledHelperRun.run(
                helper, arguments: ["backup", directory.path, String(run)] + (racing ? [] : ["--step"])
            ) { line in
                if racing { return line == "copying" ? .kill : .read }
                return line.hasPrefix(point) ? .kill : .go
            }
            try outcome.requireKilled(at: point, orFinishedFirst: racing)
            guard let ready = outcome.lines.first(where: { $0.hasPrefix("ready ") }),
                let attempts = Int(ready.dropFirst("ready ".count))
            else {
                Issue.record("run \(run): no ready line in \(outcome.lines)")
                return
            }
            let day = first.adding(days: run)
            attemptsOnDay[day] = attempts
            #expect(attempts == 3 * (run + 1), "run \(run): every reported task is in the store")

            // The store: untouched by the backup, whole.
            let file = directory.appendingPathComponent(PersistenceStore.defaultFileName)
            let raw = try SQLiteDatabase(path: file.path, readOnly: true)
            #expect(try raw.integer("SELECT COUNT(*) FROM task_attempt") == attempts, "run \(run)")
            #expect(try raw.query("PRAGMA integrity_check").first?.string(0) == "ok", "run \(run)")
            raw.close()

            // The copies: each counted one whole and exactly its day's store.
            let records = BackupFolder.records(in: directory.appendingPathComponent(BackupFolder.folderName))
            for record in records {
                #expect(BackupFolder.verify(record.url.path), "run \(run): \(record.url.lastPathComponent)")
                let copy = try SQLiteDatabase(path: record.url.path, readOnly: true)
                #expect(
                    try copy.integer("SELECT COUNT(*) FROM task_attempt") == attemptsOnDay[record.day],
                    "run \(run): \(record.day) holds that day's store")
                copy.close()
                #expect(PrivateFiles.mode(of: record.url.path) == 0o600)
            }
            let madeToday = records.contains { $0.day == day }
            switch point {
            case "ready", "copying", "checking", "renaming": #expect(!madeToday, "run \(run) at \(point)")
            case "pruning", "backed-up": #expect(madeToday, "run \(run) at \(point)")
            default: break
            }
            if point == "backed-up" {
                #expect(records.count <= BackupFolder.dailyKept + BackupFolder.weeklyKept, "run \(run)")
                #expect(Set(records.map(\.day)) == BackupFolder.kept(records.map(\.day)), "run \(run)")
            }
        }
        if CrashSafetyTests.runs >= 40 { #expect(hits.count == Self.points.count, "\(hits)") }
    }

    /// The helper's clock on `day`: its fixed instant plus whole days.
    func clockNow(day: Int) -> Date {
        Date(timeIntervalSince1970: 1_790_000_000 + Double(day) * 86_400)
    }
}

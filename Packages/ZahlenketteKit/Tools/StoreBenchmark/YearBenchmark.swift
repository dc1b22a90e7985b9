import Foundation
import StoreWorkload
import ZKCore
import ZKPersistence

/// A family's year (issue 18): `FamilyYear` plays 365 days into a fresh store; then the file size,
/// the median of five opens with the check (target < 300 ms), and 1,000 task units of work on the
/// next day with synchronous=FULL (p99 target < 5,000 µs); then the daily backup alone and the
/// units of work while it runs (BackupTiming); then its export and its import (ImportTiming).
enum YearBenchmark {
    struct Result {
        var fileMegabytes: Double
        var openMilliseconds: Double
        var unitP99: Double
        var backup: BackupTiming.Result
        var transfer: ImportTiming.Result
    }

    /// The year's first day; the fixture ends the day before `first + days`.
    static let first = LocalDate(year: 2025, month: 10, day: 1) ?? Measure.clock(on: startDay).today

    /// `StoreBenchmark --write-year FOLDER`: the year alone, for the desktop's launch benchmark
    /// (`zahlenkette-bench year-launch`), which needs the day after it (returned).
    static func write(into directory: URL, days: Int) -> LocalDate {
        seed(directory, days: days)
        return first.adding(days: days)
    }

    static func run(days: Int, timedUnits: Int) -> Result {
        let directory = Measure.folder("year")
        defer { try? FileManager.default.removeItem(at: directory) }
        seed(directory, days: days)
        let next = first.adding(days: days)
        let megabytes = Measure.fileMegabytes(directory, name: PersistenceStore.defaultFileName)
        let open = TaskTiming.openMilliseconds(directory: directory, day: next)
        let profiles = (0..<FamilyYear.profileCount).map(FamilyYear.profileID)
        let samples = TaskTiming.samples(
            directory: directory, profiles: profiles, day: next, mode: .full, label: "year", count: timedUnits)
        // Without the fsync of FULL, to tell the store's own cost from the disk's (stderr only).
        let normal = TaskTiming.samples(
            directory: directory, profiles: profiles, day: next, mode: .normal, label: "year-normal",
            count: max(1, timedUnits / 2))
        Measure.note(
            "store.year_compare synchronous=full p50_us=" + String(format: "%.1f", Measure.percentile(samples, 0.5))
                + " | synchronous=normal p50_us=" + String(format: "%.1f", Measure.percentile(normal, 0.5))
                + " p99_us=" + String(format: "%.1f", Measure.percentile(normal, 0.99)))
        let backup = BackupTiming.run(
            directory: directory, profiles: profiles, day: next, repetitions: days > 30 ? 5 : 2)
        Measure.note(
            "store.year_backup units_during_backup=" + String(backup.unitsDuringBackup) + " backup_ms="
                + String(format: "%.1f", backup.backupMilliseconds))
        let transfer = ImportTiming.run(directory: directory, day: next, repetitions: days > 30 ? 3 : 1)
        Measure.note(
            "store.year_import children=" + String(transfer.children) + " export_ms="
                + String(format: "%.1f", transfer.exportMilliseconds))
        return Result(
            fileMegabytes: megabytes, openMilliseconds: open, unitP99: Measure.percentile(samples, 0.99),
            backup: backup, transfer: transfer)
    }

    /// Plays `days` days of the family into a fresh store in `directory`.
    private static func seed(_ directory: URL, days: Int) {
        let base =
            FixedClock(day: first, hour: 8, timeZone: Measure.timeZone)
            ?? FixedClock(now: Date(timeIntervalSince1970: 0), timeZone: Measure.timeZone)
        let clock = AdjustableClock(base: base)
        let seedStart = Measure.timer.now
        do {
            let store = try PersistenceStore.open(directory: directory, clock: clock, synchronous: .normal)
            let summary = try FamilyYear.play(store: store, clock: clock, days: days, seed: 0x7EA2_2026)
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            let attempts = try store.database.integer("SELECT COUNT(*) FROM task_attempt")
            let ledger = try store.database.integer("SELECT COUNT(*) FROM star_ledger")
            store.close()
            Measure.note(
                "store.year tasks=\(summary.tasks) rounds=\(summary.rounds) play_days=\(summary.playDays) "
                    + "purchases=\(summary.purchases) attempts_kept=\(attempts) ledger_rows=\(ledger) seeded_s="
                    + String(format: "%.1f", Measure.milliseconds(since: seedStart) / 1000))
        } catch {
            Measure.fail("year seeding: \(error)")
        }
    }
}

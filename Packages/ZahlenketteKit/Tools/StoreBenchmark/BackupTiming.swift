import Foundation
import StoreWorkload
import ZKCore
import ZKPersistence

/// The daily backup of a family's year (issue 37, docs/persistence.md#daily-backups): how long the
/// whole job takes (copy, sync, check, rename; median of 3, target ≤ 300 ms), and the task unit of
/// work's time while backups run on a low-priority thread, as the app runs them (`BackupJob.start`;
/// p99 target < 5 ms). The units come one every 2 ms — far faster than a child taps, yet leaving
/// the thread idle between them as in the app; a tight loop would measure its own contention for
/// the two cores instead.
enum BackupTiming {
    struct Result {
        var backupMilliseconds: Double
        var commitDuringBackupP99Milliseconds: Double
        var unitsDuringBackup: Int
    }

    /// Whether a backup is running; written by the backup thread, read by the committing one.
    /// Sendable by its lock (the pattern of AdjustableClock, DECISIONS D-0009).
    final class Running: @unchecked Sendable {
        private let lock = NSLock()
        private var running = true
        private var backups = 0

        var isRunning: Bool {
            lock.lock()
            defer { lock.unlock() }
            return running
        }

        func finished(count: Int) {
            lock.lock()
            backups = count
            running = false
            lock.unlock()
        }
    }

    static func run(directory: URL, profiles: [UUID], day: LocalDate, repetitions: Int) -> Result {
        let clock = Measure.clock(on: day)
        let source = directory.appendingPathComponent(PersistenceStore.defaultFileName).path
        var times: [Double] = []
        for index in 0..<3 {
            let folder = directory.appendingPathComponent("backups-alone-" + String(index))
            let start = Measure.timer.now
            let result = BackupJob(sourcePath: source, folder: folder, day: day).run()
            times.append(Measure.milliseconds(since: start))
            guard case .success(let record) = result else { Measure.fail("backup: \(result)") }
            if index == 0 { Measure.note("store.backup_bytes " + String(record.bytes)) }
            try? FileManager.default.removeItem(at: folder)
        }

        // Task units of work on the app's connection while backups run on another thread.
        do {
            let store = try PersistenceStore.open(directory: directory, clock: clock, synchronous: .full)
            defer { store.close() }
            let running = Running()
            let thread = Thread {
                BackupJob.lowerCurrentThreadPriority()
                var made = 0
                for index in 0..<repetitions {
                    let folder = directory.appendingPathComponent("backups-busy-" + String(index))
                    if case .success = BackupJob(sourcePath: source, folder: folder, day: day).run() { made += 1 }
                    try? FileManager.default.removeItem(at: folder)
                }
                running.finished(count: made)
            }
            // The same paced units without a backup first, for comparison (stderr only).
            var rng = SplitMix64(seed: 0xBAC_0037)
            var n = 0
            let quietEnd = Measure.timer.now + .seconds(1)
            let quiet = try pacedUnits(store, profiles: profiles, day: day, clock: clock, rng: &rng, n: &n) {
                Measure.timer.now < quietEnd
            }
            thread.start()
            let samples = try pacedUnits(store, profiles: profiles, day: day, clock: clock, rng: &rng, n: &n) {
                running.isRunning
            }
            Measure.note(
                "store.backup_compare units_without_backup_ms=" + spread(quiet) + " units_during_backup_ms="
                    + spread(samples) + " disk_sync_ms=" + spread(diskSyncs(in: directory)))
            return Result(
                backupMilliseconds: Measure.percentile(times, 0.5),
                commitDuringBackupP99Milliseconds: Measure.percentile(samples, 0.99), unitsDuringBackup: samples.count)
        } catch {
            Measure.fail("units during backup: \(error)")
        }
    }

    /// "p50/p90/p99 (count)" of `values`.
    private static func spread(_ values: [Double]) -> String {
        [0.5, 0.9, 0.99].map { String(format: "%.2f", Measure.percentile(values, $0)) }.joined(separator: "/")
            + " (" + String(values.count) + ")"
    }

    /// What the disk alone takes to sync, at the same pace: 12 KiB appended to a file and
    /// `fsync`ed every 2 ms for a second (a task's commit appends about that much to the
    /// write-ahead log and syncs it). A task unit's p99 cannot be below this one's.
    private static func diskSyncs(in directory: URL) -> [Double] {
        let path = directory.appendingPathComponent("disk-sync-probe").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return [] }
        defer {
            close(descriptor)
            unlink(path)
        }
        let page = [UInt8](repeating: 7, count: 12_288)
        var samples: [Double] = []
        let end = Measure.timer.now + .seconds(1)
        while Measure.timer.now < end {
            guard page.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == page.count else { break }
            let start = Measure.timer.now
            guard fsync(descriptor) == 0 else { break }
            samples.append(Measure.milliseconds(since: start))
            Thread.sleep(forTimeInterval: 0.002)
        }
        return samples
    }

    /// One task unit of work every 2 ms while `going()`, with the app's checkpoint every sixth;
    /// returns each unit's milliseconds.
    private static func pacedUnits(
        _ store: PersistenceStore, profiles: [UUID], day: LocalDate, clock: FixedClock, rng: inout SplitMix64,
        n: inout Int, while going: () -> Bool
    ) throws(PersistenceError) -> [Double] {
        var samples: [Double] = []
        while going() {
            let id = profiles[n % profiles.count]
            let attemptID = StableID.make(id, "bench-during-backup", String(n))
            let start = Measure.timer.now
            try SyntheticTask.commit(
                store: store, profileID: id, attemptID: attemptID, index: n, rng: &rng, day: day, now: clock.now)
            samples.append(Measure.milliseconds(since: start))
            if n % 6 == 5 { try store.maintenance.checkpoint() }
            n += 1
            Thread.sleep(forTimeInterval: 0.002)
        }
        return samples
    }
}

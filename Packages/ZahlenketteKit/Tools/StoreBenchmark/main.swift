import Foundation
import StoreWorkload
import ZKCore
import ZKPersistence

// `make bench` (scripts/bench.d/store.sh, release build). Two fixtures:
//
// 90 days: 5 profiles x 90 days x 120 attempts a day. One task's unit of work, opening with the
// check, the streamed export against the sqlite3 tool, a day's pruning and the file size. Both
// synchronous modes are timed; the default (FULL, D-0305) is printed, the comparison goes to
// stderr.
//
// A family's year (issue 18): 5 children x 365 days of play through the real repositories
// (StoreWorkload.FamilyYear), then the file size, opening with the check, one task's unit of
// work on the next day, the daily backup (issue 37) and the units of work while it runs, and the
// year's export against its import into an empty store (issue 37).
//
// Prints `<name> <value>` lines on stdout; notes go to stderr. With ZK_BENCH_TINY=1 (`make test`)
// both fixtures are a few days, so the run proves every figure is measured, not how fast.
//
// `StoreBenchmark --write-year FOLDER` only writes the family's year into FOLDER and prints the
// day after it, for the desktop's launch benchmark (scripts/bench.d/hardening.sh).
// `StoreBenchmark --backup-only FOLDER` prints only the two backup figures for such a folder,
// `--import-only FOLDER` only the two import figures.

let tiny = ProcessInfo.processInfo.environment["ZK_BENCH_TINY"] == "1"
let yearDays = tiny ? 5 : 365
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--write-year" {
    guard arguments.count == 2 else { Measure.fail("--write-year needs the folder to write into") }
    let next = YearBenchmark.write(into: URL(fileURLWithPath: arguments[1]), days: yearDays)
    FileHandle.standardOutput.write(Data((next.description + "\n").utf8))
    exit(0)
}

if arguments.first == "--backup-only" {
    // The backup figures alone, on a year written before with --write-year.
    guard arguments.count == 2 else { Measure.fail("--backup-only needs the folder of a written year") }
    let profiles = (0..<FamilyYear.profileCount).map(FamilyYear.profileID)
    let backup = BackupTiming.run(
        directory: URL(fileURLWithPath: arguments[1]), profiles: profiles,
        day: YearBenchmark.first.adding(days: yearDays), repetitions: 5)
    Measure.emit("store.backup.ms", backup.backupMilliseconds)
    Measure.emit("store.task_commit_during_backup_ms.p99", backup.commitDuringBackupP99Milliseconds)
    exit(0)
}

if arguments.first == "--import-only" {
    // The import figures alone, on a year written before with --write-year.
    guard arguments.count == 2 else { Measure.fail("--import-only needs the folder of a written year") }
    let transfer = ImportTiming.run(
        directory: URL(fileURLWithPath: arguments[1]), day: YearBenchmark.first.adding(days: yearDays), repetitions: 3)
    Measure.emit("store.import.ms", transfer.importMilliseconds)
    Measure.emit("store.import_vs_export.ratio", transfer.importMilliseconds / max(transfer.exportMilliseconds, 0.001))
    exit(0)
}

let profileCount = 5
let days = tiny ? 3 : 90
let attemptsPerDay = tiny ? 20 : 120
let timedUnits = tiny ? 20 : 500
let startDay =
    LocalDate(year: 2026, month: 10, day: 1)
    ?? LocalDate(date: Date(timeIntervalSince1970: 0), calendar: Calendar.gregorian(in: Measure.timeZone))
let directory = Measure.folder("90d")
let today = startDay.adding(days: days)
let profileIDs = (0..<profileCount).map { StableID.make(StableID.device, "bench-profile", String($0)) }

// Seed: one transaction per profile and day (seeding is not measured).
do {
    let store = try PersistenceStore.open(
        directory: directory, clock: Measure.clock(on: startDay), synchronous: .normal)
    for (index, id) in profileIDs.enumerated() {
        try store.profiles.create(
            ChildProfile(
                id: id, nickname: "Kind " + String(index), avatarID: "avatar." + String(index), level: .vorschule,
                sortOrder: index, createdAt: Measure.clock(on: startDay).now))
    }
    var rng = SplitMix64(seed: 0xBE_0C4)
    for offset in 0..<days {
        let day = startDay.adding(days: offset)
        let now = Measure.clock(on: day).now
        for (p, id) in profileIDs.enumerated() {
            try store.unitOfWork { () throws(PersistenceError) in
                for n in 0..<attemptsPerDay {
                    let attemptID = StableID.make(id, "bench-attempt", String(offset), String(n))
                    try SyntheticTask.commit(
                        store: store, profileID: id, attemptID: attemptID, index: n + p, rng: &rng, day: day,
                        now: now.addingTimeInterval(Double(n) * 20))
                }
                _ = try store.rewards.recordRoundCompleted(
                    profileID: id, roundID: StableID.make(id, "bench-round", String(offset)))
                try store.usage.saveDailyUsage(
                    DailyUsage(profileID: id, trustedDate: day, activeSeconds: 1200, tasksCompleted: attemptsPerDay))
            }
        }
    }
    try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
} catch {
    Measure.fail("seeding: \(error)")
}
let seededMegabytes = Measure.fileMegabytes(directory, name: PersistenceStore.defaultFileName)

// Alternating halves, so neither mode always runs right after the seeding's write-back.
func units(_ mode: SynchronousMode, _ label: String) -> [Double] {
    TaskTiming.samples(
        directory: directory, profiles: profileIDs, day: today, mode: mode, label: label, count: timedUnits)
}
let normalFirst = units(.normal, "normal-a")
let fullFirst = units(.full, "full-a")
let normal = normalFirst + units(.normal, "normal-b")
let full = fullFirst + units(.full, "full-b")
Measure.note(
    "store.compare synchronous=normal p50_us=" + String(format: "%.1f", Measure.percentile(normal, 0.5)) + " p99_us="
        + String(format: "%.1f", Measure.percentile(normal, 0.99)) + " | synchronous=full p50_us="
        + String(format: "%.1f", Measure.percentile(full, 0.5)) + " p99_us="
        + String(format: "%.1f", Measure.percentile(full, 0.99)))
let openMilliseconds = TaskTiming.openMilliseconds(directory: directory, day: today)

let export = ExportComparison.run(directory: directory, fileName: PersistenceStore.defaultFileName, day: today)
Measure.note(
    "store.export_bytes " + String(export.exportBytes) + " sqlite3_json_bytes " + String(export.sqliteBytes)
        + " sqlite3_json_ms " + String(format: "%.1f", export.sqliteMilliseconds ?? 0) + " export_without_disk_ms "
        + String(format: "%.1f", export.inMemoryMilliseconds))

var pruneMilliseconds = 0.0
do {
    // The next day's pass removes the oldest day of every profile.
    let tomorrow = try PersistenceStore.open(directory: directory, clock: Measure.clock(on: today.adding(days: 1)))
    let start = Measure.timer.now
    let pruned = try tomorrow.maintenance.pruneIfDue()
    pruneMilliseconds = Measure.milliseconds(since: start)
    Measure.note("store.pruned_attempts " + String(pruned?.attempts ?? 0))
    tomorrow.close()
} catch {
    Measure.fail("prune: \(error)")
}
try? FileManager.default.removeItem(at: directory)

let year = YearBenchmark.run(days: yearDays, timedUnits: tiny ? 20 : 1000)

Measure.emit("store.task_unit_of_work_us.p50", Measure.percentile(full, 0.5))
Measure.emit("store.task_unit_of_work_us.p99", Measure.percentile(full, 0.99))
Measure.emit("store.open_and_check_ms", openMilliseconds)
Measure.emit("store.export_ms", export.exportMilliseconds)
if let sqlite = export.sqliteMilliseconds, sqlite > 0 {
    Measure.emit("store.export_vs_sqlite_json.ratio", export.exportMilliseconds / sqlite)
}
Measure.emit("store.prune_ms", pruneMilliseconds)
Measure.emit("store.file_mb", seededMegabytes)
Measure.emit("store.year_file_mb", year.fileMegabytes)
Measure.emit("store.year_open_ms", year.openMilliseconds)
Measure.emit("store.year_task_unit_of_work_us.p99", year.unitP99)
Measure.emit("store.backup.ms", year.backup.backupMilliseconds)
Measure.emit("store.task_commit_during_backup_ms.p99", year.backup.commitDuringBackupP99Milliseconds)
Measure.emit("store.import.ms", year.transfer.importMilliseconds)
if year.transfer.exportMilliseconds > 0 {
    Measure.emit("store.import_vs_export.ratio", year.transfer.importMilliseconds / year.transfer.exportMilliseconds)
}

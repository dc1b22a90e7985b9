import Foundation
import StoreWorkload
import ZKCore
import ZKPersistence

// `make bench` (scripts/bench.d/store.sh, release build): seeds 5 profiles x 90 days x 120
// attempts a day, then measures one task's unit of work, opening with the integrity check, the
// export, a day's pruning and the file size. Prints the figures of the store's default
// synchronous mode on stdout as `<name> <value>`; the comparison of both modes goes to stderr
// (DECISIONS D-0305). Times come from ContinuousClock.

let profileCount = 5
let days = 90
let attemptsPerDay = 120
let timedUnits = 500
let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
let calendar = Calendar.gregorian(in: timeZone)
let startDay =
    LocalDate(year: 2026, month: 10, day: 1) ?? LocalDate(date: Date(timeIntervalSince1970: 0), calendar: calendar)

func clock(on day: LocalDate) -> FixedClock {
    FixedClock(day: day, hour: 10, timeZone: timeZone)
        ?? FixedClock(now: Date(timeIntervalSince1970: 0), timeZone: timeZone)
}

func emit(_ name: String, _ value: Double) {
    FileHandle.standardOutput.write(Data((name + " " + String(format: "%.2f", value) + "\n").utf8))
}

func note(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000_000 + Double(duration.components.attoseconds) / 1_000_000_000_000
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)
    return sorted[max(0, index)]
}

func fail(_ text: String) -> Never {
    note("store bench failed: " + text)
    exit(1)
}

let timer = ContinuousClock()
let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "zk-store-bench-" + String(ProcessInfo.processInfo.processIdentifier))
try? FileManager.default.removeItem(at: directory)
let today = startDay.adding(days: days)
let profileIDs = (0..<profileCount).map { StableID.make(StableID.device, "bench-profile", String($0)) }

// Seed: one transaction per profile and day (seeding is not measured).
do {
    let store = try PersistenceStore.open(directory: directory, clock: clock(on: startDay), synchronous: .normal)
    for (index, id) in profileIDs.enumerated() {
        try store.profiles.create(
            ChildProfile(
                id: id, nickname: "Kind " + String(index), avatarID: "avatar." + String(index), level: .vorschule,
                sortOrder: index, createdAt: clock(on: startDay).now))
    }
    var rng = SplitMix64(seed: 0xBE_0C4)
    for offset in 0..<days {
        let day = startDay.adding(days: offset)
        let now = clock(on: day).now
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
    fail("seeding: \(error)")
}

func fileMegabytes() -> Double {
    let base = directory.appendingPathComponent(PersistenceStore.defaultFileName).path
    let bytes = [base, base + "-wal"].compactMap {
        (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? NSNumber)?.doubleValue
    }.reduce(0, +)
    return bytes / 1_048_576
}
let seededMegabytes = fileMegabytes()

/// One task unit of work at a time, as the app commits them, in `mode`.
func measureUnits(_ mode: SynchronousMode, label: String) -> [Double] {
    do {
        let store = try PersistenceStore.open(directory: directory, clock: clock(on: today), synchronous: mode)
        defer { store.close() }
        var rng = SplitMix64(seed: 0x71_3ED)
        var samples: [Double] = []
        samples.reserveCapacity(timedUnits)
        for n in 0..<timedUnits {
            let id = profileIDs[n % profileCount]
            let attemptID = StableID.make(id, "bench-timed", label, String(n))
            let start = timer.now
            try SyntheticTask.commit(
                store: store, profileID: id, attemptID: attemptID, index: n, rng: &rng, day: today,
                now: clock(on: today).now)
            samples.append(microseconds(timer.now - start))
            // Round end (6 tasks at vorschule): the app checkpoints outside the task's unit of work.
            if n % 6 == 5 { try store.maintenance.checkpoint() }
        }
        return samples
    } catch {
        fail("units: \(error)")
    }
}

// Alternating halves, so neither mode always runs right after the seeding's write-back.
let normalFirst = measureUnits(.normal, label: "normal-a")
let fullFirst = measureUnits(.full, label: "full-a")
let normal = normalFirst + measureUnits(.normal, label: "normal-b")
let full = fullFirst + measureUnits(.full, label: "full-b")
note(
    "store.compare synchronous=normal p50_us=" + String(format: "%.1f", percentile(normal, 0.5)) + " p99_us="
        + String(format: "%.1f", percentile(normal, 0.99)) + " | synchronous=full p50_us="
        + String(format: "%.1f", percentile(full, 0.5)) + " p99_us=" + String(format: "%.1f", percentile(full, 0.99)))

// Opening: read-only quick_check, WAL, pragmas and the migration check; median of 5.
var openTimes: [Double] = []
for _ in 0..<5 {
    let start = timer.now
    do {
        let store = try PersistenceStore.open(directory: directory, clock: clock(on: today))
        openTimes.append(microseconds(timer.now - start) / 1000)
        store.close()
    } catch {
        fail("open: \(error)")
    }
}

var exportMilliseconds = 0.0
var pruneMilliseconds = 0.0
do {
    let store = try PersistenceStore.open(directory: directory, clock: clock(on: today))
    let start = timer.now
    let document = try store.dataManagement.export(appVersion: "bench")
    let collected = timer.now
    let data = try document.encoded()
    exportMilliseconds = microseconds(timer.now - start) / 1000
    note(
        "store.export_bytes " + String(data.count) + " collect_ms "
            + String(format: "%.1f", microseconds(collected - start) / 1000))
    store.close()
    // The next day's pass removes the oldest day of every profile.
    let tomorrow = try PersistenceStore.open(directory: directory, clock: clock(on: today.adding(days: 1)))
    let pruneStart = timer.now
    let pruned = try tomorrow.maintenance.pruneIfDue()
    pruneMilliseconds = microseconds(timer.now - pruneStart) / 1000
    note("store.pruned_attempts " + String(pruned?.attempts ?? 0))
    tomorrow.close()
} catch {
    fail("export or prune: \(error)")
}

let chosen = full
emit("store.task_unit_of_work_us.p50", percentile(chosen, 0.5))
emit("store.task_unit_of_work_us.p99", percentile(chosen, 0.99))
emit("store.open_and_check_ms", percentile(openTimes, 0.5))
emit("store.export_ms", exportMilliseconds)
emit("store.prune_ms", pruneMilliseconds)
emit("store.file_mb", seededMegabytes)
try? FileManager.default.removeItem(at: directory)

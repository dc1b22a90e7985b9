import Foundation
import TestSupport
import Testing
import ZKCore

@testable import ZKPersistence

/// SIGKILL at moments the child process reports while it commits task units of work
/// (docs/persistence.md, "Fault tests"). 200 runs in `make test`; `make stress` sets
/// ZK_CRASH_RUNS=1000. Every kill point is one the helper announced, never a timed sleep, so what
/// the runs cover does not depend on the machine's speed (issue 10).
@Suite struct CrashSafetyTests {
    static var runs: Int {
        ProcessInfo.processInfo.environment["ZK_CRASH_RUNS"].flatMap { Int($0) } ?? 200
    }

    /// Runs sharing one store before the next starts fresh, so recovery is exercised both on new
    /// files (a kill during the first migration) and on files that already survived kills.
    static let runsPerStore = 5

    static let profileID = StableID.make(StableID.device, "crash-profile", "0")

    static func attemptID(seed: UInt64, index: Int) -> UUID {
        StableID.make(StableID.device, "crash-unit", String(seed), String(index))
    }

    /// A seeded kill point: inside the first migration of a fresh store in half of those runs;
    /// otherwise inside a unit of work, right after a commit, or (racing) after some reported
    /// commits while the helper runs on, which lands anywhere, including inside a commit.
    static func killPoint(run: Int, rng: inout SplitMix64) -> CrashRun.KillPoint {
        if run % runsPerStore == 0, rng.nextInt(below: 2) == 0 { return .migrating }
        let units = rng.nextInt(below: 12)
        switch rng.nextInt(below: 3) {
        case 0: return .writing(unit: units)
        case 1: return .committed(unit: units)
        default: return .racing(afterCommits: units)
        }
    }

    @Test func killedWritersLeaveEveryReportedUnitAndNoPartialOne() throws {
        let helper = try StoreTestKit.crashHelper()
        var rng = SplitMix64(seed: 0xC0FF_EE00_0000_0005)
        var directory = StoreTestKit.temporaryDirectory("crash")
        var reported: Set<UUID> = []
        var unreportedAllowed: Set<UUID> = []
        var kills: [String: Int] = [:]
        var interruptedMigrations = 0
        for run in 0..<Self.runs {
            if run % Self.runsPerStore == 0 {
                try? FileManager.default.removeItem(at: directory)
                directory = StoreTestKit.temporaryDirectory("crash")
                reported = []
                unreportedAllowed = []
            }
            let seed = UInt64(run) + 1
            let point = Self.killPoint(run: run, rng: &rng)
            kills[point.name, default: 0] += 1
            let committed = try CrashRun.run(helper: helper, directory: directory, seed: seed, killAt: point)
            #expect(
                committed == (0..<committed.count).map { Self.attemptID(seed: seed, index: $0) },
                "run \(run): unexpected report")
            reported.formUnion(committed)
            // Only a racing kill may have cut in after a commit the helper had not reported yet; a
            // kill inside a unit of work leaves nothing of that unit.
            if case .racing = point { unreportedAllowed.insert(Self.attemptID(seed: seed, index: committed.count)) }
            if case .writing(let unit) = point { #expect(committed.count == unit, "run \(run): \(point.name)") }
            if case .committed(let unit) = point { #expect(committed.count == unit + 1, "run \(run): \(point.name)") }
            if try verify(directory: directory, reported: reported, allowed: unreportedAllowed, run: run) {
                interruptedMigrations += 1
            }
        }
        try? FileManager.default.removeItem(at: directory)
        // Each kind of point was hit, and every migration kill left version 0 behind.
        if Self.runs >= 40 {
            #expect(kills.keys.sorted() == ["committed", "migrating", "racing", "writing"], "\(kills)")
        }
        #expect(interruptedMigrations == kills["migrating"], "\(interruptedMigrations) of \(kills)")
    }

    /// Checks the reopened store; true when the kill had interrupted the first migration.
    func verify(directory: URL, reported: Set<UUID>, allowed: Set<UUID>, run: Int) throws -> Bool {
        // The schema is all there or not at all: version 0 without tables, or the current version.
        let file = directory.appendingPathComponent(PersistenceStore.defaultFileName)
        var interrupted = false
        if FileManager.default.fileExists(atPath: file.path) {
            let raw = try SQLiteDatabase(path: file.path)
            let version = try raw.integer("PRAGMA user_version")
            let tables = try raw.integer("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'")
            raw.close()
            interrupted = version == 0
            #expect(
                (version == 0 && tables == 0) || (version == Migration.currentVersion && tables == 18),
                "run \(run): schema version \(version) with \(tables) tables")
        }
        let store = try PersistenceStore.open(directory: directory, clock: StoreTestKit.clock)
        defer { store.close() }
        #expect(store.setAside.isEmpty, "run \(run): store was set aside")
        #expect(try store.maintenance.integrityCheck(), "run \(run): integrity_check")
        let stored = Set(try store.database.query("SELECT id FROM task_attempt").compactMap { $0.uuid(0) })
        #expect(reported.isSubset(of: stored), "run \(run): a reported unit of work is missing")
        #expect(stored.subtracting(reported).isSubset(of: allowed), "run \(run): a unit nobody started")
        let count = stored.count
        let db = store.database
        let id = Self.profileID.sql
        #expect(
            try db.integer("SELECT COUNT(*) FROM star_ledger WHERE profile_id = ? AND reason = 'taskSolved'", id)
                == count)
        #expect(try db.integer("SELECT COALESCE(SUM(amount), 0) FROM star_ledger WHERE profile_id = ?", id) == count)
        #expect(try db.integer("SELECT COALESCE(SUM(balance), 0) FROM reward_cache WHERE profile_id = ?", id) == count)
        #expect(
            try db.integer("SELECT COALESCE(SUM(evidence), 0) FROM mastery_record WHERE profile_id = ?", id) == count)
        #expect(
            try db.integer("SELECT COALESCE(SUM(counted_tasks), 0) FROM learning_state WHERE profile_id = ?", id)
                == count)
        #expect(
            try db.integer("SELECT COALESCE(SUM(tasks), 0) FROM game_number_stat WHERE profile_id = ?", id) == count)
        #expect(try db.integer("SELECT COUNT(*) FROM friend_award WHERE profile_id = ?", id) <= count)
        return interrupted
    }
}

/// One child process: started, killed with SIGKILL at a point it reported, its report collected.
enum CrashRun {
    enum KillPoint: Equatable {
        /// Inside the first migration's transaction (a fresh store only).
        case migrating
        /// Inside unit `unit`'s transaction, after its writes, before its commit.
        case writing(unit: Int)
        /// Right after unit `unit` committed.
        case committed(unit: Int)
        /// After `afterCommits` reported commits, while the helper keeps running.
        case racing(afterCommits: Int)

        var name: String {
            switch self {
            case .migrating: "migrating"
            case .writing: "writing"
            case .committed: "committed"
            case .racing: "racing"
            }
        }

        /// True when `line`, the `count`-th line of its kind (0-based), is this point.
        func matches(_ line: String, count: Int) -> Bool {
            switch self {
            case .migrating: line.hasPrefix("migrating ")
            case .writing(let unit): line.hasPrefix("writing ") && count == unit
            case .committed(let unit): line.hasPrefix("committed ") && count == unit
            case .racing(let commits):
                commits == 0 ? line == "ready" : line.hasPrefix("committed ") && count + 1 == commits
            }
        }
    }

    /// The attempt IDs the child reported committed, in order (a torn last line is ignored).
    static func run(helper: URL, directory: URL, seed: UInt64, killAt point: KillPoint) throws -> [UUID] {
        let step: Bool
        if case .racing = point { step = false } else { step = true }
        var seen: [String: Int] = [:]
        let run = try KilledHelperRun.run(
            helper, arguments: ["run", directory.path, String(seed)] + (step ? ["--step"] : [])
        ) { line in
            let kind = String(line.prefix { $0 != " " })
            let count = seen[kind, default: 0]
            seen[kind] = count + 1
            if point.matches(line, count: count) { return .kill }
            return step ? .go : .read
        }
        try run.requireKilled(at: point.name)
        return run.lines.compactMap { line in
            line.hasPrefix("committed ") ? UUID(uuidString: String(line.dropFirst("committed ".count))) : nil
        }
    }
}

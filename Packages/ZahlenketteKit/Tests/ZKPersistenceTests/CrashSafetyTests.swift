import Foundation
import Testing
import ZKCore

@testable import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGKILL at seeded random moments while a child process commits task units of work
/// (docs/persistence.md, "Fault tests"). 200 runs in `make test`; `make stress` sets
/// ZK_CRASH_RUNS=1000.
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

    @Test func killedWritersLeaveEveryReportedUnitAndNoPartialOne() throws {
        let helper = try CrashHelperLocator.url()
        var rng = SplitMix64(seed: 0xC0FF_EE00_0000_0005)
        var directory = StoreTestKit.temporaryDirectory("crash")
        var reported: Set<UUID> = []
        var unreportedAllowed: Set<UUID> = []
        var killsDuringOpen = 0
        var interruptedMigrations = 0
        for run in 0..<Self.runs {
            if run % Self.runsPerStore == 0 {
                try? FileManager.default.removeItem(at: directory)
                directory = StoreTestKit.temporaryDirectory("crash")
                reported = []
                unreportedAllowed = []
            }
            let seed = UInt64(run) + 1
            // A fresh store is killed around its first migration half of the time.
            let killDuringOpen = rng.nextInt(below: run % Self.runsPerStore == 0 ? 2 : 10) == 0
            let killAfter = rng.nextInt(below: 12)
            let openDelay = rng.nextInt(below: 12_000)
            if killDuringOpen { killsDuringOpen += 1 }
            let committed = try CrashRun.run(
                helper: helper, directory: directory, seed: seed,
                selfKillMicroseconds: killDuringOpen ? openDelay : nil, killAfterCommits: killAfter)
            #expect(
                committed == (0..<committed.count).map { Self.attemptID(seed: seed, index: $0) },
                "run \(run): unexpected report")
            reported.formUnion(committed)
            unreportedAllowed.insert(Self.attemptID(seed: seed, index: committed.count))
            if try verify(directory: directory, reported: reported, allowed: unreportedAllowed, run: run) {
                interruptedMigrations += 1
            }
        }
        try? FileManager.default.removeItem(at: directory)
        #expect(killsDuringOpen > 0)
        #expect(interruptedMigrations > 0, "no kill landed inside a first migration")
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

/// One child process: started, killed with SIGKILL, and its report collected.
enum CrashRun {
    struct HelperFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// The attempt IDs the child reported committed, in order (a torn last line is ignored).
    static func run(
        helper: URL, directory: URL, seed: UInt64, selfKillMicroseconds: Int?, killAfterCommits: Int
    ) throws -> [UUID] {
        let process = Process()
        process.executableURL = helper
        process.arguments = ["run", directory.path, String(seed)]
        if let delay = selfKillMicroseconds { process.arguments? += ["100000", String(delay)] }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = pipe.fileHandleForReading
        var buffer = Data()
        var lines: [String] = []
        if selfKillMicroseconds != nil {
            // The child sends itself SIGKILL a seeded number of microseconds after it starts
            // opening: during the first migration of a new file, or just after it.
            buffer.append(reader.readDataToEndOfFile())
            lines += completeLines(&buffer)
        } else {
            while lines.filter({ $0.hasPrefix("committed ") }).count < killAfterCommits || !lines.contains("ready") {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                lines += completeLines(&buffer)
            }
        }
        if selfKillMicroseconds == nil { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        buffer.append(reader.readDataToEndOfFile())
        lines += completeLines(&buffer)
        try? reader.close()
        guard process.terminationReason == .uncaughtSignal else {
            throw HelperFailed(description: "helper exited with status \(process.terminationStatus)")
        }
        return lines.compactMap { line in
            line.hasPrefix("committed ") ? UUID(uuidString: String(line.dropFirst("committed ".count))) : nil
        }
    }

    private static func completeLines(_ buffer: inout Data) -> [String] {
        guard let last = buffer.lastIndex(of: 0x0A) else { return [] }
        let complete = buffer[buffer.startIndex..<last]
        buffer = Data(buffer[buffer.index(after: last)...])
        return String(decoding: complete, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// Finds the StoreCrashHelper executable. `swift test` builds every target of the package,
/// executables included, into the build products directory, which also holds this test
/// target's resource bundle; so the helper is looked up next to `Bundle.module`, then next to
/// the test runner. ZK_STORE_CRASH_HELPER overrides the path.
enum CrashHelperLocator {
    static func url() throws -> URL {
        let files = FileManager.default
        if let override = ProcessInfo.processInfo.environment["ZK_STORE_CRASH_HELPER"] {
            return URL(fileURLWithPath: override)
        }
        var directories = [Bundle.module.bundleURL.deletingLastPathComponent()]
        if let runner = Bundle.main.executableURL { directories.append(runner.deletingLastPathComponent()) }
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            for candidate in [directory, directory.deletingLastPathComponent()] {
                let url = candidate.appendingPathComponent("StoreCrashHelper")
                if files.isExecutableFile(atPath: url.path) { return url }
            }
        }
        throw CrashRun.HelperFailed(
            description: "StoreCrashHelper not found next to \(directories.map(\.path)); run `swift build` first")
    }
}

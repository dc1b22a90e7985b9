import Foundation
import StoreWorkload
import ZKCore
import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The child process of the crash-safety tests (docs/persistence.md, "Fault tests").
//
//   StoreCrashHelper run <directory> <seed> [units] [killAfterMicroseconds]
//       writes "opening", opens the store in <directory>, writes "ready", then commits task units
//       of work one by one and writes "committed <attemptID>" after each commit returned, until
//       killed or <units> (default 100000) are done. With killAfterMicroseconds the process sends
//       itself SIGKILL that long after it starts opening: the parent cannot time a kill inside the
//       first migration, which takes a few milliseconds, from outside.
//   StoreCrashHelper fixture <file>
//       writes the deterministic schema-v1 fixture store used by the migration tests.
//
// Output goes through FileHandle.standardOutput (an unbuffered write per line), so every line
// the parent reads describes a commit that had already returned.

let clock = FixedClock(
    now: Date(timeIntervalSince1970: 1_790_000_000), timeZone: TimeZone(secondsFromGMT: 3600) ?? .gmt)

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ line: String) -> Never {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    exit(2)
}

func runLoop(directory: URL, seed: UInt64, units: Int, killAfterMicroseconds: Int?) {
    say("opening")
    if let delay = killAfterMicroseconds {
        let killer = Thread {
            usleep(UInt32(max(0, delay)))
            kill(getpid(), SIGKILL)
        }
        killer.start()
    }
    let store: PersistenceStore
    do {
        store = try PersistenceStore.open(directory: directory, clock: clock)
    } catch {
        fail("open failed: \(error)")
    }
    let profileID = SyntheticTask.profileID(seed: 0)
    do {
        try store.profiles.create(
            ChildProfile(
                id: profileID, nickname: "Mila", avatarID: "avatar.fuchs", level: .vorschule, createdAt: clock.now))
    } catch {
        fail("profile failed: \(error)")
    }
    say("ready")
    var rng = SplitMix64(seed: seed)
    for index in 0..<units {
        let attemptID = SyntheticTask.attemptID(seed: seed, index: index)
        do {
            try SyntheticTask.commit(
                store: store, profileID: profileID, attemptID: attemptID, index: index, rng: &rng, day: clock.today,
                now: clock.now)
        } catch {
            fail("unit failed: \(error)")
        }
        say("committed " + attemptID.uuidString)
    }
    store.close()
}

func writeFixture(file: URL) {
    let directory = file.deletingLastPathComponent()
    do {
        let store = try PersistenceStore.open(directory: directory, clock: clock, fileName: file.lastPathComponent)
        try FixtureContent.write(into: store, clock: clock)
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try store.database.execute("PRAGMA journal_mode = DELETE")
        try store.database.execute("VACUUM")
        store.close()
    } catch {
        fail("fixture failed: \(error)")
    }
    say("fixture " + file.path)
}

let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "run", let seed = UInt64(arguments[3]) {
    let units = arguments.count >= 5 ? Int(arguments[4]) ?? 100_000 : 100_000
    let killAfter = arguments.count >= 6 ? Int(arguments[5]) : nil
    runLoop(directory: URL(fileURLWithPath: arguments[2]), seed: seed, units: units, killAfterMicroseconds: killAfter)
} else if arguments.count >= 3, arguments[1] == "fixture" {
    writeFixture(file: URL(fileURLWithPath: arguments[2]))
} else {
    fail("usage: StoreCrashHelper run <directory> <seed> [units] | fixture <file>")
}

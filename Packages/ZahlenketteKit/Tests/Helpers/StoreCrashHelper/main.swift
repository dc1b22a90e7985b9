import Foundation
import HelperLines
import StoreWorkload
import ZKCore
import ZKPersistence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The child process of the persistence fault tests (docs/persistence.md, "Fault tests").
//
//   StoreCrashHelper run <directory> <seed> [--step]
//       writes "opening", opens the store in <directory>, writes "ready", then commits task units
//       of work one by one until killed. It reports each moment a kill is meant to land at:
//         "migrating <version>"   inside a migration's transaction, before it commits
//         "writing <attemptID>"   inside a task's unit of work, after its writes, before the commit
//         "committed <attemptID>" after the commit returned
//       With --step it stops after each line (these and "opening", "ready") until a line arrives on standard input, so the
//       parent kills at exactly the moment it chose (issue 10: never after a timed sleep).
//       Without it the helper runs on, and a kill lands wherever the next units happen to be.
//   StoreCrashHelper delete <directory> [--step]
//       DeleteCommand: deletes a child's profile in one transaction, reporting each table.
//   StoreCrashHelper backup <directory> <day> [--step]
//       BackupCommand: three tasks, then the day's backup, reporting each step of the copy.
//   StoreCrashHelper import <directory> <run> [--step]
//       ImportCommand: the run's family written as an export file and imported with "Alles
//       ersetzen", reporting the backup's steps and each child inside the transaction.
//   StoreCrashHelper fixture <file>
//       writes the deterministic fixture store of the current schema version used by the migration
//       tests (store-v<N>.sqlite, docs/persistence.md#migrations).
//   StoreCrashHelper seed <folder> | launch <folder>
//       FolderCommands: a data folder as a launch leaves it, and what a launch makes of it.
//
// Output goes through FileHandle.standardOutput (an unbuffered write per line), so every line
// the parent reads describes a moment the helper had already reached.

let clock = FixedClock(
    now: Date(timeIntervalSince1970: 1_790_000_000), timeZone: TimeZone(secondsFromGMT: 3600) ?? .gmt)

/// The store in `directory` opened `day` days after the helper's clock, with that day's clock.
func storeOnDay(_ day: Int, in directory: URL) -> (store: PersistenceStore, clock: FixedClock) {
    let today = FixedClock(now: clock.now.addingTimeInterval(Double(day) * 86_400), timeZone: clock.calendar.timeZone)
    do {
        return (try PersistenceStore.open(directory: directory, clock: today), today)
    } catch {
        fail("open failed: \(error)")
    }
}

func runLoop(directory: URL, seed: UInt64, step: Bool) {
    report("opening", step: step)
    let store: PersistenceStore
    do {
        store = try PersistenceStore.open(
            directory: directory, clock: clock, fileName: PersistenceStore.defaultFileName, synchronous: .full,
            migrationHook: { version in report("migrating " + String(version), step: step) })
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
    report("ready", step: step)
    var rng = SplitMix64(seed: seed)
    for index in 0..<100_000 {
        let attemptID = SyntheticTask.attemptID(seed: seed, index: index)
        do {
            try SyntheticTask.commit(
                store: store, profileID: profileID, attemptID: attemptID, index: index, rng: &rng, day: clock.today,
                now: clock.now, beforeCommit: { report("writing " + attemptID.uuidString, step: step) })
        } catch {
            fail("unit failed: \(error)")
        }
        report("committed " + attemptID.uuidString, step: step)
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
    runLoop(directory: URL(fileURLWithPath: arguments[2]), seed: seed, step: arguments.dropFirst(4).contains("--step"))
} else if arguments.count >= 3, arguments[1] == "delete" {
    DeleteCommand.run(directory: URL(fileURLWithPath: arguments[2]), step: arguments.dropFirst(3).contains("--step"))
} else if arguments.count >= 4, arguments[1] == "backup", let day = Int(arguments[3]) {
    BackupCommand.run(
        directory: URL(fileURLWithPath: arguments[2]), day: day, step: arguments.dropFirst(4).contains("--step"))
} else if arguments.count >= 4, arguments[1] == "import", let run = Int(arguments[3]) {
    ImportCommand.run(
        directory: URL(fileURLWithPath: arguments[2]), run: run, step: arguments.dropFirst(4).contains("--step"))
} else if arguments.count >= 3, arguments[1] == "fixture" {
    writeFixture(file: URL(fileURLWithPath: arguments[2]))
} else if arguments.count >= 3, arguments[1] == "seed" {
    FolderCommands.seed(URL(fileURLWithPath: arguments[2]))
} else if arguments.count >= 3, arguments[1] == "launch" {
    FolderCommands.launch(URL(fileURLWithPath: arguments[2]))
} else {
    fail(
        "usage: StoreCrashHelper run <directory> <seed> [--step] | delete <directory> [--step] | backup <directory> <day> [--step] | import <directory> <run> [--step] | fixture <file> | seed <folder> | launch <folder>"
    )
}

import Foundation
import HelperLines
import StoreWorkload
import ZKCore
import ZKPersistence

/// `StoreCrashHelper backup <directory> <day> [--step]` (issue 37): on day `<day>` after the
/// helper's clock, commits three task units of work, then makes that day's backup while the parent
/// kills the process. Reports "ready <attempts>" (the store's attempt count before the backup),
/// then the job's moments "copying", "checking", "renaming", "pruning", and "backed-up <day>"
/// after the retention.
enum BackupCommand {
    static func run(directory: URL, day: Int, step: Bool) {
        let (store, today) = storeOnDay(day, in: directory)
        let profileID = SyntheticTask.profileID(seed: 0)
        do {
            if try store.profiles.profiles().isEmpty {
                try store.profiles.create(
                    ChildProfile(
                        id: profileID, nickname: "Mila", avatarID: "avatar.fuchs", level: .vorschule,
                        createdAt: today.now))
            }
            var rng = SplitMix64(seed: UInt64(day) + 1)
            for index in 0..<3 {
                _ = try SyntheticTask.commit(
                    store: store, profileID: profileID,
                    attemptID: SyntheticTask.attemptID(seed: UInt64(day), index: index),
                    index: index, rng: &rng, day: today.today, now: today.now, beforeCommit: {})
            }
            let attempts = try store.database.integer("SELECT COUNT(*) FROM task_attempt")
            report("ready " + String(attempts), step: step)
            guard let job = try store.backups.dueJob() else { fail("no backup due on day \(day)") }
            let result = job.run { moment in report(moment, step: step) }
            guard case .made(let record) = try store.backups.finish(result) else { fail("backup failed: \(result)") }
            report("backed-up " + record.day.string, step: step)
        } catch {
            fail("backup run failed: \(error)")
        }
        store.close()
    }
}

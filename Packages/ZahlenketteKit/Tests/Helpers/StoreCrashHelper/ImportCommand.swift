import Foundation
import HelperLines
import StoreWorkload
import ZKCore
import ZKPersistence

/// `StoreCrashHelper import <directory> <run> [--step]` (issue 37): on day `<run>` after the
/// helper's clock, writes the family of the run (`family(run:clock:)`, two or three children, a
/// different one each run) as an export file `import-<run>.json`, reports "ready <file>", then imports it
/// with "Alles ersetzen" while the parent kills the process. Reports the backup's moments
/// ("backup.copying" … "backup.pruning"), "profile" after each child's rows inside the transaction,
/// and "imported <children>" once it returned. The first run imports into an empty store.
enum ImportCommand {
    static func run(directory: URL, run: Int, step: Bool) {
        let (store, today) = storeOnDay(run, in: directory)
        let file = directory.appendingPathComponent("import-" + String(run) + ".json")
        do {
            try family(run: run, clock: today).encoded().write(to: file)
        } catch {
            fail("writing the file failed: \(error)")
        }
        report("ready " + file.path, step: step)
        switch store.importExport(fileAt: file, mode: .replace, moment: { report($0, step: step) }) {
        case .success(let result): report("imported " + String(result.children.count), step: step)
        case .failure(let refusal): fail("import refused: \(refusal.key)")
        }
        store.close()
    }

    /// The run's family: two or three children, each with a few task units of work and friends,
    /// written through the real repositories into a store in memory and exported as the app
    /// exports; from a SplitMix64 seeded with the run, on the run's day.
    static func family(run: Int, clock: any AppClock) throws(PersistenceError) -> ExportDocument {
        guard let store = PersistenceStore.openInMemory(clock: clock) else { throw .openFailed(code: 0) }
        var rng = SplitMix64(seed: 0x1A90_0037 &+ UInt64(run))
        let names = ["Mila", "Ben", "Ida", "Noah", "Lea"]
        for index in 0..<(2 + rng.nextInt(below: 2)) {
            let id = StableID.make(StableID.device, "import-crash", String(run), String(index))
            try store.profiles.create(
                ChildProfile(
                    id: id, nickname: names[(run + index) % names.count], avatarID: "avatar." + String(index),
                    level: .vorschule, sortOrder: index, createdAt: clock.now))
            for unit in 0..<(3 + rng.nextInt(below: 6)) {
                _ = try SyntheticTask.commit(
                    store: store, profileID: id,
                    attemptID: StableID.make(id, "import-crash-attempt", String(unit)), index: unit, rng: &rng,
                    day: clock.today, now: clock.now, beforeCommit: {})
            }
            _ = try store.rewards.befriend(profileID: id, numbers: Array(1...(1 + rng.nextInt(below: 5))))
        }
        return try store.dataManagement.export(appVersion: "crash")
    }
}

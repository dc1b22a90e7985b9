import Foundation
import HelperLines
import StoreWorkload
import ZKCore
import ZKPersistence

/// `StoreCrashHelper delete <directory> [--step]` (issue 16): a child's profile with a history is
/// deleted in one transaction while the parent kills the process. Seeds the profile (30 tasks, a
/// week of usage) and a sibling when missing, prints "rows <table>=<n>,…" for the profile, then
/// "ready", "deleting <table>" after each table inside the transaction, and "deleted" after the
/// commit.
enum DeleteCommand {
    static let profileID = SyntheticTask.profileID(seed: 0)
    static let siblingID = SyntheticTask.profileID(seed: 1)

    static func run(directory: URL, step: Bool) {
        let store: PersistenceStore
        do {
            store = try PersistenceStore.open(directory: directory, clock: clock)
        } catch {
            fail("open failed: \(error)")
        }
        do {
            if try store.profiles.profiles().isEmpty { try seed(store) }
            if try !store.profiles.profiles().contains(where: { $0.id == profileID }) { try seedChild(store) }
            let summary = try store.dataManagement.erasureSummary(profileID: profileID)
            say("rows " + summary.keys.sorted().map { "\($0)=\(summary[$0] ?? 0)" }.joined(separator: ","))
            report("ready", step: step)
            try store.dataManagement.deleteProfile(id: profileID) { table in report("deleting " + table, step: step) }
            report("deleted", step: step)
        } catch {
            fail("delete failed: \(error)")
        }
        store.close()
    }

    /// The sibling, who must survive every deletion untouched, and the child.
    static func seed(_ store: PersistenceStore) throws(PersistenceError) {
        try store.profiles.create(
            ChildProfile(id: siblingID, avatarID: "avatar.baer", level: .littleOnes, sortOrder: 1, createdAt: clock.now)
        )
        var rng = SplitMix64(seed: 99)
        for index in 0..<10 {
            _ = try SyntheticTask.commit(
                store: store, profileID: siblingID, attemptID: SyntheticTask.attemptID(seed: 99, index: index),
                index: index, rng: &rng, day: clock.today, now: clock.now, beforeCommit: {})
        }
    }

    static func seedChild(_ store: PersistenceStore) throws(PersistenceError) {
        try store.profiles.create(
            ChildProfile(
                id: profileID, nickname: "Mila", avatarID: "avatar.fuchs", level: .vorschule, createdAt: clock.now))
        var rng = SplitMix64(seed: 7)
        for index in 0..<30 {
            _ = try SyntheticTask.commit(
                store: store, profileID: profileID, attemptID: SyntheticTask.attemptID(seed: 7, index: index),
                index: index, rng: &rng, day: clock.today.adding(days: -(index % 7)), now: clock.now, beforeCommit: {})
        }
        for day in 0..<7 {
            try store.usage.addActiveSeconds(
                600 + day, profileID: profileID, trustedDate: clock.today.adding(days: -day))
        }
    }
}

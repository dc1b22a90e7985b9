import Foundation
import HelperLines
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The child process of the purchase fault test (ZKRewardsTests/PurchaseCrashTests, issue 14).
//
//   PurchaseCrashHelper run <directory> <content folder> <seed> [--step]
//       writes "opening", opens the store in <directory>, writes "ready", then, one after the other,
//       earns an item's price in task stars ("earned <n>") and buys the item through the shop
//       (`DecorationShop.purchase`, inside a unit of work). It reports the moments a kill is
//       meant to land at:
//         "writing <purchaseID>"   inside the purchase's unit of work, after its writes, before the commit
//         "committed <purchaseID>" after the commit returned
//       With --step it stops after each line until a line arrives on standard input, so the parent
//       kills at exactly the moment it chose; without it the helper runs on and a kill lands
//       anywhere, inside a commit included.

let clock = FixedClock(
    now: Date(timeIntervalSince1970: 1_790_000_000), timeZone: TimeZone(secondsFromGMT: 3600) ?? .gmt)

/// The child every run of a seed shares, and the IDs the test checks.
enum CrashIDs {
    static let profile = StableID.make(StableID.device, "purchase-crash-profile")

    static func purchase(seed: UInt64, index: Int) -> UUID {
        StableID.make(StableID.device, "purchase-crash", String(seed), String(index))
    }

    static func task(seed: UInt64, index: Int, star: Int) -> UUID {
        StableID.make(StableID.device, "purchase-crash-task", String(seed), String(index), String(star))
    }
}

func runLoop(directory: URL, content: URL, seed: UInt64, step: Bool) {
    report("opening", step: step)
    // Only the files the shop reads, checked by the app's own loader: loading the strings, pictures
    // and games as well took three quarters of the helper's time, and each of the test's 200 runs
    // starts it anew (D-0062).
    let folder = DirectoryContentSource(baseURL: content)
    var files: [String: Data] = [:]
    for name in ["manifest.json", "decorations.json"] { files[name] = folder.data(at: name) }
    let catalog = ContentLoader.load(from: InMemoryContentSource(files: files), localeIdentifier: "de_DE", games: [])
        .catalog
    guard !catalog.decorations.isEmpty else { fail("no decorations in \(content.path)") }
    let store: PersistenceStore
    do {
        store = try PersistenceStore.open(directory: directory, clock: clock)
        if try !store.profiles.profiles().contains(where: { $0.id == CrashIDs.profile }) {
            try store.profiles.create(
                ChildProfile(id: CrashIDs.profile, avatarID: "avatar.igel", level: .vorschule, createdAt: clock.now))
        }
    } catch {
        fail("open failed: \(error)")
    }
    report("ready", step: step)
    let shop = DecorationShop(catalog: catalog)
    var rng = SplitMix64(seed: seed)
    for index in 0..<10_000 {
        let item = catalog.decorations[rng.nextInt(below: catalog.decorations.count)]
        let purchaseID = CrashIDs.purchase(seed: seed, index: index)
        do {
            try store.unitOfWork { () throws(PersistenceError) in
                for star in 0..<item.price {
                    _ = try store.rewards.recordTaskCompleted(
                        profileID: CrashIDs.profile, taskAttemptID: CrashIDs.task(seed: seed, index: index, star: star))
                }
            }
            say("earned \(index)")
            let outcome = try store.unitOfWork { () throws(PersistenceError) -> PurchaseOutcome in
                let outcome = try shop.purchase(
                    item.id, purchaseID: purchaseID, profileID: CrashIDs.profile, in: store)
                if case .bought = outcome { report("writing " + purchaseID.uuidString, step: step) }
                return outcome
            }
            if case .bought = outcome { report("committed " + purchaseID.uuidString, step: step) }
        } catch {
            fail("unit failed: \(error)")
        }
    }
    store.close()
}

let arguments = CommandLine.arguments
if arguments.count >= 5, arguments[1] == "run", let seed = UInt64(arguments[4]) {
    runLoop(
        directory: URL(fileURLWithPath: arguments[2]), content: URL(fileURLWithPath: arguments[3]), seed: seed,
        step: arguments.dropFirst(5).contains("--step"))
} else {
    fail("usage: PurchaseCrashHelper run <directory> <content folder> <seed> [--step]")
}

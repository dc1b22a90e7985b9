import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

/// SIGKILL during purchases, 200 times (issue 14): the helper earns an item's price and buys it
/// through `DecorationShop`, and is killed inside a purchase's unit of work, right after its commit,
/// or anywhere while it runs on. After each relaunch (with the launch upkeep) every purchase is
/// complete (stars debited and the item owned) or absent, and the cache agrees with the ledger.
/// `ZK_CRASH_RUNS` changes the count like the store's own crash test.
@Suite struct PurchaseCrashTests {
    static var runs: Int {
        ProcessInfo.processInfo.environment["ZK_CRASH_RUNS"].flatMap { Int($0) } ?? 200
    }

    static let runsPerStore = 5
    static let profileID = StableID.make(StableID.device, "purchase-crash-profile")

    enum KillPoint: Equatable {
        case writing(purchase: Int)
        case committed(purchase: Int)
        case racing(afterPurchases: Int)

        var name: String {
            switch self {
            case .writing: "writing"
            case .committed: "committed"
            case .racing: "racing"
            }
        }

        var steps: Bool { if case .racing = self { false } else { true } }

        func matches(_ line: String, count: Int) -> Bool {
            switch self {
            case .writing(let n): line.hasPrefix("writing ") && count == n
            case .committed(let n): line.hasPrefix("committed ") && count == n
            case .racing(let n): n == 0 ? line == "ready" : line.hasPrefix("committed ") && count + 1 == n
            }
        }
    }

    @Test func aKilledPurchaseIsCompleteOrAbsentAfterRelaunch() throws {
        let helper = try KilledHelperRun.locate("PurchaseCrashHelper", overrideVariable: "ZK_PURCHASECRASHHELPER")
        var rng = SplitMix64(seed: 0x5107_0014_0000_0002)
        // A killed process leaves its writes in the page cache, so memory-backed files show what a
        // process crash leaves (a power loss is the store's own crash test's part).
        var directory = RewardTestKit.fastDirectory("purchase-crash")
        var reported: Set<UUID> = []
        var kills: [String: Int] = [:]
        for run in 0..<Self.runs {
            if run % Self.runsPerStore == 0 {
                try? FileManager.default.removeItem(at: directory)
                directory = RewardTestKit.fastDirectory("purchase-crash")
                reported = []
            }
            let count = rng.nextInt(below: 6)
            let point: KillPoint =
                switch rng.nextInt(below: 3) {
                case 0: .writing(purchase: count)
                case 1: .committed(purchase: count)
                default: .racing(afterPurchases: count)
                }
            kills[point.name, default: 0] += 1
            let outcome = try Self.run(helper: helper, directory: directory, seed: UInt64(run) + 1, killAt: point)
            let committed = outcome.committed
            #expect(Set(committed).count == committed.count, "run \(run): a purchase was reported twice")
            if case .writing(let n) = point { #expect(committed.count == n, "run \(run)") }
            if case .committed(let n) = point { #expect(committed.count == n + 1, "run \(run)") }
            reported.formUnion(committed)
            try verify(directory: directory, reported: reported, uncommitted: outcome.killedInside, run: run)
        }
        try? FileManager.default.removeItem(at: directory)
        if Self.runs >= 30 { #expect(kills.keys.sorted() == ["committed", "racing", "writing"], "\(kills)") }
    }

    /// Relaunches on the folder and checks every purchase.
    func verify(directory: URL, reported: Set<UUID>, uncommitted: UUID?, run: Int) throws {
        let store = try PersistenceStore.open(directory: directory, clock: Berlin.octoberFirst)
        defer { store.close() }
        _ = try LaunchUpkeep.run(store)
        #expect(try store.maintenance.integrityCheck(), "run \(run)")
        let child = Self.profileID
        let copies = try store.rewards.ownedDecorations(profileID: child)
        let owned = Set(copies.map(\.id))
        let ledger = try store.rewards.ledger(profileID: child)
        let debited = ledger.filter { $0.reason == .decorationPurchased }
        // Complete or absent: a debit of the item's price for every owned item, an item for every debit.
        #expect(Set(debited.map(\.sourceID)) == owned, "run \(run): a purchase is half there")
        #expect(debited.count == owned.count, "run \(run)")
        for entry in debited {
            let copy = copies.first { $0.id == entry.sourceID }
            #expect(copy.map { -$0.price } == entry.amount, "run \(run): the debit is not the item's price")
        }
        #expect(reported.isSubset(of: owned), "run \(run): a reported purchase is missing")
        if let uncommitted {
            #expect(!owned.contains(uncommitted), "run \(run): an uncommitted purchase stayed")
            #expect(!debited.contains { $0.sourceID == uncommitted }, "run \(run): an uncommitted debit stayed")
        }
        let audit = try StarLedger.audit(store, profileID: child)
        #expect(audit.agrees && audit.cached.balance >= 0, "run \(run): \(audit)")
        #expect(ledger.reduce(0) { $0 + $1.amount } == audit.cached.balance, "run \(run)")
    }

    /// Starts the helper and kills it at `point`; returns the purchases it reported committed and,
    /// for a kill inside a purchase's unit of work, that purchase.
    static func run(
        helper: URL, directory: URL, seed: UInt64, killAt point: KillPoint
    ) throws -> (committed: [UUID], killedInside: UUID?) {
        var seen: [String: Int] = [:]
        var killedInside: UUID?
        let run = try KilledHelperRun.run(
            helper,
            arguments: ["run", directory.path, ShippedContent.content.path, String(seed)]
                + (point.steps ? ["--step"] : [])
        ) { line in
            let kind = String(line.prefix { $0 != " " })
            let count = seen[kind, default: 0]
            seen[kind] = count + 1
            if point.matches(line, count: count) {
                if kind == "writing" { killedInside = UUID(uuidString: String(line.dropFirst("writing ".count))) }
                return .kill
            }
            // The helper does not wait after "earned".
            return point.steps && kind != "earned" ? .go : .read
        }
        try run.requireKilled(at: point.name)
        let committed = run.lines.compactMap { line in
            line.hasPrefix("committed ") ? UUID(uuidString: String(line.dropFirst("committed ".count))) : nil
        }
        return (committed, killedInside)
    }
}

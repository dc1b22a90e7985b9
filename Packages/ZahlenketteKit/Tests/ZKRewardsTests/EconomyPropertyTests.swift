import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

/// The economy's rules as a property (issue 14): over 10,000 random sequences of tasks, rounds,
/// Abenteuer completions, purchases, placements and app restarts, the cached balance always equals
/// the ledger sum, it is never negative, every award happens at most once, and nothing expires.
/// `ZK_ECONOMY_SEQUENCES` changes the count (a quick local run).
@Suite struct EconomyPropertyTests {
    static var sequences: Int {
        ProcessInfo.processInfo.environment["ZK_ECONOMY_SEQUENCES"].flatMap { Int($0) } ?? 10_000
    }

    /// Steps by weight: mostly play, some shopping and gardening, now and then a restart.
    static let weights: [(EconomySimulation.Step, Int)] = [
        (.task, 30), (.round, 8), (.abenteuer, 3), (.picture, 3), (.purchase, 14), (.place, 14), (.putAway, 3),
        (.celebrate, 4), (.restart, 2),
    ]

    static func step(_ rng: inout SplitMix64) -> EconomySimulation.Step {
        var roll = rng.nextInt(below: weights.map(\.1).reduce(0, +))
        for (step, weight) in weights {
            if roll < weight { return step }
            roll -= weight
        }
        return .task
    }

    /// Four blocks of a quarter of the sequences each, every block on its own store and seed, so
    /// the blocks run side by side.
    static let blocks = 4

    @Test(arguments: 0..<EconomyPropertyTests.blocks)
    func randomLivesKeepTheLedgerTheCacheAndEveryAwardTrue(block: Int) throws {
        let folder = RewardTestKit.fastDirectory("economy-\(block)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let world = try EconomySimulation(folder: folder)
        defer { world.close() }
        var rng = SplitMix64(seed: 0x5EED_0014_0000_0001 &+ UInt64(block))
        var steps = 0
        let count = Self.sequences / Self.blocks
        for index in 0..<count {
            let sequence = block * count + index
            try world.startChild(sequence)
            // Long lives now and then, so purchases, full gardens and milestones happen.
            let length = rng.nextInt(below: 20) == 0 ? 30 + rng.nextInt(below: 50) : 1 + rng.nextInt(below: 8)
            for _ in 0..<length {
                try world.run(Self.step(&rng), &rng)
                steps += 1
                try checkLedger(world)
            }
            try checkAwards(world)
        }
        #expect(steps > count * 5)
        #expect(world.restarts > count / 20)
    }

    /// After every step: cache == ledger sum == the model's balance, never negative.
    func checkLedger(_ world: EconomySimulation) throws {
        let child = world.child.sql
        let sum = try world.store.database.integer(
            "SELECT COALESCE(SUM(amount), 0) FROM star_ledger WHERE profile_id = ?", child)
        let cached = try world.store.rewards.counters(profileID: world.child)
        #expect(sum >= 0 && sum == cached.balance, "sequence \(world.sequence): cache \(cached) ledger sum \(sum)")
        #expect(sum == world.expectedBalance, "sequence \(world.sequence): \(sum) != \(world.expectedBalance)")
    }

    /// At the end of a sequence: purchases complete, the garden valid, friends and stickers exact.
    func checkAwards(_ world: EconomySimulation) throws {
        let store = world.store
        let child = world.child
        let sequence = world.sequence
        let audit = try StarLedger.audit(store, profileID: child)
        #expect(audit.agrees, "sequence \(sequence): cache \(audit.cached) ledger \(audit.ledger)")
        let keys = try store.rewards.ledger(profileID: child).map { "\($0.reason.rawValue)/\($0.sourceID)" }
        #expect(Set(keys).count == keys.count, "sequence \(sequence): a source was paid twice")
        let owned = try store.rewards.ownedDecorations(profileID: child)
        let debits = try store.rewards.ledger(profileID: child).filter { $0.reason == .decorationPurchased }
        #expect(Set(owned.map(\.id)) == Set(debits.map(\.sourceID)), "sequence \(sequence): purchase half done")
        #expect(Set(owned.map(\.id)) == Set(world.purchases.keys))
        for (itemID, copies) in Dictionary(grouping: owned, by: \.itemID) {
            #expect(copies.count <= (copies.first?.size.maxCopies ?? 0), "sequence \(sequence): \(itemID)")
        }
        let placed = try Gardener(store: store, catalog: world.catalog).garden(profileID: child)
        #expect(placed.grid.isValid)
        #expect(
            placed.grid.items.count == (try store.rewards.placements(profileID: child)).count,
            "sequence \(sequence): a stored place breaks the garden's rules")
        let friends = try store.rewards.friends(profileID: child).map(\.number)
        #expect(Set(friends) == world.friends && friends.count == world.friends.count)
        let stickers = try store.rewards.stickers(profileID: child).map(\.stickerID)
        #expect(Set(stickers).count == stickers.count, "sequence \(sequence): a sticker was awarded twice")
        for number in friends {
            #expect(stickers.contains(String(format: "sticker.friend.%02d", number)))
        }
        let book = StickerBook(store: store, catalog: world.catalog)
        let counts = try book.counts(profileID: child)
        #expect(MilestoneRules.due(in: world.catalog, counts: counts, awarded: Set(stickers)).isEmpty)
        for sticker in world.catalog.stickers(of: .milestone) where stickers.contains(sticker.id) {
            guard let trigger = sticker.milestone else { continue }
            // Placements can shrink (put away); a first decoration, once placed, stays earned.
            if trigger.kind != .decorationsPlaced { #expect(counts.value(of: trigger.kind) >= trigger.count) }
        }
        #expect(try CelebrationQueue(store: store).waiting(profileID: child).count <= friends.count)
    }
}

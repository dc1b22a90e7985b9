import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

/// One child's random life in the economy for the property test: tasks (with friends made on the
/// way), rounds, Abenteuer, finished pictures, purchases, placements, round-end celebrations and
/// app restarts (the store closed and reopened days later, with the launch upkeep). Events are
/// repeated at random, as a replayed event or a retried purchase would be. The model keeps what
/// the child must have; `check` compares it with the store.
final class EconomySimulation {
    enum Step: CaseIterable {
        case task, round, abenteuer, picture, purchase, place, putAway, celebrate, restart
    }

    let catalog = RewardTestKit.catalog
    let folder: URL
    let clock: AdjustableClock
    private(set) var store: PersistenceStore
    private(set) var restarts = 0

    // The model of the current child.
    var child = UUID()
    var sequence = 0
    var expectedBalance = 0
    var tasks: [UUID] = []
    var rounds: [UUID] = []
    var abenteuer: [UUID] = []
    var purchases: [UUID: String] = [:]
    var purchaseAttempts: [UUID] = []
    var friends: Set<Int> = []
    var stickersSeen: Set<String> = []

    init(folder: URL) throws {
        self.folder = folder
        clock = AdjustableClock(base: Berlin.octoberFirst)
        store = try PersistenceStore.open(directory: folder, clock: clock, synchronous: .normal)
    }

    func close() {
        store.close()
    }

    /// A new child (the oldest of five goes, so the device limit holds).
    func startChild(_ index: Int) throws {
        let profiles = try store.profiles.profiles()
        if profiles.count >= ChildProfile.maximumCount, let oldest = profiles.first {
            try store.dataManagement.deleteProfile(id: oldest.id)
        }
        sequence = index
        child = StableID.make(StableID.device, "economy-child", String(index))
        try store.profiles.create(
            ChildProfile(
                id: child, avatarID: catalog.avatars[index % catalog.avatars.count].id,
                level: index % 2 == 0 ? .littleOnes : .vorschule, sortOrder: index, createdAt: clock.now))
        expectedBalance = 0
        tasks = []
        rounds = []
        abenteuer = []
        purchases = [:]
        purchaseAttempts = []
        friends = []
        stickersSeen = []
    }

    /// A new source ID, or (one time in five) one used before.
    private func source(_ kind: String, _ used: [UUID], _ rng: inout SplitMix64) -> (UUID, isNew: Bool) {
        if !used.isEmpty, rng.nextInt(below: 5) == 0 { return (used[rng.nextInt(below: used.count)], false) }
        return (StableID.make(child, kind, String(used.count)), true)
    }

    func run(_ step: Step, _ rng: inout SplitMix64) throws {
        switch step {
        case .task:
            let (attempt, isNew) = source("task", tasks, &rng)
            let numbers = rng.nextInt(below: 4) == 0 ? [1 + rng.nextInt(below: 20)] : []
            let appended = try store.unitOfWork { () throws(PersistenceError) -> LedgerAppend in
                let star = try store.rewards.recordTaskCompleted(profileID: child, taskAttemptID: attempt)
                let made = try store.rewards.befriend(profileID: child, numbers: numbers)
                _ = try FriendBook(store: store, catalog: catalog).welcome(made, profileID: child)
                return star
            }
            #expect(appended.isNew == isNew, "sequence \(sequence): a task star was awarded twice")
            if isNew { tasks.append(attempt) }
            if appended.isNew { expectedBalance += 1 }
            friends.formUnion(numbers)
        case .round:
            let (round, isNew) = source("round", rounds, &rng)
            let earned = try store.unitOfWork { () throws(PersistenceError) -> RoundEarnings in
                try RoundEarnings.record(roundID: round, profileID: child, store: store, catalog: catalog)
            }
            #expect(earned.stars.isNew == isNew, "sequence \(sequence): a round bonus was awarded twice")
            if isNew { rounds.append(round) }
            if earned.stars.isNew { expectedBalance += 2 }
        case .abenteuer:
            let (plan, isNew) = source("abenteuer", abenteuer, &rng)
            let appended = try store.rewards.recordAbenteuerCompleted(profileID: child, abenteuerID: plan)
            #expect(appended.isNew == isNew, "sequence \(sequence): an Abenteuer was paid twice")
            if isNew { abenteuer.append(plan) }
            if appended.isNew { expectedBalance += 5 }
        case .picture:
            let pictures = catalog.stickers(of: .dotPicture)
            let sticker = pictures[rng.nextInt(below: pictures.count)].id
            _ = try StickerBook(store: store, catalog: catalog).pictureCompleted(
                sticker, profileID: child, roundID: rounds.last)
        case .purchase:
            try purchase(&rng)
        case .place:
            try place(&rng)
        case .putAway:
            let placed = try store.rewards.placements(profileID: child)
            guard !placed.isEmpty else { return }
            let pick = placed[rng.nextInt(below: placed.count)]
            try Gardener(store: store, catalog: catalog).putAway(pick.ownedDecorationID, profileID: child)
        case .celebrate:
            let queue = CelebrationQueue(store: store)
            let playing = try queue.forRoundEnd(profileID: child)
            #expect(playing.count <= CelebrationQueue.perRoundEnd)
            for celebration in playing where rng.nextInt(below: 4) != 0 { try queue.finished(celebration) }
        case .restart:
            try restart(&rng)
        }
    }

    private func purchase(_ rng: inout SplitMix64) throws {
        let items = catalog.decorations
        let item = items[rng.nextInt(below: items.count)]
        let retry = !purchaseAttempts.isEmpty && rng.nextInt(below: 5) == 0
        let id =
            retry
            ? purchaseAttempts[rng.nextInt(below: purchaseAttempts.count)]
            : StableID.make(child, "purchase", String(purchaseAttempts.count))
        if !retry { purchaseAttempts.append(id) }
        let before = expectedBalance
        let outcome = try DecorationShop(catalog: catalog).purchase(
            purchases[id] ?? item.id, purchaseID: id, profileID: child, in: store)
        switch outcome {
        case .bought(let owned, let balance):
            if purchases[id] == nil {
                purchases[id] = owned.itemID
                expectedBalance -= owned.price
                #expect(owned.price <= before, "sequence \(sequence): bought without the stars")
            }
            #expect(balance == expectedBalance, "sequence \(sequence): purchase balance")
        case .refused(let why):
            #expect(purchases[id] == nil, "sequence \(sequence): a done purchase was refused")
            if case .missingStars(let missing) = why { #expect(missing == item.price - before) }
        }
    }

    private func place(_ rng: inout SplitMix64) throws {
        let owned = try store.rewards.ownedDecorations(profileID: child)
        guard !owned.isEmpty else { return }
        let copy = owned[rng.nextInt(below: owned.count)]
        let cell = GardenCell(x: rng.nextInt(below: GardenGrid.columns + 1), y: rng.nextInt(below: GardenGrid.rows + 1))
        let gardener = Gardener(store: store, catalog: catalog)
        let before = try gardener.garden(profileID: child).grid
        let outcome = try gardener.place(copy.id, at: cell, profileID: child)
        let fits = before.fits(copy.size, at: cell, ignoring: copy.id)
        if case .placed = outcome {
            #expect(fits, "sequence \(sequence): placed where it does not fit")
        } else {
            #expect(!fits, "sequence \(sequence): refused where it fits")
        }
    }

    /// The app closes and opens again 0 to 120 days later; the launch upkeep runs.
    private func restart(_ rng: inout SplitMix64) throws {
        let before = try snapshot()
        store.close()
        clock.advance(by: Double(rng.nextInt(below: 121)) * 86_400 + Double(rng.nextInt(below: 3600)))
        store = try PersistenceStore.open(directory: folder, clock: clock, synchronous: .normal)
        _ = try LaunchUpkeep.run(store)
        restarts += 1
        #expect(try snapshot() == before, "sequence \(sequence): something changed or expired over a restart")
    }

    /// Everything a child earned.
    struct Holdings: Equatable {
        let balance: Int
        let ledger: [UUID]
        let owned: [UUID]
        let placements: [String]
        let friends: [Int]
        let stickers: [String]
    }

    func snapshot() throws -> Holdings {
        Holdings(
            balance: try store.rewards.balance(profileID: child),
            ledger: try store.rewards.ledger(profileID: child).map(\.id).sorted { $0.uuidString < $1.uuidString },
            owned: try store.rewards.ownedDecorations(profileID: child).map(\.id).sorted {
                $0.uuidString < $1.uuidString
            },
            placements: try store.rewards.placements(profileID: child).map { "\($0.ownedDecorationID)@\($0.x),\($0.y)" }
                .sorted(),
            friends: try store.rewards.friends(profileID: child).map(\.number).sorted(),
            stickers: try store.rewards.stickers(profileID: child).map(\.stickerID).sorted())
    }
}

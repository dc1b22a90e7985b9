import Foundation
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

/// A lived-in world for the `two-children` fixture and the screen goldens (issue 14): the first
/// child has played for weeks (stars, seven friends, stickers, a full garden and one thing in the
/// shed), the second has just begun. Everything is earned and bought through the rewards' own
/// rules, with name-based IDs, so the fixture is the same on every run.
@MainActor
public enum PreviewWorld {
    /// What the first child's garden holds: item, then its top-left cell. Fills all 24 beds.
    static let fullGarden: [(String, Int, Int)] = [
        ("deco.haus", 0, 0), ("deco.baum", 2, 0), ("deco.regenbogen", 4, 0), ("deco.brunnen", 2, 1),
        ("deco.ente", 0, 2), ("deco.sonnenblume", 2, 2), ("deco.tulpe", 3, 2), ("deco.kaninchen", 4, 2),
        ("deco.pilz", 0, 3), ("deco.schnecke", 1, 3), ("deco.igel", 2, 3), ("deco.marienkaefer", 4, 3),
        ("deco.erdbeere", 5, 3),
    ]

    /// Furnishes the stored profiles: index 0 richly, index 1 lightly, others not at all. A
    /// failure is logged and leaves whatever was written.
    public static func furnish(_ environment: AppEnvironment) {
        let store = environment.store
        let catalog = environment.catalog
        do throws(PersistenceError) {
            let profiles = try store.profiles.profiles()
            if let first = profiles.first {
                try furnish(
                    first.id, tasks: 283, rounds: 40, friends: Array(1...7), pictures: 3, garden: fullGarden,
                    shed: ["deco.kleeblatt"], store: store, catalog: catalog)
            }
            if profiles.count > 1 {
                try furnish(
                    profiles[1].id, tasks: 60, rounds: 6, friends: [1, 2], pictures: 1,
                    garden: [("deco.tanne", 1, 1), ("deco.rose", 4, 2)], shed: [], store: store, catalog: catalog)
            }
        } catch {
            environment.log.write("fixture: the world could not be furnished: \(error.description)")
        }
    }

    /// One unread notice of every kind (`--fixture notices`), so S-23 can be photographed with
    /// every sentence a parent can be given, in one unit of work: a failure is logged and keeps none.
    public static func keepEveryNotice(_ environment: AppEnvironment) {
        let store = environment.store
        do throws(PersistenceError) {
            try store.unitOfWork { () throws(PersistenceError) in
                for kind in StoreNotice.Kind.allCases {
                    try store.maintenance.addNotice(kind: kind, detail: "fixture")
                }
            }
        } catch {
            environment.log.write("fixture: the notices could not be kept: \(error.description)")
        }
    }

    static func furnish(
        _ child: UUID, tasks: Int, rounds: Int, friends: [Int], pictures: Int, garden: [(String, Int, Int)],
        shed: [String], store: PersistenceStore, catalog: ContentCatalog
    ) throws(PersistenceError) {
        try store.unitOfWork { () throws(PersistenceError) in
            for index in 0..<tasks {
                _ = try store.rewards.recordTaskCompleted(
                    profileID: child, taskAttemptID: StableID.make(child, "preview-task", String(index)))
            }
            for index in 0..<rounds {
                _ = try RoundEarnings.record(
                    roundID: StableID.make(child, "preview-round", String(index)), profileID: child, store: store,
                    catalog: catalog)
            }
            let made = try store.rewards.befriend(profileID: child, numbers: friends)
            _ = try FriendBook(store: store, catalog: catalog).welcome(made, profileID: child)
            // Their celebrations played long ago.
            let queue = CelebrationQueue(store: store)
            for celebration in try queue.waiting(profileID: child) { try queue.finished(celebration) }
            for sticker in catalog.stickers(of: .dotPicture).prefix(pictures) {
                _ = try StickerBook(store: store, catalog: catalog).pictureCompleted(
                    sticker.id, profileID: child, roundID: nil)
            }
            let shop = DecorationShop(catalog: catalog)
            let gardener = Gardener(store: store, catalog: catalog)
            for (index, (itemID, x, y)) in garden.enumerated() {
                let outcome = try shop.purchase(
                    itemID, purchaseID: StableID.make(child, "preview-purchase", String(index)), profileID: child,
                    in: store)
                guard case .bought(let owned, _) = outcome else { continue }
                _ = try gardener.place(owned.id, at: GardenCell(x: x, y: y), profileID: child)
            }
            for (index, itemID) in shed.enumerated() {
                _ = try shop.purchase(
                    itemID, purchaseID: StableID.make(child, "preview-shed", String(index)), profileID: child,
                    in: store)
            }
        }
    }
}

extension PreviewWorld {
    /// The first child makes a new friend (the eight) just before a round: its celebration
    /// waits for that round's end (the S-27 fixture).
    public static func befriendNext(_ environment: AppEnvironment, number: Int = 8) {
        let store = environment.store
        do throws(PersistenceError) {
            guard let child = try store.profiles.profiles().first?.id else { return }
            try store.unitOfWork { () throws(PersistenceError) in
                let made = try store.rewards.befriend(profileID: child, numbers: [number])
                _ = try FriendBook(store: store, catalog: environment.catalog).welcome(made, profileID: child)
            }
        } catch {
            environment.log.write("fixture: no new friend: \(error.description)")
        }
    }
}

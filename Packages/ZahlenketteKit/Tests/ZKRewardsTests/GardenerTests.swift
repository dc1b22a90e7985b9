import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

@Suite struct GardenerTests {
    /// A child with `items` bought (all in the shed) and the store.
    func childWith(_ items: [Decoration]) throws -> (PersistenceStore, UUID, [OwnedDecoration]) {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        try RewardTestKit.earn(items.map(\.price).reduce(0, +), profileID: child, in: store)
        let shop = DecorationShop(catalog: RewardTestKit.catalog)
        var owned: [OwnedDecoration] = []
        for (index, item) in items.enumerated() {
            let outcome = try shop.purchase(
                item.id, purchaseID: RewardTestKit.purchaseID(index, profileID: child), profileID: child, in: store)
            if case .bought(let copy, _) = outcome { owned.append(copy) }
        }
        return (store, child, owned)
    }

    @Test func boughtItemsWaitInTheShedUntilPlaced() throws {
        let items = [try #require(RewardTestKit.decoration(.small)), try #require(RewardTestKit.decoration(.large))]
        let (store, child, owned) = try childWith(items)
        let gardener = Gardener(store: store, catalog: RewardTestKit.catalog)
        #expect(try gardener.garden(profileID: child).shed.map(\.id) == owned.map(\.id))
        _ = try gardener.place(owned[1].id, at: GardenCell(x: 4, y: 2), profileID: child)
        let garden = try gardener.garden(profileID: child)
        #expect(garden.shed.map(\.id) == [owned[0].id])
        #expect(garden.grid.item(at: GardenCell(x: 5, y: 3))?.id == owned[1].id)
    }

    @Test func movingIsFreeAndChecked() throws {
        let items = [try #require(RewardTestKit.decoration(.medium)), try #require(RewardTestKit.decoration(.small))]
        let (store, child, owned) = try childWith(items)
        let gardener = Gardener(store: store, catalog: RewardTestKit.catalog)
        _ = try gardener.place(owned[0].id, at: GardenCell(x: 0, y: 0), profileID: child)
        _ = try gardener.place(owned[1].id, at: GardenCell(x: 3, y: 0), profileID: child)
        let balance = try store.rewards.balance(profileID: child)
        #expect(try gardener.place(owned[0].id, at: GardenCell(x: 2, y: 0), profileID: child) == .refused(.overlaps))
        #expect(
            try gardener.place(owned[0].id, at: GardenCell(x: 5, y: 0), profileID: child) == .refused(.outOfBounds))
        #expect(try gardener.garden(profileID: child).grid.item(id: owned[0].id)?.origin == GardenCell(x: 0, y: 0))
        #expect(try gardener.place(owned[0].id, at: GardenCell(x: 1, y: 0), profileID: child) == .placed(stickers: []))
        #expect(try gardener.garden(profileID: child).grid.item(id: owned[0].id)?.origin == GardenCell(x: 1, y: 0))
        #expect(try store.rewards.balance(profileID: child) == balance)
    }

    @Test func theFirstDecorationPlacedEarnsItsStickerOnce() throws {
        let items = [try #require(RewardTestKit.decoration(.small)), try #require(RewardTestKit.decoration(.small, 1))]
        let (store, child, owned) = try childWith(items)
        let gardener = Gardener(store: store, catalog: RewardTestKit.catalog)
        let first = try gardener.place(owned[0].id, at: GardenCell(x: 0, y: 0), profileID: child)
        guard case .placed(let stickers) = first else {
            Issue.record("not placed: \(first)")
            return
        }
        #expect(stickers.map(\.stickerID) == ["sticker.milestone.first_decoration"])
        #expect(try gardener.place(owned[1].id, at: GardenCell(x: 1, y: 0), profileID: child) == .placed(stickers: []))
        try gardener.putAway(owned[0].id, profileID: child)
        try gardener.putAway(owned[1].id, profileID: child)
        #expect(try gardener.place(owned[0].id, at: GardenCell(x: 2, y: 2), profileID: child) == .placed(stickers: []))
        #expect(try store.rewards.stickers(profileID: child).count == 1)
    }

    @Test func putAwayKeepsTheItemInTheShed() throws {
        let (store, child, owned) = try childWith([try #require(RewardTestKit.decoration(.large))])
        let gardener = Gardener(store: store, catalog: RewardTestKit.catalog)
        _ = try gardener.place(owned[0].id, at: GardenCell(x: 0, y: 0), profileID: child)
        try gardener.putAway(owned[0].id, profileID: child)
        let garden = try gardener.garden(profileID: child)
        #expect(garden.grid.items.isEmpty)
        #expect(garden.shed.map(\.id) == [owned[0].id])
        #expect(try store.rewards.ownedDecorations(profileID: child).count == 1)
    }

    @Test func aCopyTheChildDoesNotOwnCannotBePlaced() throws {
        let (store, child, _) = try childWith([])
        let gardener = Gardener(store: store, catalog: RewardTestKit.catalog)
        let stranger = StableID.make(child, "not-bought")
        #expect(try gardener.place(stranger, at: GardenCell(x: 0, y: 0), profileID: child) == .refused(.notOwned))
    }
}

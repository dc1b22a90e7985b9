import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

@Suite struct DecorationShopTests {
    let shop = DecorationShop(catalog: RewardTestKit.catalog)

    @Test func theShopHoldsThirtySixItemsAtFixedPricesAndNoneIsPremium() {
        let sizes = Dictionary(grouping: shop.items, by: \.size).mapValues(\.count)
        #expect(sizes == [.small: 16, .medium: 12, .large: 8])
        for item in shop.items {
            #expect(shop.price(of: item) == [DecorationSize.small: 10, .medium: 25, .large: 60][item.size])
        }
        // One of each costs 940 stars (docs/rewards.md#shop-shop-s-12).
        #expect(shop.items.map(shop.price(of:)).reduce(0, +) == 940)
    }

    @Test func oneTapOnlyChoosesAndTheCheckMarkBuys() {
        var selection = ShopSelection()
        selection.tap("deco.tulpe")
        selection.tap("deco.rose")
        #expect(selection.chosen == "deco.rose")
        #expect(selection.confirm() == "deco.rose")
        #expect(selection.chosen == nil)
        #expect(selection.confirm() == nil)
    }

    @Test func aPurchaseDebitsThePriceAndOwnsTheItemInOneStep() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        try RewardTestKit.earn(12, profileID: child, in: store)
        let item = try #require(RewardTestKit.decoration(.small))
        let outcome = try shop.purchase(
            item.id, purchaseID: RewardTestKit.purchaseID(0, profileID: child), profileID: child, in: store)
        guard case .bought(let owned, let balance) = outcome else {
            Issue.record("not bought: \(outcome)")
            return
        }
        #expect(balance == 2)
        #expect(owned.itemID == item.id)
        #expect(try store.rewards.balance(profileID: child) == 2)
        #expect(try store.rewards.ownedDecorations(profileID: child).map(\.id) == [owned.id])
        #expect(
            try store.rewards.ledger(profileID: child).filter { $0.reason == .decorationPurchased }.map(\.amount) == [
                -10
            ])
    }

    @Test func missingStarsAreCountedAndNothingIsTaken() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        try RewardTestKit.earn(18, profileID: child, in: store)
        let item = try #require(RewardTestKit.decoration(.medium))
        let outcome = try shop.purchase(
            item.id, purchaseID: RewardTestKit.purchaseID(0, profileID: child), profileID: child, in: store)
        #expect(outcome == .refused(.missingStars(7)))
        #expect(try store.rewards.balance(profileID: child) == 18)
        #expect(try store.rewards.ownedDecorations(profileID: child).isEmpty)
    }

    @Test(arguments: [DecorationSize.small, .medium, .large])
    func copiesStopAtTheSizesLimit(size: DecorationSize) throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        try RewardTestKit.earn(400, profileID: child, in: store)
        let item = try #require(RewardTestKit.decoration(size))
        var bought = 0
        for index in 0..<6 {
            let outcome = try shop.purchase(
                item.id, purchaseID: RewardTestKit.purchaseID(index, profileID: child), profileID: child, in: store)
            if case .bought = outcome { bought += 1 } else { #expect(outcome == .refused(.allCopiesOwned)) }
        }
        #expect(bought == size.maxCopies)
        #expect(try store.rewards.balance(profileID: child) == 400 - size.maxCopies * size.price)
    }

    @Test func aRepeatedPurchaseIDBuysOnce() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        try RewardTestKit.earn(30, profileID: child, in: store)
        let item = try #require(RewardTestKit.decoration(.small))
        let id = RewardTestKit.purchaseID(0, profileID: child)
        let first = try shop.purchase(item.id, purchaseID: id, profileID: child, in: store)
        let again = try shop.purchase(item.id, purchaseID: id, profileID: child, in: store)
        #expect(first == again)
        #expect(try store.rewards.balance(profileID: child) == 20)
        #expect(try store.rewards.ownedDecorations(profileID: child).count == 1)
    }

    @Test func anItemOutsideTheCatalogIsNeverSold() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        try RewardTestKit.earn(100, profileID: child, in: store)
        #expect(shop.check("deco.goldesel", balance: 100, owned: []) == .unknownItem)
        let outcome = try shop.purchase(
            "deco.goldesel", purchaseID: RewardTestKit.purchaseID(0, profileID: child), profileID: child, in: store)
        #expect(outcome == .refused(.unknownItem))
        #expect(try store.rewards.balance(profileID: child) == 100)
    }
}

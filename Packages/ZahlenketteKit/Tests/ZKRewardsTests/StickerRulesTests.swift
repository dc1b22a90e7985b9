import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

@Suite struct StickerRulesTests {
    let catalog = RewardTestKit.catalog

    @Test func theAlbumHoldsEightySixStickersInFixedPages() {
        let album = StickerAlbum(catalog: catalog, earned: [])
        #expect(album.totalCount == 86)
        #expect(album.pages.map(\.count) == [12, 8, 12, 12, 12, 12, 6, 12])
        #expect(album.pages[0].first?.sticker.id == "sticker.friend.01")
        #expect(album.pages[7].allSatisfy { $0.sticker.kind == .milestone })
        #expect(album.earnedCount == 0)
        let some = StickerAlbum(catalog: catalog, earned: ["sticker.dotpic.haus", "sticker.milestone.first_round"])
        #expect(some.earnedCount == 2)
        #expect(some.page(of: "sticker.dotpic.haus") == 2)
    }

    @Test func twelveMilestonesAreDueExactlyWhenTheirCountIsReached() {
        #expect(catalog.stickers(of: .milestone).count == 12)
        let none = MilestoneRules.due(in: catalog, counts: MilestoneCounts(), awarded: [])
        #expect(none.isEmpty)
        let first = MilestoneRules.due(in: catalog, counts: MilestoneCounts(roundsCompleted: 1), awarded: [])
        #expect(first.map(\.id) == ["sticker.milestone.first_round"])
        let nine = MilestoneCounts(roundsCompleted: 9, decorationsPlaced: 0, friendsMade: 4)
        #expect(
            MilestoneRules.due(in: catalog, counts: nine, awarded: ["sticker.milestone.first_round"]).map(\.id) == [
                "sticker.milestone.friends_1"
            ])
        let everything = MilestoneCounts(roundsCompleted: 500, decorationsPlaced: 1, friendsMade: 20)
        #expect(MilestoneRules.due(in: catalog, counts: everything, awarded: []).count == 12)
    }

    @Test func awardedMilestonesAreNeverDueAgain() {
        let counts = MilestoneCounts(roundsCompleted: 60, decorationsPlaced: 3, friendsMade: 6)
        let due = MilestoneRules.due(in: catalog, counts: counts, awarded: [])
        #expect(due.count == 6)
        #expect(MilestoneRules.due(in: catalog, counts: counts, awarded: Set(due.map(\.id))).isEmpty)
    }

    @Test func aPictureEarnsItsStickerOnceAndOnlyPicturesCount() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        let book = StickerBook(store: store, catalog: catalog)
        let round = StableID.make(child, "round")
        #expect(try book.pictureCompleted("sticker.dotpic.haus", profileID: child, roundID: round) != nil)
        #expect(try book.pictureCompleted("sticker.dotpic.haus", profileID: child, roundID: round) == nil)
        #expect(try book.pictureCompleted("sticker.friend.07", profileID: child, roundID: round) == nil)
        #expect(try book.pictureCompleted("sticker.dotpic.nirgends", profileID: child, roundID: round) == nil)
        #expect(try store.rewards.stickers(profileID: child).map(\.stickerID) == ["sticker.dotpic.haus"])
    }

    @Test func roundsEarnTwoStarsOnceAndTheirMilestones() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        var stickers: [String] = []
        for index in 0..<10 {
            let earned = try RoundEarnings.record(
                roundID: StableID.make(child, "round", String(index)), profileID: child, store: store, catalog: catalog)
            stickers += earned.stickers.map(\.stickerID)
        }
        let repeated = try RoundEarnings.record(
            roundID: StableID.make(child, "round", "3"), profileID: child, store: store, catalog: catalog)
        #expect(!repeated.stars.isNew)
        #expect(repeated.stickers.isEmpty)
        #expect(try store.rewards.balance(profileID: child) == 20)
        #expect(stickers == ["sticker.milestone.first_round", "sticker.milestone.rounds_10"])
    }
}

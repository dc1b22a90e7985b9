import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

/// Completions against a real store (docs/rewards.md#stars-ledger,
/// docs/rewards.md#stickers-and-milestones-stickers-s-14): +5 once per plan, the sticker order at
/// the 3rd and 6th completion, and nothing twice.
@Suite struct AbenteuerRewardsTests {
    private let stickers = ShippedContent.catalog.stickers

    private func storeWithChild() throws -> (PersistenceStore, UUID) {
        let store = try #require(PersistenceStore.openInMemory(clock: Berlin.octoberFirst))
        let id = StableID.make(StableID.device, "abenteuer-rewards", "child")
        try store.profiles.create(
            ChildProfile(id: id, avatarID: "avatar.fuchs", level: .vorschule, createdAt: Berlin.octoberFirst.now))
        return (store, id)
    }

    private func planID(_ index: Int) -> UUID { StableID.make(StableID.device, "abenteuer-plan", String(index)) }

    @Test func aCompletionAddsFiveStarsExactlyOnce() throws {
        let (store, child) = try storeWithChild()
        let rewards = AbenteuerRewards(rewards: store.rewards, stickers: stickers)
        let first = try store.unitOfWork { () throws(PersistenceError) in
            try rewards.completed(profileID: child, abenteuerID: planID(1))
        }
        let again = try store.unitOfWork { () throws(PersistenceError) in
            try rewards.completed(profileID: child, abenteuerID: planID(1))
        }
        #expect(first.isNew && first.stars == 5 && first.balance == 5 && first.completedCount == 1)
        #expect(!again.isNew && again.stars == 0 && again.balance == 5 && again.sticker == nil)
        let entries = try store.rewards.ledger(profileID: child).filter { $0.reason == .abenteuerCompleted }
        #expect(entries.map(\.amount) == [5] && entries.map(\.sourceID) == [planID(1)])
        #expect(try store.rewards.counters(profileID: child).abenteuerCompleted == 1)
    }

    @Test func theThirdAndSixthCompletionGiveTheFirstTwoStickersInOrder() throws {
        let (store, child) = try storeWithChild()
        let rewards = AbenteuerRewards(rewards: store.rewards, stickers: stickers)
        var awarded: [Int: String] = [:]
        for index in 1...7 {
            let award = try store.unitOfWork { () throws(PersistenceError) in
                try rewards.completed(profileID: child, abenteuerID: planID(index))
            }
            #expect(award.completedCount == index)
            if let sticker = award.sticker { awarded[index] = sticker.id }
        }
        #expect(awarded == [3: "sticker.abenteuer.regenbogen", 6: "sticker.abenteuer.rakete"])
        let album = try store.rewards.stickers(profileID: child)
        #expect(album.map(\.stickerID).sorted() == ["sticker.abenteuer.rakete", "sticker.abenteuer.regenbogen"])
        #expect(album.first { $0.stickerID == "sticker.abenteuer.regenbogen" }?.sourceID == planID(3))
        #expect(try store.rewards.balance(profileID: child) == 35)
    }

    @Test func repeatingTheThirdCompletionGivesNoSecondSticker() throws {
        let (store, child) = try storeWithChild()
        let rewards = AbenteuerRewards(rewards: store.rewards, stickers: stickers)
        for index in 1...3 {
            _ = try store.unitOfWork { () throws(PersistenceError) in
                try rewards.completed(profileID: child, abenteuerID: planID(index))
            }
        }
        let repeated = try store.unitOfWork { () throws(PersistenceError) in
            try rewards.completed(profileID: child, abenteuerID: planID(3))
        }
        #expect(repeated.sticker == nil && !repeated.isNew)
        #expect(try store.rewards.stickers(profileID: child).count == 1)
        #expect(try store.rewards.counters(profileID: child).abenteuerCompleted == 3)
    }

    @Test func aFailedUnitOfWorkLeavesNeitherStarsNorSticker() throws {
        let (store, child) = try storeWithChild()
        let rewards = AbenteuerRewards(rewards: store.rewards, stickers: stickers)
        for index in 1...2 {
            _ = try store.unitOfWork { () throws(PersistenceError) in
                try rewards.completed(profileID: child, abenteuerID: planID(index))
            }
        }
        #expect(throws: PersistenceError.self) {
            try store.unitOfWork { () throws(PersistenceError) in
                _ = try rewards.completed(profileID: child, abenteuerID: planID(3))
                throw PersistenceError.rejected(reason: "the round end failed")
            }
        }
        #expect(try store.rewards.balance(profileID: child) == 10)
        #expect(try store.rewards.stickers(profileID: child).isEmpty)
        let retried = try store.unitOfWork { () throws(PersistenceError) in
            try rewards.completed(profileID: child, abenteuerID: planID(3))
        }
        #expect(retried.isNew && retried.sticker?.id == "sticker.abenteuer.regenbogen")
    }
}

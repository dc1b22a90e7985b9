import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

@Suite struct FriendBookTests {
    let catalog = RewardTestKit.catalog

    /// Befriends `numbers` the way a task's unit of work does.
    func befriend(_ numbers: [Int], _ child: UUID, _ store: PersistenceStore) throws -> FriendWelcome {
        try store.unitOfWork { () throws(PersistenceError) -> FriendWelcome in
            let awards = try store.rewards.befriend(profileID: child, numbers: numbers)
            return try FriendBook(store: store, catalog: catalog).welcome(awards, profileID: child)
        }
    }

    @Test func aNewFriendBringsItsStickerAMilestoneAndACelebration() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        let welcome = try befriend([1], child, store)
        #expect(Set(welcome.stickers.map(\.stickerID)) == ["sticker.friend.01", "sticker.milestone.friends_1"])
        #expect(try CelebrationQueue(store: store).waiting(profileID: child).map(\.friendNumber) == [1])
    }

    @Test func theFifthFriendEarnsTheFiveFriendsSticker() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        _ = try befriend([1, 2, 3, 4], child, store)
        let fifth = try befriend([5], child, store)
        #expect(fifth.stickers.map(\.stickerID) == ["sticker.friend.05", "sticker.milestone.friends_5"])
    }

    @Test func aFriendshipIsCelebratedAndAwardedOnlyOnce() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        _ = try befriend([7], child, store)
        let again = try befriend([7], child, store)
        #expect(again.stickers.isEmpty)
        #expect(again.celebrations == 0)
        #expect(try CelebrationQueue(store: store).waiting(profileID: child).count == 1)
        #expect(try store.rewards.stickers(profileID: child).count == 2)
    }

    @Test func theGalleryShowsAllTwentyFriendsInOrder() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        _ = try befriend([3, 12], child, store)
        let gallery = try FriendBook(store: store, catalog: catalog).gallery(profileID: child)
        #expect(gallery.map(\.friend.number) == Array(1...20))
        #expect(gallery.filter(\.isBefriended).map(\.friend.number) == [3, 12])
    }

    @Test func twoCelebrationsPlayPerRoundEndAndTheRestWait() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        _ = try befriend([1], child, store)
        _ = try befriend([2, 3], child, store)
        _ = try befriend([4], child, store)
        let queue = CelebrationQueue(store: store)
        let first = try queue.forRoundEnd(profileID: child)
        #expect(first.map(\.friendNumber) == [1, 2])
        for celebration in first { try queue.finished(celebration) }
        #expect(try queue.forRoundEnd(profileID: child).map(\.friendNumber) == [3, 4])
    }

    @Test func anUnfinishedCelebrationStaysForTheNextRoundEnd() throws {
        let store = try #require(RewardTestKit.memoryStore())
        let child = try RewardTestKit.profile(0, in: store)
        _ = try befriend([9], child, store)
        let queue = CelebrationQueue(store: store)
        #expect(try queue.forRoundEnd(profileID: child).map(\.friendNumber) == [9])
        #expect(try queue.forRoundEnd(profileID: child).map(\.friendNumber) == [9])
        #expect(CelebrationTiming.duration <= 2.5)
        #expect(!CelebrationTiming.isSkippable(startedAt: 10, now: 10.9))
        #expect(CelebrationTiming.isSkippable(startedAt: 10, now: 11))
    }
}

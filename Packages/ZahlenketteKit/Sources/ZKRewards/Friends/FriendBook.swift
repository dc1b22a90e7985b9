import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// The Zahlenfreunde (docs/rewards.md#zahlenfreunde-friends-s-13,
/// docs/rewards.md#befriending-celebration-celebrations-s-27): who is befriended, and what a new
/// friendship brings. The friendship itself is written with the task that earned it (spec 5.4.5);
/// in the same unit of work the friend's sticker and any friend milestone are awarded and a
/// celebration waits for the next round end. Friends are never removed.
public struct FriendBook {
    public let store: PersistenceStore
    public let catalog: ContentCatalog

    public init(store: PersistenceStore, catalog: ContentCatalog) {
        self.store = store
        self.catalog = catalog
    }

    /// What new friendships brought: call inside the task's unit of work with the friends it made.
    public func welcome(_ friends: [FriendAward], profileID: UUID) throws(PersistenceError) -> FriendWelcome {
        guard !friends.isEmpty else { return FriendWelcome(stickers: [], celebrations: 0) }
        let stickers = StickerBook(store: store, catalog: catalog)
        let queue = CelebrationQueue(store: store)
        var awards: [StickerAward] = []
        for friend in friends {
            if let sticker = catalog.friend(number: friend.number)?.stickerID,
                let award = try stickers.award(sticker, profileID: profileID, sourceID: nil)
            {
                awards.append(award)
            }
            try queue.enqueueFriend(friend.number, profileID: profileID, at: friend.awardedAt)
        }
        awards += try stickers.awardDueMilestones(profileID: profileID)
        return FriendWelcome(stickers: awards, celebrations: friends.count)
    }

    /// The gallery when nothing could be read: every friend still to meet.
    public static func unmet(_ catalog: ContentCatalog) -> [FriendCard] {
        catalog.friends.sorted { $0.number < $1.number }.map { FriendCard(friend: $0, isBefriended: false) }
    }

    /// The gallery (S-13): all twenty friends in number order, befriended or not yet met.
    public func gallery(profileID: UUID) throws(PersistenceError) -> [FriendCard] {
        let befriended = Set(try store.rewards.friends(profileID: profileID).map(\.number))
        return catalog.friends.sorted { $0.number < $1.number }.map {
            FriendCard(friend: $0, isBefriended: befriended.contains($0.number))
        }
    }
}

/// A friend in the gallery.
public struct FriendCard: Sendable, Equatable {
    public let friend: Friend
    public let isBefriended: Bool
}

/// What new friendships brought.
public struct FriendWelcome: Sendable, Equatable {
    public let stickers: [StickerAward]
    /// Celebrations now waiting for the next round end.
    public let celebrations: Int
}

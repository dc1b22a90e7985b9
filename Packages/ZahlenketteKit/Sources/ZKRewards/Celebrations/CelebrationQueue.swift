import Foundation
import ZKCore
import ZKPersistence

/// The befriending celebrations waiting for a round end
/// (docs/rewards.md#befriending-celebration-celebrations-s-27, S-27): persisted in the store,
/// oldest first, at most two per round end; the rest wait for the next one. A celebration leaves
/// the queue only once it has played (or was skipped), so one cut short by a closed app plays at
/// the next round end.
public struct CelebrationQueue {
    /// At most this many celebrations play at one round end.
    public static let perRoundEnd = 2

    public let store: PersistenceStore

    public init(store: PersistenceStore) {
        self.store = store
    }

    /// The queue entry of a friend: one per profile and friend, so a friendship is celebrated once.
    public static func id(friend number: Int, profileID: UUID) -> UUID {
        StableID.make(profileID, "celebration", "friend", String(number))
    }

    public func enqueueFriend(_ number: Int, profileID: UUID, at time: Date) throws(PersistenceError) {
        try store.rewards.enqueueCelebration(
            CelebrationItem(
                id: Self.id(friend: number, profileID: profileID), profileID: profileID, kind: .friend,
                payload: String(number), enqueuedAt: time))
    }

    /// Everything waiting, oldest first.
    public func waiting(profileID: UUID) throws(PersistenceError) -> [Celebration] {
        try store.rewards.celebrations(profileID: profileID).compactMap { item in
            guard item.kind == .friend, let number = Int(item.payload), (1...20).contains(number) else { return nil }
            return Celebration(id: item.id, friendNumber: number)
        }
    }

    /// The celebrations of this round end: the oldest two.
    public func forRoundEnd(profileID: UUID) throws(PersistenceError) -> [Celebration] {
        Array(try waiting(profileID: profileID).prefix(Self.perRoundEnd))
    }

    /// The celebration has played or was skipped.
    public func finished(_ celebration: Celebration) throws(PersistenceError) {
        try store.rewards.removeCelebration(id: celebration.id)
    }
}

/// One befriending celebration.
public struct Celebration: Sendable, Equatable, Hashable {
    public let id: UUID
    public let friendNumber: Int

    public init(id: UUID, friendNumber: Int) {
        self.id = id
        self.friendNumber = friendNumber
    }
}

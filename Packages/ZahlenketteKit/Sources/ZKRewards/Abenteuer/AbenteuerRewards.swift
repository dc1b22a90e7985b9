import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// Applies the Abenteuer reward rules to the store (docs/rewards.md#stars-ledger,
/// docs/rewards.md#stickers-and-milestones-stickers-s-14). It never opens a transaction of its own:
/// the caller's unit of work (the last stop's round end) commits the stars, the sticker and the
/// Abenteuer's record together, or none of them.
public struct AbenteuerRewards {
    private let rewards: any RewardRepository
    /// Every sticker of the album; only the Abenteuer stickers are used.
    private let stickers: [Sticker]

    public init(rewards: any RewardRepository, stickers: [Sticker]) {
        self.rewards = rewards
        self.stickers = stickers
    }

    /// Records the completion of the Abenteuer `abenteuerID`: +5 stars, idempotent on the plan's ID,
    /// and on a new completion whose lifetime count is a multiple of three the next sticker,
    /// idempotent on (profile, sticker). A repeated call changes nothing and awards nothing.
    public func completed(profileID: UUID, abenteuerID: UUID) throws(PersistenceError) -> AbenteuerAward {
        let append = try rewards.recordAbenteuerCompleted(profileID: profileID, abenteuerID: abenteuerID)
        let count = try rewards.counters(profileID: profileID).abenteuerCompleted
        guard append.isNew else {
            return AbenteuerAward(isNew: false, stars: 0, balance: append.balance, completedCount: count, sticker: nil)
        }
        let owned = Set(try rewards.stickers(profileID: profileID).map(\.stickerID))
        var sticker: Sticker?
        if let due = AbenteuerRewardRules.stickerDue(completedCount: count, owned: owned, stickers: stickers),
            try rewards.awardSticker(profileID: profileID, stickerID: due.id, sourceID: abenteuerID) != nil
        {
            sticker = due
        }
        return AbenteuerAward(
            isNew: true, stars: append.entry.amount, balance: append.balance, completedCount: count, sticker: sticker)
    }
}

/// What one completion earned, for S-10 and the journeys.
public struct AbenteuerAward: Sendable, Equatable {
    /// False when this Abenteuer had already been recorded as completed: nothing was awarded.
    public let isNew: Bool
    /// The stars this call added (5, or 0 for a repeat).
    public let stars: Int
    /// The balance after the call.
    public let balance: Int
    /// Completed Abenteuer of the child's life, this one included.
    public let completedCount: Int
    /// The Abenteuer sticker this completion put in the album, if any.
    public let sticker: Sticker?

    public init(isNew: Bool, stars: Int, balance: Int, completedCount: Int, sticker: Sticker?) {
        self.isNew = isNew
        self.stars = stars
        self.balance = balance
        self.completedCount = completedCount
        self.sticker = sticker
    }
}

import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// A completed round's rewards (docs/rewards.md#stars-ledger,
/// docs/rewards.md#stickers-and-milestones-stickers-s-14): +2 stars once per round plan and the
/// round milestones it reaches, inside the caller's round-end unit of work. The task stars were
/// written with each task (`PersistenceStore.recordCompletedTask`).
public struct RoundEarnings: Sendable, Equatable {
    public let stars: LedgerAppend
    public let stickers: [StickerAward]

    public static func record(
        roundID: UUID, profileID: UUID, store: PersistenceStore, catalog: ContentCatalog
    ) throws(PersistenceError) -> RoundEarnings {
        let stars = try store.rewards.recordRoundCompleted(profileID: profileID, roundID: roundID)
        let stickers = try StickerBook(store: store, catalog: catalog).awardDueMilestones(profileID: profileID)
        return RoundEarnings(stars: stars, stickers: stickers)
    }
}

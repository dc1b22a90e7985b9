import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// Awarding stickers (docs/rewards.md#stickers-and-milestones-stickers-s-14): every award is
/// idempotent on (profile, sticker), and only stickers of the content catalog are awarded. Called
/// inside the caller's unit of work.
public struct StickerBook {
    public let store: PersistenceStore
    public let catalog: ContentCatalog

    public init(store: PersistenceStore, catalog: ContentCatalog) {
        self.store = store
        self.catalog = catalog
    }

    /// The sticker's first award, or nil when it is unknown or already in the album.
    public func award(_ stickerID: String, profileID: UUID, sourceID: UUID?) throws(PersistenceError) -> StickerAward? {
        guard catalog.sticker(id: stickerID) != nil else { return nil }
        return try store.rewards.awardSticker(profileID: profileID, stickerID: stickerID, sourceID: sourceID)
    }

    /// A Punkt-zu-Punkt picture was finished for the first time (docs/games.md#punkt-zu-punkt): its
    /// sticker.
    public func pictureCompleted(
        _ stickerID: String, profileID: UUID, roundID: UUID?
    ) throws(PersistenceError)
        -> StickerAward?
    {
        guard catalog.sticker(id: stickerID)?.kind == .dotPicture else { return nil }
        return try award(stickerID, profileID: profileID, sourceID: roundID)
    }

    /// The lifetime counts of a profile, as the store has them.
    public func counts(profileID: UUID) throws(PersistenceError) -> MilestoneCounts {
        MilestoneCounts(
            roundsCompleted: try store.rewards.counters(profileID: profileID).roundsCompleted,
            decorationsPlaced: try store.rewards.placements(profileID: profileID).count,
            friendsMade: try store.rewards.friends(profileID: profileID).count)
    }

    /// Awards every milestone whose count is reached and that is not in the album yet.
    public func awardDueMilestones(profileID: UUID) throws(PersistenceError) -> [StickerAward] {
        let awarded = Set(try store.rewards.stickers(profileID: profileID).map(\.stickerID))
        let due = MilestoneRules.due(in: catalog, counts: try counts(profileID: profileID), awarded: awarded)
        var awards: [StickerAward] = []
        for sticker in due {
            if let award = try award(sticker.id, profileID: profileID, sourceID: nil) { awards.append(award) }
        }
        return awards
    }

    /// The album of a profile.
    public func album(profileID: UUID) throws(PersistenceError) -> StickerAlbum {
        StickerAlbum(catalog: catalog, earned: Set(try store.rewards.stickers(profileID: profileID).map(\.stickerID)))
    }
}

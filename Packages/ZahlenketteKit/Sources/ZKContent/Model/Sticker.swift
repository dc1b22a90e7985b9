/// The four sticker families of the album (docs/rewards.md#stickers-and-milestones-stickers-s-14).
public enum StickerKind: String, Sendable, Equatable, Decodable, CaseIterable {
    case friend
    case dotPicture
    case abenteuer
    case milestone
}

/// What a milestone sticker counts.
public enum MilestoneKind: String, Sendable, Equatable, Decodable, CaseIterable {
    case roundsCompleted
    case decorationsPlaced
    case friendsMade
}

/// A milestone condition: the sticker is awarded when the lifetime count reaches `count`.
public struct MilestoneTrigger: Sendable, Equatable, Decodable {
    public let kind: MilestoneKind
    public let count: Int
}

/// One sticker of the album (86 in V1).
public struct Sticker: Sendable, Equatable, Decodable {
    /// `sticker.<kind>.<slug>`.
    public let id: String
    public let kind: StickerKind
    public let nameKey: String
    public let assetName: String
    public let frameAssetName: String
    /// For `friend` stickers.
    public let friendNumber: Int?
    /// For `dotPicture` stickers.
    public let dotPictureID: String?
    /// For `abenteuer` stickers: the lifetime Abenteuer count that awards it (3, 6, … 90).
    public let abenteuerCount: Int?
    /// For `milestone` stickers.
    public let milestone: MilestoneTrigger?
}

struct StickersFile: Decodable {
    let schemaVersion: Int
    let stickers: [Lossy<Sticker>]
}

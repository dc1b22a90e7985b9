import ZKContent

/// The sticker album (docs/rewards.md#stickers-and-milestones-stickers-s-14, S-14): the 86 stickers
/// in fixed pages, family by family (friends, Punkt-zu-Punkt pictures, Abenteuer, milestones), at
/// most `pageSize` to a page. The pages never depend on what is earned or on the window, so a
/// sticker always has its place; unearned places stay empty outlines.
public struct StickerAlbum: Sendable, Equatable {
    public static let pageSize = 12

    /// One place on a page.
    public struct Place: Sendable, Equatable {
        public let sticker: Sticker
        public let isEarned: Bool
    }

    public let pages: [[Place]]

    public init(catalog: ContentCatalog, earned: Set<String>) {
        var pages: [[Place]] = []
        for kind in StickerKind.allCases {
            let places = catalog.stickers(of: kind).map { Place(sticker: $0, isEarned: earned.contains($0.id)) }
            var start = 0
            while start < places.count {
                pages.append(Array(places[start..<min(places.count, start + Self.pageSize)]))
                start += Self.pageSize
            }
        }
        self.pages = pages
    }

    public var earnedCount: Int { pages.joined().filter(\.isEarned).count }

    public var totalCount: Int { pages.joined().count }

    /// The page holding `stickerID`, if any.
    public func page(of stickerID: String) -> Int? {
        pages.firstIndex { $0.contains { $0.sticker.id == stickerID } }
    }
}

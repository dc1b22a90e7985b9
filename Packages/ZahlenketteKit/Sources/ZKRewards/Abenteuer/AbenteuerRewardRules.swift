import ZKContent

/// What a completed Abenteuer earns (docs/rewards.md#stars-ledger,
/// docs/rewards.md#stickers-and-milestones-stickers-s-14): five stars, and at every third completed
/// Abenteuer of the child's life the next of the 30 Abenteuer stickers, in the album's fixed order.
/// Pure: the store is applied by `AbenteuerRewards`.
public enum AbenteuerRewardRules {
    /// docs/rewards.md#stars-ledger: Abenteuer completed, +5, source the plan's ID.
    public static let completionStars = 5

    /// docs/rewards.md#stickers-and-milestones-stickers-s-14: one sticker per third completed
    /// Abenteuer (lifetime count).
    public static let stickerInterval = 3

    /// The Abenteuer stickers in the order they are given: by the lifetime count content assigns
    /// them (3, 6, … 90), content order for equal counts.
    public static func stickerOrder(_ stickers: [Sticker]) -> [Sticker] {
        stickers.enumerated()
            .filter { $0.element.kind == .abenteuer }
            .sorted { ($0.element.abenteuerCount ?? .max, $0.offset) < ($1.element.abenteuerCount ?? .max, $1.offset) }
            .map(\.element)
    }

    /// The sticker a completion with lifetime count `completedCount` awards: on every third count,
    /// the first sticker of the order the child does not have yet (DECISIONS D-0752); nil on other
    /// counts and once all 30 are in the album.
    public static func stickerDue(completedCount: Int, owned: Set<String>, stickers: [Sticker]) -> Sticker? {
        guard completedCount > 0, completedCount % stickerInterval == 0 else { return nil }
        return stickerOrder(stickers).first { !owned.contains($0.id) }
    }
}

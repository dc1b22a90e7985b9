import ZKContent

/// The lifetime counts milestones look at (docs/rewards.md#stickers-and-milestones-stickers-s-14).
public struct MilestoneCounts: Sendable, Equatable {
    public var roundsCompleted: Int
    public var decorationsPlaced: Int
    public var friendsMade: Int

    public init(roundsCompleted: Int = 0, decorationsPlaced: Int = 0, friendsMade: Int = 0) {
        self.roundsCompleted = roundsCompleted
        self.decorationsPlaced = decorationsPlaced
        self.friendsMade = friendsMade
    }

    public func value(of kind: MilestoneKind) -> Int {
        switch kind {
        case .roundsCompleted: roundsCompleted
        case .decorationsPlaced: decorationsPlaced
        case .friendsMade: friendsMade
        }
    }
}

/// The twelve milestones (docs/rewards.md#stickers-and-milestones-stickers-s-14): the first round;
/// 10, 50, 100, 250 and 500 rounds; the first decoration placed; 1, 5, 10, 15 and 20 friends. A
/// milestone is due once its count is reached and it is not in the album yet, so a milestone passed
/// while a write failed is still awarded the next time; none depends on time, speed, perfection or
/// chance.
public enum MilestoneRules {
    public static func due(in catalog: ContentCatalog, counts: MilestoneCounts, awarded: Set<String>) -> [Sticker] {
        catalog.stickers(of: .milestone).filter { sticker in
            guard let trigger = sticker.milestone, !awarded.contains(sticker.id) else { return false }
            return counts.value(of: trigger.kind) >= trigger.count
        }
    }
}

import ZKContent
import ZKGameKit

/// One Mehr-oder-weniger task (docs/games.md#mehr-oder-weniger): the planned number n and its
/// partner m in the two sets, the question, and the side that answers it.
public struct MehrOderWenigerTask: Sendable, Equatable {
    /// The planned number n (credited with compare and count).
    public let number: Int
    /// The partner m ≠ n (credited with compare).
    public let partner: Int
    public let question: CompareQuestion
    /// The set that has more ("mehr") or fewer ("weniger").
    public let target: ComparisonSide
    /// Zwanzigerfelder at steps 1 and 2, scattered clouds (Punktwolken) at step 3.
    public let scattered: Bool
    public let upper: MehrOderWenigerSet
    public let lower: MehrOderWenigerSet

    public func set(_ side: ComparisonSide) -> MehrOderWenigerSet {
        side == .upper ? upper : lower
    }
}

/// One animal's set: how many of its things it has.
public struct MehrOderWenigerSet: Sendable, Equatable {
    public let count: Int
    /// The animal's picture (`obj_hase`).
    public let animal: String
    /// Its things (`obj_karotte`).
    public let object: String
    /// Seed of the scattered placement.
    public let layoutSeed: UInt64
}

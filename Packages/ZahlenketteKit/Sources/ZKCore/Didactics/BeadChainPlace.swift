/// One bead of the linear bead chain 1 to 20 (spec 4.4.3): red 1–5, blue 6–10, red 11–15,
/// blue 16–20, with a gap after every fifth bead (DR-15).
public struct BeadChainPlace: Equatable, Sendable {
    /// 1...20 along the chain.
    public let index: Int
    /// 0...3: which group of five the bead belongs to.
    public let fiveGroup: Int
    /// The same coding as the Zwanzigerfeld place with the same index.
    public let coding: BeadCoding
    /// True when a group gap comes before this bead (beads 6, 11 and 16).
    public let hasGapBefore: Bool

    /// Returns nil outside 1...20.
    public init?(index: Int) {
        guard let place = StructuredPlace(index: index) else { return nil }
        self.index = index
        self.fiveGroup = (index - 1) / 5
        self.coding = place.coding
        self.hasGapBefore = index > 1 && (index - 1) % 5 == 0
    }

    /// The chain from 1 to `count` (clamped to 0...20).
    public static func chain(upTo count: Int) -> [BeadChainPlace] {
        guard count >= 1 else { return [] }
        return (1...min(count, 20)).compactMap { BeadChainPlace(index: $0) }
    }
}

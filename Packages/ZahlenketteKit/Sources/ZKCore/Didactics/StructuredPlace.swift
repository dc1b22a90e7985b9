/// Didactic coding of one place in a structured field (spec 4.4.2): the Zwanzigerfeld fills row 1
/// with 1 to 10 and row 2 with 11 to 20, each row split into two groups of five.
public struct StructuredPlace: Equatable, Sendable {
    /// 1...20, position within the set.
    public let index: Int
    /// 0 for 1...10, 1 for 11...20.
    public let row: Int
    /// 0...9 within the row.
    public let column: Int
    /// 0 or 1 within the row (column / 5).
    public let fiveGroup: Int
    /// True for a red solid bead, false for a blue Lochperle.
    public let isFirstFive: Bool

    /// Returns nil outside 1...20 (no trapping; spec 6.8.2).
    public init?(index: Int) {
        guard (1...20).contains(index) else { return nil }
        self.index = index
        self.row = (index - 1) / 10
        self.column = (index - 1) % 10
        self.fiveGroup = self.column / 5
        self.isFirstFive = self.fiveGroup == 0
    }

    /// The bead drawn at this place when it is filled.
    public var coding: BeadCoding {
        isFirstFive ? .redSolid : .blueLochperle
    }

    /// Every place of a full Zwanzigerfeld in reading order.
    public static let all: [StructuredPlace] = (1...20).compactMap { StructuredPlace(index: $0) }
}

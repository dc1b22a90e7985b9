/// One cell of the 6 x 4 garden (docs/rewards.md#garden-garden-s-11): column `x` from the left, row
/// `y` from the top.
public struct GardenCell: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let x: Int
    public let y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// Reading order: rows top to bottom, left to right within a row.
    public static func < (a: GardenCell, b: GardenCell) -> Bool {
        (a.y, a.x) < (b.y, b.x)
    }

    public var description: String { "\(x)_\(y)" }

    public func offset(dx: Int, dy: Int) -> GardenCell {
        GardenCell(x: x + dx, y: y + dy)
    }
}

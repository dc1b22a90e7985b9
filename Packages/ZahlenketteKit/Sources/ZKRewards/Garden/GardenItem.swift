import Foundation
import ZKCore

/// A decoration standing in the garden: the owned copy, its catalog item, its size and the cell
/// of its top-left corner.
public struct GardenItem: Sendable, Equatable, Identifiable {
    /// The owned decoration's ID (its purchase ID).
    public let id: UUID
    public let itemID: String
    public let size: DecorationSize
    public var origin: GardenCell

    public init(id: UUID, itemID: String, size: DecorationSize, origin: GardenCell) {
        self.id = id
        self.itemID = itemID
        self.size = size
        self.origin = origin
    }

    public var width: Int { size.footprint.width }
    public var height: Int { size.footprint.height }

    /// The cells the item covers: 1, 2 or 4.
    public var cells: [GardenCell] { GardenItem.cells(of: size, at: origin) }

    /// The cells an item of `size` covers with its top-left corner at `origin`.
    public static func cells(of size: DecorationSize, at origin: GardenCell) -> [GardenCell] {
        let footprint = size.footprint
        return (0..<footprint.height).flatMap { dy in
            (0..<footprint.width).map { dx in origin.offset(dx: dx, dy: dy) }
        }
    }
}

import Foundation
import ZKCore

/// The garden's placement rules (docs/rewards.md#garden-garden-s-11): a 6 x 4 grid; small items
/// cover 1 x 1 cells, medium 2 x 1, large 2 x 2; an item stands wholly inside the grid and never on
/// another.
public struct GardenGrid: Sendable, Equatable {
    public static let columns = 6
    public static let rows = 4

    /// The items standing in the garden.
    public private(set) var items: [GardenItem]

    public init(items: [GardenItem] = []) {
        self.items = items
    }

    /// Every cell, in reading order.
    public static var allCells: [GardenCell] {
        (0..<rows).flatMap { y in (0..<columns).map { x in GardenCell(x: x, y: y) } }
    }

    public func item(at cell: GardenCell) -> GardenItem? {
        items.first { $0.cells.contains(cell) }
    }

    public func item(id: UUID) -> GardenItem? {
        items.first { $0.id == id }
    }

    /// Why an item of `size` cannot stand at `origin`, or nil when it can. `ignoring` is the item
    /// being moved: its own old cells do not block it.
    public func problem(
        placing size: DecorationSize, at origin: GardenCell, ignoring: UUID? = nil
    )
        -> PlacementProblem?
    {
        let footprint = size.footprint
        guard origin.x >= 0, origin.y >= 0, origin.x + footprint.width <= Self.columns,
            origin.y + footprint.height <= Self.rows
        else { return .outOfBounds }
        let wanted = Set(GardenItem.cells(of: size, at: origin))
        let blocked = items.contains { other in other.id != ignoring && !wanted.isDisjoint(with: other.cells) }
        return blocked ? .overlaps : nil
    }

    public func fits(_ size: DecorationSize, at origin: GardenCell, ignoring: UUID? = nil) -> Bool {
        problem(placing: size, at: origin, ignoring: ignoring) == nil
    }

    /// Where an item of `size` lands when the child lets go over `cell`, holding it by the cell
    /// `grab` away from its top-left corner: the same grip, pushed back inside the grid so a wide
    /// item dropped at the right edge still lands.
    public static func origin(droppingAt cell: GardenCell, grab: GardenCell, size: DecorationSize) -> GardenCell {
        let footprint = size.footprint
        let x = min(max(0, cell.x - grab.x), columns - footprint.width)
        let y = min(max(0, cell.y - grab.y), rows - footprint.height)
        return GardenCell(x: x, y: y)
    }

    /// The first free place for `size` in reading order, nil when the garden has none.
    public func freeOrigin(for size: DecorationSize) -> GardenCell? {
        Self.allCells.first { fits(size, at: $0) }
    }

    /// Puts `item` at its origin, replacing the same owned item's earlier place; rejected when it
    /// leaves the grid or covers another item.
    public mutating func place(_ item: GardenItem) throws(PlacementProblem) {
        if let problem = problem(placing: item.size, at: item.origin, ignoring: item.id) { throw problem }
        items.removeAll { $0.id == item.id }
        items.append(item)
    }

    /// Takes an item out of the garden (back to the shed).
    public mutating func remove(id: UUID) {
        items.removeAll { $0.id == id }
    }

    /// True when no two items share a cell and every item lies inside the grid.
    public var isValid: Bool {
        var seen: Set<GardenCell> = []
        for item in items {
            for cell in item.cells {
                guard cell.x >= 0, cell.y >= 0, cell.x < Self.columns, cell.y < Self.rows,
                    seen.insert(cell).inserted
                else { return false }
            }
        }
        return true
    }
}

/// Why a decoration cannot stand where the child put it.
public enum PlacementProblem: Error, Sendable, Equatable {
    case outOfBounds
    case overlaps
    /// The child does not own that copy.
    case notOwned
}

import Foundation
import Testing
import ZKCore
import ZKRewards

@Suite struct GardenGridTests {
    func item(_ n: Int, _ size: DecorationSize, _ x: Int, _ y: Int) -> GardenItem {
        GardenItem(
            id: UUID(uuid: (UInt8(n), 0, 0, 0, 0, 0, 0x80, 0, 0x80, 0, 0, 0, 0, 0, 0, 0)), itemID: "deco.\(n)",
            size: size, origin: GardenCell(x: x, y: y))
    }

    @Test func footprintsAreOneTwoAndFourCells() {
        #expect(item(1, .small, 0, 0).cells == [GardenCell(x: 0, y: 0)])
        #expect(item(2, .medium, 4, 3).cells == [GardenCell(x: 4, y: 3), GardenCell(x: 5, y: 3)])
        #expect(Set(item(3, .large, 1, 1).cells).count == 4)
    }

    @Test func anItemMustStandWhollyInsideTheSixByFourGrid() {
        let grid = GardenGrid()
        #expect(grid.fits(.small, at: GardenCell(x: 5, y: 3)))
        #expect(grid.problem(placing: .medium, at: GardenCell(x: 5, y: 0)) == .outOfBounds)
        #expect(grid.problem(placing: .large, at: GardenCell(x: 0, y: 3)) == .outOfBounds)
        #expect(grid.problem(placing: .small, at: GardenCell(x: -1, y: 0)) == .outOfBounds)
        #expect(grid.problem(placing: .small, at: GardenCell(x: 6, y: 0)) == .outOfBounds)
    }

    @Test func itemsNeverOverlapButAMovedItemDoesNotBlockItself() throws {
        var grid = GardenGrid()
        let tree = item(1, .large, 2, 1)
        try grid.place(tree)
        #expect(grid.problem(placing: .small, at: GardenCell(x: 3, y: 2)) == .overlaps)
        #expect(grid.problem(placing: .medium, at: GardenCell(x: 1, y: 1)) == .overlaps)
        #expect(grid.fits(.medium, at: GardenCell(x: 0, y: 1)))
        var moved = tree
        moved.origin = GardenCell(x: 3, y: 1)
        try grid.place(moved)
        #expect(grid.items == [moved])
        #expect(grid.item(at: GardenCell(x: 2, y: 1)) == nil)
        #expect(grid.item(at: GardenCell(x: 4, y: 2))?.id == tree.id)
    }

    @Test func aRefusedPlaceLeavesTheGardenAsItWas() throws {
        var grid = GardenGrid()
        try grid.place(item(1, .small, 0, 0))
        #expect(throws: PlacementProblem.overlaps) { try grid.place(item(2, .medium, 0, 0)) }
        #expect(throws: PlacementProblem.outOfBounds) { try grid.place(item(3, .large, 5, 2)) }
        #expect(grid.items.count == 1)
        #expect(grid.isValid)
    }

    @Test func aDropKeepsTheGripAndIsPushedBackInsideTheGrid() {
        // Held by its right-hand cell and let go over column 3: the left cell lands on column 2.
        #expect(
            GardenGrid.origin(droppingAt: GardenCell(x: 3, y: 0), grab: GardenCell(x: 1, y: 0), size: .medium)
                == GardenCell(x: 2, y: 0))
        // A wide item let go at the right edge still lands inside.
        #expect(
            GardenGrid.origin(droppingAt: GardenCell(x: 5, y: 3), grab: GardenCell(x: 0, y: 0), size: .large)
                == GardenCell(x: 4, y: 2))
        #expect(
            GardenGrid.origin(droppingAt: GardenCell(x: 0, y: 0), grab: GardenCell(x: 1, y: 1), size: .large)
                == GardenCell(x: 0, y: 0))
    }

    @Test func aFullGardenHasNoFreePlace() throws {
        var grid = GardenGrid()
        var n = 0
        for y in stride(from: 0, to: 4, by: 2) {
            for x in stride(from: 0, to: 6, by: 2) {
                n += 1
                try grid.place(item(n, .large, x, y))
            }
        }
        #expect(grid.freeOrigin(for: .small) == nil)
        grid.remove(id: item(1, .large, 0, 0).id)
        #expect(grid.freeOrigin(for: .large) == GardenCell(x: 0, y: 0))
        #expect(grid.freeOrigin(for: .medium) == GardenCell(x: 0, y: 0))
    }
}

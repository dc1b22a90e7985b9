import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// The child's garden over the store (docs/rewards.md#garden-garden-s-11,
/// docs/rewards.md#stars-ledger): what stands where, what waits in the shed, and moving things
/// about. Moving is free and unlimited; nothing is sold or lost. The first decoration the child
/// ever places earns its milestone sticker in the same unit of work.
public struct Gardener {
    public let store: PersistenceStore
    public let catalog: ContentCatalog

    public init(store: PersistenceStore, catalog: ContentCatalog) {
        self.store = store
        self.catalog = catalog
    }

    /// The garden as stored: placed items on the grid, the rest in the shed (purchase order).
    public func garden(profileID: UUID) throws(PersistenceError) -> Garden {
        let owned = try store.rewards.ownedDecorations(profileID: profileID)
        let placements = try store.rewards.placements(profileID: profileID)
        var grid = GardenGrid()
        var placedIDs: Set<UUID> = []
        for placement in placements {
            guard let copy = owned.first(where: { $0.id == placement.ownedDecorationID }) else { continue }
            let item = GardenItem(
                id: copy.id, itemID: copy.itemID, size: copy.size,
                origin: GardenCell(x: placement.x, y: placement.y))
            // A stored place that breaks the rules (written by hand, an older build) sends the
            // item to the shed rather than hiding another.
            do throws(PlacementProblem) {
                try grid.place(item)
                placedIDs.insert(copy.id)
            } catch {
                continue
            }
        }
        return Garden(grid: grid, shed: owned.filter { !placedIDs.contains($0.id) })
    }

    /// Puts the owned copy `ownedID` with its top-left corner at `origin` (placing it from the shed
    /// or moving it), after checking bounds and overlap. Returns the stickers it earned.
    public func place(
        _ ownedID: UUID, at origin: GardenCell, profileID: UUID
    ) throws(PersistenceError) -> PlacementOutcome {
        try store.unitOfWork { () throws(PersistenceError) -> PlacementOutcome in
            let current = try garden(profileID: profileID)
            let copy =
                current.grid.item(id: ownedID).map { ($0.itemID, $0.size) }
                ?? current.shed.first { $0.id == ownedID }.map { ($0.itemID, $0.size) }
            guard let (itemID, size) = copy else { return .refused(.notOwned) }
            var grid = current.grid
            do throws(PlacementProblem) {
                try grid.place(GardenItem(id: ownedID, itemID: itemID, size: size, origin: origin))
            } catch {
                return .refused(error)
            }
            try store.rewards.place(profileID: profileID, ownedDecorationID: ownedID, x: origin.x, y: origin.y)
            let stickers = try StickerBook(store: store, catalog: catalog).awardDueMilestones(profileID: profileID)
            return .placed(stickers: stickers)
        }
    }

    /// Takes a placed item back into the shed; it stays the child's.
    public func putAway(_ ownedID: UUID, profileID: UUID) throws(PersistenceError) {
        try store.rewards.returnToInventory(profileID: profileID, ownedDecorationID: ownedID)
    }
}

/// The garden of one child.
public struct Garden: Sendable, Equatable {
    public var grid: GardenGrid
    /// Owned copies not standing in the garden, in purchase order.
    public var shed: [OwnedDecoration]

    public init(grid: GardenGrid = GardenGrid(), shed: [OwnedDecoration] = []) {
        self.grid = grid
        self.shed = shed
    }
}

/// What placing did.
public enum PlacementOutcome: Sendable, Equatable {
    /// The item stands there now; milestone stickers it earned (the first decoration placed).
    case placed(stickers: [StickerAward])
    /// Nothing moved.
    case refused(PlacementProblem)
}

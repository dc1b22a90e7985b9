import Foundation
import ZKAudio
import ZKCore
import ZKPersistence
import ZKRewards

/// S-11: the child's garden (docs/rewards.md#shop-shop-s-12). A tap on a decoration picks it up, a tap on a bed puts
/// it down there; the same with a drag, and with the keyboard (the focus moves from bed to bed
/// with the arrows; Space picks up and puts down). Moving is free; a place that leaves the lawn or
/// covers another decoration is refused with a soft sound and the decoration stays in the hand.
/// The shed holds what is not standing in the garden; nothing is ever sold.
struct GardenScreen: ScreenModel {
    static let homeID = A11yID(.garden, "home")
    static let shopID = A11yID(.garden, "shop")
    static let shedID = A11yID(.garden, "shed")

    /// `S11.shedItem.<i>`: the i-th thing waiting in the shed.
    static func shedItemID(_ index: Int) -> A11yID { A11yID(.garden, "shedItem", String(index)) }

    /// A decoration in the child's hand: which copy, and by which of its cells it is held.
    struct Held: Equatable {
        let ownedID: UUID
        let size: DecorationSize
        let grab: GardenCell
    }

    var garden: Garden
    var held: Held?

    var screenID: ScreenID { .garden }
    var destination: Destination { .child(.garden(self)) }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .tap(GardenScreen.homeID): return [.open(.round(.home), saying: nil)]
        case .tap(GardenScreen.shopID): return [.open(.world(.shop), saying: .common("shop"))]
        case .tap(GardenScreen.shedID):
            guard let held, garden.grid.item(id: held.ownedID) != nil else { return [] }
            self.held = nil
            return [.world(.putAway(held.ownedID))]
        case .input(.tap(let id)):
            if let cell = GardenScreen.cell(of: id) { return tapped(cell) }
            if let index = GardenScreen.shedIndex(of: id) { return tappedShed(index) }
            return []
        case .input(.drag(let from, let to)):
            return dragged(from: from, to: to)
        default:
            return []
        }
    }

    private mutating func tapped(_ cell: GardenCell) -> [AppEffect] {
        if let held {
            let item = garden.grid.item(id: held.ownedID)
            // The decoration's own bed again: put it back where it stood.
            if let item, item.cells.contains(cell),
                item.origin
                    == GardenGrid.origin(
                        droppingAt: cell, grab: held.grab, size: held.size)
            {
                self.held = nil
                return [.audio(.effect(.effect("tap")))]
            }
            return drop(held, at: cell)
        }
        guard let item = garden.grid.item(at: cell) else { return [.audio(.effect(.effect("soft")))] }
        held = Held(
            ownedID: item.id, size: item.size, grab: GardenCell(x: cell.x - item.origin.x, y: cell.y - item.origin.y))
        return [.audio(.effect(.effect("tap")))]
    }

    private mutating func tappedShed(_ index: Int) -> [AppEffect] {
        guard garden.shed.indices.contains(index) else { return [] }
        let copy = garden.shed[index]
        if held?.ownedID == copy.id {
            held = nil
        } else {
            held = Held(ownedID: copy.id, size: copy.size, grab: GardenCell(x: 0, y: 0))
        }
        return [.audio(.effect(.effect("tap")))]
    }

    /// Puts `held` down with its grip over `cell`, when it fits there.
    private mutating func drop(_ held: Held, at cell: GardenCell) -> [AppEffect] {
        let origin = GardenGrid.origin(droppingAt: cell, grab: held.grab, size: held.size)
        guard garden.grid.fits(held.size, at: origin, ignoring: held.ownedID) else {
            return [.audio(.effect(.effect("soft")))]
        }
        self.held = nil
        return [.world(.place(held.ownedID, at: origin))]
    }

    private mutating func dragged(from: A11yID, to: A11yID) -> [AppEffect] {
        let picked: Held?
        if let cell = GardenScreen.cell(of: from), let item = garden.grid.item(at: cell) {
            picked = Held(
                ownedID: item.id, size: item.size,
                grab: GardenCell(x: cell.x - item.origin.x, y: cell.y - item.origin.y))
        } else if let index = GardenScreen.shedIndex(of: from), garden.shed.indices.contains(index) {
            picked = Held(ownedID: garden.shed[index].id, size: garden.shed[index].size, grab: GardenCell(x: 0, y: 0))
        } else {
            picked = nil
        }
        guard let picked else { return [] }
        if to == GardenScreen.shedID {
            held = nil
            return garden.grid.item(id: picked.ownedID) == nil ? [] : [.world(.putAway(picked.ownedID))]
        }
        guard let cell = GardenScreen.cell(of: to) else { return [] }
        held = nil
        let effects = drop(picked, at: cell)
        return effects
    }

    /// The bed an identifier names: `S11.decorationSlot.<x>_<y>`.
    static func cell(of id: A11yID) -> GardenCell? {
        guard id.screen == .garden, id.element == "decorationSlot" else { return nil }
        let parts = id.rawValue.split(separator: ".").last?.split(separator: "_").compactMap { Int($0) } ?? []
        guard parts.count == 2, (0..<GardenGrid.columns).contains(parts[0]), (0..<GardenGrid.rows).contains(parts[1])
        else { return nil }
        return GardenCell(x: parts[0], y: parts[1])
    }

    static func shedIndex(of id: A11yID) -> Int? {
        guard id.screen == .garden, id.element == "shedItem" else { return nil }
        return id.rawValue.split(separator: ".").last.flatMap { Int($0) }
    }
}

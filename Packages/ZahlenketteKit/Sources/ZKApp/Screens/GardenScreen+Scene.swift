import ZKContent
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKRewards
import ZKScene

/// The garden drawn: the lawn with its 24 beds, the decorations on them, the one in the hand
/// ringed and the beds it may go to lit; the shed and the shop above.
extension GardenScreen {
    func scene(_ context: ScreenContext) -> Scene {
        let layout = GardenLayout(size: context.size)
        var nodes: [Node] = [
            ScreenKit.root(.garden, label: context.text("home.a11y.garden"), in: context),
            ScreenKit.homeButton(GardenScreen.homeID, label: context.text("round_end.a11y.home"), center: layout.home),
            ScreenKit.glyphTile(
                Glyphs.basket(in: layout.shop.insetBy(dx: 10, dy: 10)), frame: layout.shop, id: GardenScreen.shopID,
                label: context.text("garden.a11y.shop")),
            shedTile(layout, context),
        ]
        nodes += shedItems(layout, context)
        nodes.append(
            .rect(
                layout.grid.insetBy(dx: -6, dy: -6), cornerRadius: Metrics.cornerRadius, fill: Palette.grass,
                stroke: Stroke(color: Palette.ink, width: 2)))
        let targets = dropTargets()
        for cell in GardenGrid.allCells {
            let frame = layout.frame(of: cell)
            let item = garden.grid.item(at: cell)
            let name = item.flatMap { context.catalog.decoration(id: $0.itemID) }.map { context.text($0.nameKey) }
            let label =
                name.map { context.text("garden.a11y.item", .text($0), .integer(cell.x + 1), .integer(cell.y + 1)) }
                ?? context.text("garden.a11y.slot", .integer(cell.x + 1), .integer(cell.y + 1))
            // A bed the held decoration may go to glows at its rim.
            let bed = Node.rect(
                frame.insetBy(dx: 3, dy: 3), cornerRadius: 10, fill: Palette.grassLight,
                stroke: targets.contains(cell) ? Stroke(color: Palette.accent, width: 4) : nil)
            nodes.append(
                bed.interactive(
                    .decorationSlot(column: cell.x, row: cell.y), label: label, hitRegion: frame))
        }
        for item in garden.grid.items {
            // One bed under the whole decoration, so no bed line runs through it.
            let frame = layout.frame(of: item)
            nodes.append(.rect(frame.insetBy(dx: 3, dy: 3), cornerRadius: 10, fill: Palette.grassLight))
            nodes.append(decoration(item, frame: frame, context))
        }
        return Scene(size: context.size, background: Palette.canvas, nodes: nodes)
    }

    /// Beds the held decoration may be put down over (its grip there fits).
    func dropTargets() -> Set<GardenCell> {
        guard let held else { return [] }
        return Set(
            GardenGrid.allCells.filter { cell in
                let origin = GardenGrid.origin(droppingAt: cell, grab: held.grab, size: held.size)
                let current = garden.grid.item(id: held.ownedID)?.origin
                return origin != current && garden.grid.fits(held.size, at: origin, ignoring: held.ownedID)
            })
    }

    private func decoration(_ item: GardenItem, frame: Rect, _ context: ScreenContext) -> Node {
        let asset = context.catalog.decoration(id: item.itemID)?.assetName ?? ""
        var children: [Node] = [.image(asset, frame: frame.insetBy(dx: frame.height * 0.08, dy: frame.height * 0.08))]
        if held?.ownedID == item.id {
            children.insert(
                .rect(
                    frame.insetBy(dx: 2, dy: 2), cornerRadius: 12, fill: Palette.surface.withOpacity(0.6),
                    stroke: Stroke(color: Palette.accent, width: 5)), at: 0)
        }
        return .group(children)
    }

    private func shedTile(_ layout: GardenLayout, _ context: ScreenContext) -> Node {
        ScreenKit.glyphTile(
            Glyphs.shed(in: layout.shed.insetBy(dx: 10, dy: 10)), frame: layout.shed, id: GardenScreen.shedID,
            label: context.text("garden.a11y.shed"))
    }

    private func shedItems(_ layout: GardenLayout, _ context: ScreenContext) -> [Node] {
        zip(garden.shed.indices, layout.shedItems(count: garden.shed.count)).map { index, frame in
            let copy = garden.shed[index]
            let item = context.catalog.decoration(id: copy.itemID)
            let name = item.map { context.text($0.nameKey) } ?? ""
            return ScreenKit.pictureTile(
                image: item?.assetName ?? "", frame: frame, id: GardenScreen.shedItemID(index),
                label: context.text("garden.a11y.shed_item", .text(name)), selected: held?.ownedID == copy.id)
        }
    }
}

import ZKContent
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKRewards
import ZKScene

/// The shop drawn: the items page by page, or the chosen item large with its price in stars.
extension ShopScreen {
    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let margin = context.isCompact ? 8.0 : 16.0
        var nodes: [Node] = [
            ScreenKit.root(.decorationShop, label: context.text("garden.a11y.shop"), in: context),
            StarCounter(
                count: balance, frame: Rect(x: size.width - margin - 130, y: margin + 4, width: 130, height: 56),
                accessibility: (ShopScreen.starsID, context.strings.text("home.a11y.stars", .integer(balance)))
            ).node(),
        ]
        if let chosen = selection.chosen, let item = context.catalog.decoration(id: chosen) {
            nodes += card(item, margin: margin, context)
        } else {
            nodes += shelf(margin: margin, context)
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    /// The tile side and how many tiles a page holds in this window: every item on one page when
    /// they fit at a comfortable size, else pages of the smallest comfortable tiles.
    static func pageShape(_ area: Rect, count: Int, compact: Bool) -> (side: Double, columns: Int, perPage: Int) {
        let spacing = 10.0
        let smallest = compact ? 72.0 : 96.0
        let all = Layout.fittingSquares(count: count, maximumSide: 130, spacing: spacing, in: area)
        if all.side >= smallest {
            let columns = Layout.columnsThatFit(itemWidth: all.side, spacing: spacing, width: area.width)
            return (all.side, columns, count)
        }
        let columns = Layout.columnsThatFit(itemWidth: smallest, spacing: spacing, width: area.width)
        let rows = max(1, Int(((area.height + spacing) / (smallest + spacing)).rounded(.down)))
        return (smallest, columns, columns * rows)
    }

    /// Where the items stand: below the bar.
    static func shelfArea(_ context: ScreenContext) -> Rect {
        let margin = context.isCompact ? 8.0 : 16.0
        return Rect(
            x: margin, y: margin + 72, width: context.size.width - 2 * margin,
            height: context.size.height - 2 * margin - 72)
    }

    /// How many pages the items take in this window.
    static func pageCount(_ context: ScreenContext) -> Int {
        let count = context.catalog.decorations.count
        let shape = pageShape(shelfArea(context), count: count, compact: context.isCompact)
        return max(1, (count + shape.perPage - 1) / shape.perPage)
    }

    private func shelf(margin: Double, _ context: ScreenContext) -> [Node] {
        let items = context.catalog.decorations
        let area = ShopScreen.shelfArea(context)
        let shape = ShopScreen.pageShape(area, count: items.count, compact: context.isCompact)
        let pages = ShopScreen.pageCount(context)
        let current = min(page, pages - 1)
        // Back to the garden: the garden's own picture, unlike the arrows that turn the pages.
        var nodes: [Node] = [
            ScreenKit.pictureTile(
                image: context.catalog.decoration(id: "deco.sonnenblume")?.assetName ?? "",
                frame: Rect(x: margin, y: margin, width: 64, height: 64), id: ShopScreen.backID,
                label: context.text("shop.a11y.back"))
        ]
        if pages > 1 {
            nodes.append(
                pageButton(ShopScreen.previousID, forward: false, x: margin + 76, margin, current > 0, context))
            nodes.append(
                pageButton(ShopScreen.nextID, forward: true, x: margin + 148, margin, current < pages - 1, context))
        }
        let shown = Array(items.dropFirst(current * shape.perPage).prefix(shape.perPage))
        let frames = Layout.grid(
            count: shown.count, columns: shape.columns, itemSize: Size(width: shape.side, height: shape.side),
            spacing: Size(width: 10, height: 10), in: area)
        for (item, frame) in zip(shown, frames) {
            let name = context.text(item.nameKey)
            let allOwned = check(item.id, context) == .allCopiesOwned
            nodes.append(
                ScreenKit.pictureTile(
                    image: item.assetName, frame: frame, id: ShopScreen.tileID(item.id),
                    label: context.text(
                        allOwned ? "shop.a11y.all_owned" : "shop.a11y.item", .text(name), .integer(item.price))))
            if allOwned {
                // A small green tick in the corner: the garden has all it may have of this.
                let side = frame.width * 0.3
                let badge = Rect(x: frame.maxX - side - 4, y: frame.minY + 4, width: side, height: side)
                nodes.append(
                    .group([
                        .circle(center: badge.center, radius: side / 2, fill: Palette.correct),
                        Glyphs.check(in: badge.insetBy(dx: side * 0.15, dy: side * 0.15), color: Palette.white),
                    ]))
            }
        }
        return nodes
    }

    private func pageButton(
        _ id: A11yID, forward: Bool, x: Double, _ margin: Double, _ enabled: Bool, _ context: ScreenContext
    ) -> Node {
        let frame = Rect(x: x, y: margin, width: 64, height: 64)
        let glyph =
            forward ? Glyphs.forward(in: frame.insetBy(dx: 14, dy: 14)) : Glyphs.back(in: frame.insetBy(dx: 14, dy: 14))
        return Node.group(
            [
                .rect(
                    frame, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                    stroke: Stroke(color: enabled ? Palette.ink : Palette.outline, width: 2)),
                glyph,
            ], opacity: enabled ? 1 : 0.4
        ).interactive(
            id, label: context.text(forward ? "shop.a11y.next" : "shop.a11y.previous"), hitRegion: frame,
            isEnabled: enabled)
    }

    /// The chosen item large, its price as stars, and the check mark when it can be bought.
    private func card(_ item: Decoration, margin: Double, _ context: ScreenContext) -> [Node] {
        let size = context.size
        let card = Rect(
            x: margin, y: margin + 72, width: size.width - 2 * margin, height: size.height - 2 * margin - 72)
        let verdict = check(item.id, context)
        var nodes: [Node] = [
            .rect(
                card, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                stroke: Stroke(color: Palette.ink, width: 2)),
            ScreenKit.backButton(
                ShopScreen.closeID, label: context.text("shop.a11y.close"),
                center: Point(x: margin + 32, y: margin + 32)),
        ]
        let button = Size(width: 140, height: 76)
        let content = Rect(
            x: card.minX + 12, y: card.minY + 12, width: card.width - 24, height: card.height - 36 - button.height)
        // The item on one side (or on top), its price in stars on the other, each centred.
        let wide = content.width > content.height * 1.2
        let half =
            wide
            ? (
                Rect(x: content.minX, y: content.minY, width: content.width / 2, height: content.height),
                Rect(x: content.center.x, y: content.minY, width: content.width / 2, height: content.height)
            )
            : (
                Rect(x: content.minX, y: content.minY, width: content.width, height: content.height * 0.55),
                Rect(
                    x: content.minX, y: content.minY + content.height * 0.55, width: content.width,
                    height: content.height * 0.45)
            )
        let pictureSide = min(half.0.width, half.0.height) * 0.85
        let picture = Rect(center: half.0.center, size: Size(width: pictureSide, height: pictureSide))
        let starsArea = half.1.insetBy(dx: 8, dy: 8)
        let name = context.text(item.nameKey)
        nodes.append(
            Node.image(item.assetName, frame: picture).interactive(
                ShopScreen.chosenID, label: name, role: .image))
        let have = min(balance, item.price)
        let costLabel =
            verdict == .allCopiesOwned
            ? context.text("shop.a11y.all_owned", .text(name))
            : context.strings.text("shop.a11y.cost", .integer(item.price), .integer(have))
        nodes.append(
            ShopScreen.priceStars(count: item.price, filled: have, in: starsArea).interactive(
                ShopScreen.costID, label: costLabel, role: .image))
        if verdict == .possible {
            nodes.append(
                BigButton(
                    frame: Rect(
                        x: card.center.x - button.width / 2, y: card.maxY - 12 - button.height, width: button.width,
                        height: button.height), icon: .check, id: ShopScreen.confirmID,
                    label: context.text("shop.a11y.confirm", .text(name))
                ).node())
        }
        return nodes
    }

    /// `count` stars in rows of ten, centred in `area`: the first `filled` golden, the rest as
    /// soft outlines (the stars still to collect).
    static func priceStars(count: Int, filled: Int, in area: Rect) -> Node {
        let columns = min(10, max(1, count))
        let rows = (count + columns - 1) / columns
        let side = max(8, min(area.width / Double(columns), area.height / Double(rows), 52))
        let frames = Layout.grid(
            count: count, columns: columns, itemSize: Size(width: side * 0.9, height: side * 0.9),
            spacing: Size(width: side * 0.1, height: side * 0.1), in: area)
        return .group(
            frames.enumerated().map { index, frame in
                index < filled
                    ? Glyphs.star(in: frame)
                    : Glyphs.star(in: frame, fill: Palette.surface, stroke: Stroke(color: Palette.outline, width: 1.5))
            })
    }
}

import ZKAudio
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKRewards
import ZKScene

/// S-14: the sticker album (docs/rewards.md#zahlenfreunde-friends-s-13). Fixed pages of the 86 stickers; a child turns them by a
/// sideways swipe anywhere on the page, the left and right arrows of the keyboard, or a tap on
/// the arrows at the bottom. Earned stickers sit in their frames; the others are soft outlines.
struct AlbumScreen: ScreenModel {
    static let homeID = A11yID(.stickerAlbum, "home")
    static let previousID = A11yID(.stickerAlbum, "previous")
    static let nextID = A11yID(.stickerAlbum, "next")
    /// The page itself: scrolled sideways by a swipe or the arrow keys.
    static let pageID = A11yID(.stickerAlbum, "page")
    /// A swipe this long turns one page.
    static let swipe = 60.0
    /// After a turn, a swipe still going on turns no further page for this long.
    static let settle = 0.35

    let album: StickerAlbum
    var page = 0
    /// The sideways distance swiped since the last turn.
    var swiped = 0.0
    var turnedAt = -1.0

    var screenID: ScreenID { .stickerAlbum }
    var destination: Destination { .child(.album(self)) }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .tap(AlbumScreen.homeID): return [.open(.round(.home), saying: nil)]
        case .tap(AlbumScreen.previousID): return turn(by: -1, context)
        case .tap(AlbumScreen.nextID): return turn(by: 1, context)
        case .input(.scroll(AlbumScreen.pageID, delta: let delta)):
            guard context.time - turnedAt >= AlbumScreen.settle else { return [] }
            swiped += delta
            guard abs(swiped) >= AlbumScreen.swipe else { return [] }
            return turn(by: swiped > 0 ? 1 : -1, context)
        default: return []
        }
    }

    private mutating func turn(by step: Int, _ context: ScreenContext) -> [AppEffect] {
        swiped = 0
        let next = min(max(0, page + step), album.pages.count - 1)
        guard next != page else { return [.audio(.effect(.effect("soft")))] }
        page = next
        turnedAt = context.time
        return [.audio(.effect(.effect("tap")))]
    }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let margin = context.isCompact ? 8.0 : 16.0
        let bar = 64.0
        let sheet = Rect(
            x: margin, y: margin + bar + 8, width: size.width - 2 * margin,
            height: size.height - 2 * margin - 2 * bar - 16
        )
        let places = album.pages.indices.contains(page) ? album.pages[page] : []
        var nodes: [Node] = [
            ScreenKit.root(
                .stickerAlbum,
                label: context.strings.text(
                    "album.a11y.count", .integer(album.earnedCount), .integer(album.totalCount)),
                in: context),
            ScreenKit.homeButton(
                AlbumScreen.homeID, label: context.text("round_end.a11y.home"),
                center: Point(x: margin + 32, y: margin + 32)),
        ]
        let bottom = size.height - margin - bar
        let dots = Rect(x: margin + bar + 12, y: bottom, width: size.width - 2 * margin - 2 * bar - 24, height: bar)
        let paper = Node.rect(
            sheet, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
            stroke: Stroke(color: Palette.ink, width: 2))
        // The page: its drawing takes the swipes, its strip of page dots the focus and the taps.
        nodes.append(
            paper.interactive(
                AlbumScreen.pageID,
                label: context.text("album.a11y.page", .integer(page + 1), .integer(album.pages.count)),
                role: .scrollable, hitRegion: dots))
        let frames = Layout.fittingSquares(
            count: places.count, maximumSide: 150, spacing: context.isCompact ? 8 : 16,
            in: sheet.insetBy(dx: 10, dy: 10)
        ).frames
        for (place, frame) in zip(places, frames) {
            nodes.append(sticker(place, frame: frame, context))
        }
        nodes.append(pageDots(in: dots))
        nodes.append(arrow(AlbumScreen.previousID, forward: false, x: margin, y: bottom, page > 0, context))
        nodes.append(
            arrow(
                AlbumScreen.nextID, forward: true, x: size.width - margin - bar, y: bottom,
                page < album.pages.count - 1, context))
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    private func sticker(_ place: StickerAlbum.Place, frame: Rect, _ context: ScreenContext) -> Node {
        let id = A11yID(.stickerAlbum, "sticker", place.sticker.id)
        let name = context.text(place.sticker.nameKey)
        guard place.isEarned else {
            let side = min(frame.width, frame.height) * 0.44
            return Node.circle(
                center: frame.center, radius: side, fill: nil,
                stroke: Stroke(color: Palette.outline.withOpacity(0.45), width: 3)
            ).interactive(id, label: context.text("album.a11y.empty"), role: .image)
        }
        return Node.group([
            .image(place.sticker.frameAssetName, frame: frame),
            .image(place.sticker.assetName, frame: frame.insetBy(dx: frame.width * 0.2, dy: frame.height * 0.2)),
        ]).interactive(id, label: name, role: .image)
    }

    private func pageDots(in strip: Rect) -> Node {
        let count = album.pages.count
        let side = min(14, strip.width / Double(max(1, 2 * count)))
        let frames = Layout.row(count: count, itemSize: Size(width: side, height: side), spacing: side, in: strip)
        return .group(
            frames.enumerated().map { index, frame in
                .circle(
                    center: frame.center, radius: side / 2, fill: index == page ? Palette.accent : Palette.surface,
                    stroke: Stroke(color: Palette.ink, width: 1.5))
            })
    }

    private func arrow(
        _ id: A11yID, forward: Bool, x: Double, y: Double, _ enabled: Bool, _ context: ScreenContext
    ) -> Node {
        let frame = Rect(x: x, y: y, width: 64, height: 64)
        let inner = frame.insetBy(dx: 14, dy: 14)
        return Node.group(
            [
                .circle(
                    center: frame.center, radius: 32, fill: Palette.surface,
                    stroke: Stroke(color: enabled ? Palette.ink : Palette.outline, width: 3)),
                forward ? Glyphs.forward(in: inner) : Glyphs.back(in: inner),
            ], opacity: enabled ? 1 : 0.4
        ).interactive(
            id, label: context.text(forward ? "album.a11y.next" : "album.a11y.previous"), hitRegion: frame,
            isEnabled: enabled)
    }
}

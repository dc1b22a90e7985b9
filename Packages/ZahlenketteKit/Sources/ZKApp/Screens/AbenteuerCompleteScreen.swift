import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-10: today's Abenteuer is done (docs/rewards.md#stars-ledger, 14.4): its five stars fly out, and every third
/// time the new sticker shows with its name; else the three games of the trail. One way on: home.
struct AbenteuerCompleteScreen: ScreenModel, Equatable {
    static let homeID = A11yID(.abenteuerComplete, "home")
    static let starsID = A11yID(.abenteuerComplete, "stars")
    static let stickerID = A11yID(.abenteuerComplete, "sticker")

    let games: [GameID]
    /// The stars the completion added: 5, or none when it had been counted before.
    let stars: Int
    /// The Abenteuer sticker this completion put in the album.
    let sticker: Sticker?
    let finishedAt: Double

    var screenID: ScreenID { .abenteuerComplete }
    var destination: Destination { .child(.abenteuerComplete(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        intent == .tap(AbenteuerCompleteScreen.homeID) ? [.open(.round(.home), saying: nil)] : []
    }

    func isAnimating(_ context: ScreenContext) -> Bool {
        context.time - finishedAt < Motion.celebration
    }

    func scene(_ context: ScreenContext) -> Scene {
        let model = self
        let size = context.size
        let compact = context.isCompact
        let starSide: Double = compact ? 40 : 56
        let starRow = Layout.row(
            count: model.stars, itemSize: Size(width: starSide, height: starSide), spacing: 8,
            in: Rect(x: Metrics.margin, y: size.height * 0.2, width: size.width - 2 * Metrics.margin, height: starSide))
        var nodes: [Node] = [
            ScreenKit.root(.abenteuerComplete, label: context.text("abenteuer_complete.title"), in: context),
            ScreenKit.title(context.text("abenteuer_complete.title"), in: context, top: size.height * 0.06),
            Node.group(starRow.map { Glyphs.star(in: $0, stroke: Stroke(color: Palette.ink, width: 2)) }).interactive(
                AbenteuerCompleteScreen.starsID,
                label: context.strings.text("abenteuer_complete.stars", .integer(model.stars)), role: .image),
        ]
        let center = Point(x: size.width / 2, y: size.height * 0.48)
        if let sticker = model.sticker {
            nodes.append(AbenteuerCompleteScreen.sticker(sticker, center: center, side: compact ? 124 : 210, context))
        } else {
            let side: Double = compact ? 72 : 110
            let frames = Layout.row(
                count: model.games.count, itemSize: Size(width: side, height: side), spacing: Metrics.targetSpacing * 2,
                in: Rect(x: 0, y: center.y - side / 2, width: size.width, height: side))
            for (game, frame) in zip(model.games, frames) {
                nodes.append(
                    .group([
                        .rect(
                            frame, cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                            stroke: Stroke(color: Palette.ink, width: 2)),
                        .image(
                            context.catalog.game(game)?.iconAssetName ?? "",
                            frame: frame.insetBy(dx: side * 0.12, dy: side * 0.12)),
                    ]))
            }
        }
        nodes.append(
            StarBurst(
                center: Point(x: size.width / 2, y: size.height * 0.2 + starSide / 2), radius: min(160, size.width / 3),
                start: model.finishedAt, reduceMotion: context.reduceMotion
            ).node(at: context.time))
        let button = Size(width: compact ? 150 : 200, height: compact ? 80 : 90)
        nodes.append(
            BigButton(
                frame: Rect(
                    x: (size.width - button.width) / 2, y: size.height - Metrics.margin - button.height,
                    width: button.width, height: button.height),
                icon: .house, id: AbenteuerCompleteScreen.homeID, label: context.text("round_end.a11y.home")
            ).node())
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    /// The new sticker in its Abenteuer frame, its name underneath.
    private static func sticker(_ sticker: Sticker, center: Point, side: Double, _ context: ScreenContext) -> Node {
        let frame = Rect(center: center, size: Size(width: side, height: side))
        let name = context.text(sticker.nameKey)
        return Node.group([
            .image(sticker.frameAssetName, frame: frame),
            .image(sticker.assetName, frame: frame.insetBy(dx: side * 0.24, dy: side * 0.24)),
            .text(
                name, frame: Rect(x: 0, y: frame.maxY + 4, width: context.size.width, height: 32),
                style: TextStyle(size: 24, weight: .bold, color: Palette.ink)),
        ]).interactive(
            AbenteuerCompleteScreen.stickerID, label: context.text("abenteuer_complete.a11y.sticker", .text(name)),
            role: .image, hitRegion: frame)
    }
}

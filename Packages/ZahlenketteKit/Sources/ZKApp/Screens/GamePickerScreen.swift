import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-06: the registered games as picture tiles; only games whose content is valid appear.
struct GamePickerScreen: ScreenModel {
    /// `S06.home`: back to the child home.
    static let homeID = A11yID(.gamePicker, "home")

    let games: [GameID]
    /// Games a grown-up can open: a soft lock on the tile, no price (docs/store.md#s-24).
    var locked: Set<GameID> = []

    var screenID: ScreenID { .gamePicker }
    var destination: Destination { .child(.gamePicker(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard case .input(.tap(let id)) = intent else { return [] }
        if id == GamePickerScreen.homeID { return [.open(.round(.home), saying: nil)] }
        guard let game = games.first(where: { A11yID.gameTile($0) == id }) else { return [] }
        return [.play(.chooseGame(game))]
    }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        // Below the house; all games at once, as big as the window allows (twelve fit a 375 pt
        // square at the child target size).
        let top: Double = context.isCompact ? 84 : 110
        let area = Rect(
            x: Metrics.margin, y: top, width: size.width - 2 * Metrics.margin,
            height: size.height - top - Metrics.margin)
        let spacing = context.isCompact ? 10.0 : Metrics.targetSpacing * 2
        let frames = Layout.fittingSquares(count: games.count, maximumSide: 150, spacing: spacing, in: area).frames
        var nodes: [Node] = [
            ScreenKit.root(.gamePicker, label: context.text("game_picker.a11y.title"), in: context),
            ScreenKit.homeButton(
                GamePickerScreen.homeID, label: context.text("round_end.a11y.home"),
                center: Point(x: Metrics.margin + 32, y: Metrics.margin + 32)),
        ]
        for (game, frame) in zip(games, frames) {
            let config = context.catalog.game(game)
            let title = config.map { context.text($0.titleKey) } ?? game.rawValue
            let isLocked = locked.contains(game)
            nodes.append(
                ScreenKit.pictureTile(
                    image: config?.iconAssetName ?? "", frame: frame, id: .gameTile(game),
                    label: context.text(isLocked ? "game_picker.a11y.locked" : "game_picker.a11y.game", .text(title))))
            if isLocked {
                // A gentle badge in the tile's lower right corner, inside the tile.
                let side = frame.width * 0.3
                let badge = Rect(x: frame.maxX - side - 6, y: frame.maxY - side - 6, width: side, height: side)
                nodes.append(
                    .group([
                        .circle(
                            center: badge.center, radius: side / 2, fill: Palette.surface,
                            stroke: Stroke(color: Palette.outline, width: 2)),
                        Glyphs.lock(in: badge.insetBy(dx: side * 0.18, dy: side * 0.18)),
                    ]))
            }
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}

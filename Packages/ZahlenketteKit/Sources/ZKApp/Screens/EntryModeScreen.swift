import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// S-07 before a game with several ways in (docs/games.md#entdecken, Entdecken: the magnifier opens free
/// explore, the counting hand Zähl mit): one picture per entry mode, and the house back home.
struct EntryModeScreen: ScreenModel {
    static let homeID = A11yID.gameHome

    let game: GameID
    let modes: [GameEntryMode]

    var screenID: ScreenID { .gameContainer }
    var destination: Destination { .child(.entryMode(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard case .input(.tap(let id)) = intent else { return [] }
        if id == EntryModeScreen.homeID { return [.open(.round(.home), saying: nil)] }
        guard let mode = modes.first(where: { $0.id(in: game) == id }) else { return [] }
        return [.play(.startRound(game, mode: mode.mode))]
    }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let side: Double = context.isCompact ? 140 : 220
        let frames = Layout.row(
            count: modes.count, itemSize: Size(width: side, height: side), spacing: Metrics.targetSpacing * 4,
            in: Rect(
                x: 0, y: GameContainerScreen.barHeight, width: size.width,
                height: size.height - GameContainerScreen.barHeight))
        let title = context.catalog.game(game).map { context.text($0.titleKey) } ?? ""
        var nodes: [Node] = [
            ScreenKit.root(.gameContainer, label: title, in: context),
            ScreenKit.homeButton(
                EntryModeScreen.homeID, label: context.text("round_end.a11y.home"),
                center: Point(x: size.width - Metrics.margin - 36, y: GameContainerScreen.barHeight / 2)),
        ]
        for (mode, frame) in zip(modes, frames) {
            nodes.append(
                ScreenKit.pictureTile(
                    image: mode.pictureAsset, frame: frame, id: mode.id(in: game), label: context.text(mode.labelKey)))
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}

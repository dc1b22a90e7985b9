import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-07 before Entdecken starts (games.md 11.1): the magnifier opens free explore, the counting
/// hand a Zähl-mit round. Pictures only; the house goes back home.
enum EntdeckenModeScreen {
    static let exploreID = A11yID.gameElement(.entdecken, "modeExplore")
    static let countID = A11yID.gameElement(.entdecken, "modeCount")
    static let homeID = A11yID.gameHome

    static func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let side: Double = context.isCompact ? 140 : 220
        let frames = Layout.row(
            count: 2, itemSize: Size(width: side, height: side), spacing: Metrics.targetSpacing * 4,
            in: Rect(
                x: 0, y: GameContainerScreen.barHeight, width: size.width,
                height: size.height - GameContainerScreen.barHeight))
        let title = context.catalog.game(.entdecken).map { context.text($0.titleKey) } ?? ""
        let figures = context.catalog.game(.entdecken)?.figureAssetNames ?? []
        return Scene(
            size: size, background: Palette.canvas,
            nodes: [
                ScreenKit.root(.gameContainer, label: title, in: context),
                ScreenKit.homeButton(
                    homeID, label: context.text("round_end.a11y.home"),
                    center: Point(x: size.width - Metrics.margin - 36, y: GameContainerScreen.barHeight / 2)),
                ScreenKit.pictureTile(
                    image: figures.first { $0.contains("lupe") } ?? "", frame: frames[0], id: exploreID,
                    label: context.text("game.entdecken.a11y.explore")),
                ScreenKit.pictureTile(
                    image: figures.first { $0.contains("hand") } ?? "", frame: frames[1], id: countID,
                    label: context.text("game.entdecken.a11y.count")),
            ])
    }
}

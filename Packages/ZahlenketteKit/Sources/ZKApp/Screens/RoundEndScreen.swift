import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-08: the round is done: the stars it earned, then another round or home.
struct RoundEndScreen: ScreenModel, Equatable {
    /// `S08.stars`: the stars the round earned.
    static let starsID = A11yID(.roundEnd, "stars")

    var gameID: GameID
    var starsEarned: Int
    var balance: Int
    var finishedAt: Double

    var screenID: ScreenID { .roundEnd }
    var destination: Destination { .child(.roundEnd(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .tap(.roundEndHome): [.open(.round(.home), saying: nil)]
        case .tap(.roundEndContinue): [.play(.startRound(gameID, mode: .standard))]
        default: []
        }
    }

    func isAnimating(_ context: ScreenContext) -> Bool {
        context.time - finishedAt < Motion.celebration
    }

    func scene(_ context: ScreenContext) -> Scene {
        let model = self
        let size = context.size
        let compact = context.isCompact
        let starSide: Double = compact ? 36 : 52
        let shown = min(model.starsEarned, 10)
        let starRow = Layout.row(
            count: shown, itemSize: Size(width: starSide, height: starSide), spacing: 6,
            in: Rect(x: Metrics.margin, y: size.height * 0.3, width: size.width - 2 * Metrics.margin, height: starSide))
        var nodes: [Node] = [
            ScreenKit.root(.roundEnd, label: context.text("round_end.title"), in: context),
            ScreenKit.title(context.text("round_end.title"), in: context, top: size.height * 0.12),
        ]
        nodes.append(
            Node.group(starRow.map { Glyphs.star(in: $0, stroke: Stroke(color: Palette.ink, width: 2)) }).interactive(
                RoundEndScreen.starsID,
                label: context.strings.text("round_end.stars", .integer(model.starsEarned)), role: .image))
        nodes.append(
            StarBurst(
                center: Point(x: size.width / 2, y: size.height * 0.3 + starSide / 2), radius: min(140, size.width / 3),
                start: model.finishedAt, reduceMotion: context.reduceMotion
            ).node(at: context.time))
        let button = Size(width: compact ? 150 : 200, height: 90)
        let buttons = Layout.row(
            count: 2, itemSize: button, spacing: Metrics.targetSpacing * 3,
            in: Rect(x: 0, y: size.height * 0.62, width: size.width, height: button.height))
        nodes.append(
            BigButton(frame: buttons[0], icon: .house, id: .roundEndHome, label: context.text("round_end.a11y.home"))
                .node())
        nodes.append(
            BigButton(
                frame: buttons[1], icon: .play, id: .roundEndContinue, label: context.text("round_end.a11y.continue")
            )
            .node())
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}

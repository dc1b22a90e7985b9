import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-15: a game a grown-up can open (docs/store.md#s-24). A picture of a grown-up beside a child and the
/// game's soft lock; no price, no purchase prompt. The house goes back to the games; "Für
/// Erwachsene" opens the gate and behind it S-24 (spec J-06: the parent area from S-15).
struct AskParentScreen: ScreenModel {
    static let backID = A11yID(.askParent, "back")
    static let grownUpID = A11yID(.askParent, "grownUp")

    let game: GameID

    var screenID: ScreenID { .askParent }
    var destination: Destination { .child(.askParent(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .tap(AskParentScreen.backID): [.open(.round(.gamePicker), saying: nil)]
        case .tap(AskParentScreen.grownUpID): [.open(.subscription(returnTo: .round(.gamePicker)), saying: nil)]
        default: []
        }
    }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let compact = context.isCompact
        let side: Double = compact ? 120 : 200
        let top = size.height * 0.12
        let icon = context.catalog.game(game)?.iconAssetName ?? ""
        var nodes: [Node] = [
            ScreenKit.root(.askParent, label: context.text("ask_parent.title"), in: context),
            ScreenKit.homeButton(
                AskParentScreen.backID, label: context.text("ask_parent.a11y.back"),
                center: Point(x: Metrics.margin + 32, y: Metrics.margin + 32)),
            .image(icon, frame: Rect(x: size.width / 2 - side - 10, y: top, width: side, height: side)),
            Glyphs.lock(
                in: Rect(x: size.width / 2 - side * 0.45, y: top + side * 0.55, width: side * 0.5, height: side * 0.5)),
            Glyphs.grownUpAndChild(in: Rect(x: size.width / 2 + 10, y: top, width: side, height: side)),
        ]
        let text = ParentKit.paragraph(
            context.text("ask_parent.title"), at: Point(x: Metrics.margin, y: top + side + 20),
            width: size.width - 2 * Metrics.margin, size: compact ? 18 : 24, weight: .bold, alignment: .center)
        nodes += text.nodes
        let button = Rect(x: (size.width - 220) / 2, y: size.height - Metrics.margin - 60, width: 220, height: 60)
        nodes.append(
            ParentKit.button(context.text("ask_parent.grown_up"), frame: button, id: AskParentScreen.grownUpID))
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}

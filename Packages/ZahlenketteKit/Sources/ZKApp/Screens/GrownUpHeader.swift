import ZKCore
import ZKDesignSystem
import ZKScene

/// The top of S-24 and the developer panel: a word button at the left (back, close), the heading
/// centred on the window when there is room for it, else beside the button, and below them the
/// page's frame.
struct GrownUpHeader {
    let button: Rect
    let title: Rect
    let page: Rect

    init(size: Size, buttonWidth: Double) {
        button = Rect(x: Metrics.margin, y: Metrics.margin, width: buttonWidth, height: 60)
        let side = button.maxX + 12
        let centred = size.width - 2 * side
        title =
            centred >= 160
            ? Rect(x: side, y: Metrics.margin, width: centred, height: 60)
            : Rect(x: side, y: Metrics.margin, width: max(0, size.width - side - Metrics.margin), height: 60)
        page = Rect(
            x: Metrics.margin, y: button.maxY + 12, width: size.width - 2 * Metrics.margin,
            height: max(0, size.height - button.maxY - 12 - Metrics.margin))
    }

    /// The whole screen: the root, the button, the heading and the page's `content` at `offset`, in
    /// `display` (S-24 passes the parent's display mode, the developer panel the standard one).
    func scene(
        _ screen: ScreenID, heading: String, button text: String, id: A11yID, page: ScrollPage, content: [Node],
        offset: Double, pageLabel: String, context: ScreenContext, display: ParentDisplay = .standard
    ) -> Scene {
        let palette = display.palette
        let size = ScreenKit.fittingSize(
            heading, preferred: display.text(ParentKit.titleSize), width: title.width, weight: .bold)
        let nodes: [Node] = [
            ScreenKit.root(screen, label: heading, in: context),
            ParentKit.button(text, frame: button, id: id, display: display),
            Node.text(heading, frame: title, style: TextStyle(size: size, weight: .bold, color: palette.ink))
                .interactive(A11yID(screen, "title"), label: heading, role: .header),
        ]
        return Scene(
            size: context.size, background: palette.background,
            nodes: nodes + page.nodes(content, offset: offset, label: pageLabel, palette: palette))
    }
}

import ZKCore
import ZKDesignSystem
import ZKScene
import ZKStore

/// The sandbox's developer panel (issue 17, `--store sandbox` only; D-1014): the simulated
/// account's state and the store's clock, then one button per operation of
/// `SandboxControl.panel(for:)`: move time, and trigger every event of docs/store.md#the-state-machine and the
/// failures a real store shows. It covers whatever was open, which waits underneath (a round
/// pauses, as when the window loses focus) and comes back when the panel closes.
struct DeveloperPanelScreen: ScreenModel {
    static let closeID = A11yID(.subscription, "sandbox", "close")
    static let pageID = A11yID(.subscription, "sandboxPage")

    static func controlID(_ control: SandboxControl) -> A11yID {
        A11yID(.subscription, "sandbox", control.identifier)
    }

    var account: SandboxAccount
    /// The account's state and the store's date, for the first lines.
    var status: [StoreText]
    /// What the last operation did when the state machine refused it.
    var outcome: StoreText?
    var scroll = 0.0

    var screenID: ScreenID { .subscription }
    var destination: Destination { .developerPanel(self) }

    var controls: [SandboxControl] { SandboxControl.panel(for: account) }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .input(.scroll(DeveloperPanelScreen.pageID, let delta)):
            scroll = layout(context).page.clamped(scroll + delta)
            return []
        case .input(.tap(DeveloperPanelScreen.closeID)):
            return [.store(.togglePanel)]
        case .input(.tap(let id)):
            guard let control = controls.first(where: { DeveloperPanelScreen.controlID($0) == id }) else { return [] }
            return [.store(.sandbox(control))]
        default:
            return []
        }
    }

    struct Layout {
        let header: GrownUpHeader
        let page: ScrollPage
        let content: [Node]
    }

    func layout(_ context: ScreenContext) -> Layout {
        let header = GrownUpHeader(size: context.size, buttonWidth: 150)
        let frame = header.page
        var content = self.content(in: frame, width: frame.width, context: context)
        if content.height > frame.height {
            content = self.content(in: frame, width: frame.width - ScrollPage.gutter, context: context)
        }
        return Layout(
            header: header,
            page: ScrollPage(id: DeveloperPanelScreen.pageID, frame: frame, contentHeight: content.height),
            content: content.nodes)
    }

    /// The status lines, the refusal if any, and the buttons in as many columns of at least
    /// 300 pt as fit (the longest caption fits one at a readable size).
    private func content(in frame: Rect, width: Double, context: ScreenContext) -> (nodes: [Node], height: Double) {
        var nodes: [Node] = []
        var y = frame.minY
        for line in status + [outcome].compactMap({ $0 }) {
            let paragraph = ParentKit.paragraph(
                context.text(line), at: Point(x: frame.minX, y: y), width: width, size: ParentKit.textSize,
                weight: line == outcome ? .bold : .regular)
            nodes += paragraph.nodes
            y += paragraph.height + 6
        }
        y += 8
        let spacing = 12.0
        let columns = max(1, Int((width + spacing) / (300 + spacing)))
        let buttonWidth = (width - Double(columns - 1) * spacing) / Double(columns)
        for (index, control) in controls.enumerated() {
            let frame = Rect(
                x: frame.minX + Double(index % columns) * (buttonWidth + spacing),
                y: y + Double(index / columns) * (60 + spacing), width: buttonWidth, height: 60)
            nodes.append(
                ParentKit.button(context.text(control.label), frame: frame, id: DeveloperPanelScreen.controlID(control))
            )
        }
        let rows = (controls.count + columns - 1) / columns
        y += Double(rows) * (60 + spacing) - spacing
        return (nodes, y - frame.minY)
    }

    func scene(_ context: ScreenContext) -> Scene {
        let layout = layout(context)
        let heading = context.text("sandbox.panel.title")
        return layout.header.scene(
            .subscription, heading: heading, button: context.text("sandbox.panel.close"),
            id: DeveloperPanelScreen.closeID, page: layout.page, content: layout.content, offset: scroll,
            pageLabel: heading, context: context)
    }
}

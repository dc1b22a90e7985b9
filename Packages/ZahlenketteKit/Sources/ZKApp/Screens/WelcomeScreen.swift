import ZKCore
import ZKDesignSystem
import ZKScene

/// S-02: the first launch greets the parent and leads to creating a profile.
struct WelcomeScreen: ScreenModel {
    var screenID: ScreenID { .welcome }
    var destination: Destination { .welcome(self) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        intent == .tap(.welcomeStart) ? [.gate(.open(.addProfile))] : []
    }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let width = min(size.width - 2 * Metrics.margin, 640)
        let left = (size.width - width) / 2
        let title = context.text("welcome.title", .text(context.text("brand.app_name")))
        let body = Paragraph(
            context.text("welcome.body"), width: width,
            style: TextStyle(size: context.isCompact ? 17 : 22, color: Palette.ink))
        let buttonSize = Size(width: 300, height: 80)
        let buttonTop = size.height - Metrics.margin * 2 - buttonSize.height
        let titleTop = max(Metrics.margin, (buttonTop - body.height - 120) / 2)
        var nodes: [Node] = [
            ScreenKit.root(.welcome, label: title, in: context),
            ScreenKit.title(title, in: context, top: titleTop),
        ]
        nodes += body.nodes(in: Rect(x: left, y: titleTop + 64, width: width, height: body.height))
        nodes.append(
            BigButton(
                frame: Rect(
                    x: (size.width - buttonSize.width) / 2, y: buttonTop, width: buttonSize.width,
                    height: buttonSize.height),
                icon: .play, title: context.text("welcome.start"), id: .welcomeStart,
                label: context.text("welcome.a11y.start")
            ).node())
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}

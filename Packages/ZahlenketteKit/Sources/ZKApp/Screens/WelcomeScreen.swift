import ZKCore
import ZKDesignSystem
import ZKScene

/// S-02: the first launch greets the parent, offers the app's languages (a picture and each
/// language's own name, docs/content.md#9-languages) and leads to creating a profile.
struct WelcomeScreen: ScreenModel {
    var screenID: ScreenID { .welcome }
    var destination: Destination { .entry(.welcome(self)) }

    static func languageID(_ language: String) -> A11yID { A11yID(.welcome, "language", language) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if intent == .tap(.welcomeStart) { return [.gate(.open(.addProfile))] }
        for language in context.catalog.manifest.languages where intent == .tap(WelcomeScreen.languageID(language)) {
            return [.onboarding(.chooseLanguage(language))]
        }
        return []
    }

    /// One tile per language: a speech bubble and the language's own name; the current one is
    /// filled. Nothing when the content offers one language.
    private func languageTiles(_ context: ScreenContext, bottom: Double) -> [Node] {
        let languages = context.catalog.manifest.languages
        guard languages.count > 1 else { return [] }
        let gap = Metrics.targetSpacing * 2
        let room =
            (context.size.width - 2 * Metrics.margin - Double(languages.count - 1) * gap) / Double(languages.count)
        let tile = Size(width: min(200, room), height: 72)
        let total = Double(languages.count) * tile.width + Double(languages.count - 1) * gap
        var x = (context.size.width - total) / 2
        var nodes: [Node] = []
        for language in languages {
            let frame = Rect(x: x, y: bottom - tile.height, width: tile.width, height: tile.height)
            let name = context.text("language.\(language).name")
            let chosen = language == context.catalog.language
            let icon = Rect(x: frame.minX + 12, y: frame.center.y - 22, width: 44, height: 44)
            let tileNodes: [Node] = [
                .rect(
                    frame, cornerRadius: Metrics.cornerRadius, fill: chosen ? Palette.accentSoft : Palette.surface,
                    stroke: Stroke(color: chosen ? Palette.ink : Palette.outline, width: chosen ? 3 : 1.5)),
                Glyphs.speechBubble(in: icon, fill: chosen ? Palette.accent : Palette.white),
                .text(
                    name,
                    frame: Rect(
                        x: icon.maxX + 8, y: frame.minY, width: frame.maxX - icon.maxX - 16, height: frame.height),
                    style: TextStyle(
                        size: ScreenKit.fittingSize(
                            name, preferred: 24, width: frame.maxX - icon.maxX - 16, weight: .bold),
                        weight: .bold, color: Palette.ink)),
            ]
            nodes.append(
                Node.group(tileNodes).interactive(
                    WelcomeScreen.languageID(language), label: name, audience: .parent, hitRegion: frame,
                    isSelected: chosen))
            x += tile.width + gap
        }
        return nodes
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
        let tiles = languageTiles(context, bottom: buttonTop - Metrics.margin)
        let tilesHeight = tiles.isEmpty ? 0.0 : 72 + Metrics.margin
        let titleTop = max(Metrics.margin, (buttonTop - tilesHeight - body.height - 120) / 2)
        var nodes: [Node] = [
            ScreenKit.root(.welcome, label: title, in: context),
            ScreenKit.title(title, in: context, top: titleTop),
        ]
        nodes += body.nodes(in: Rect(x: left, y: titleTop + 64, width: width, height: body.height))
        nodes += tiles
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

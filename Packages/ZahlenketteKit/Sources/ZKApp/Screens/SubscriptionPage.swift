import ZKCore
import ZKDesignSystem
import ZKScene
import ZKStore

/// The scrolling content of S-24 laid out in one column from the top of `frame`: status lines,
/// the offer (heading, the premium games, the plans, the terms, the buy button), restore and
/// manage, the two links and the note a link opened (docs/store.md#s-24). Sizes and colours follow
/// the parent's display mode (docs/usability.md#display-modes-for-grown-ups); the page scrolls, so
/// larger words take more lines.
struct SubscriptionPage {
    static let gap = 16.0
    static let buttonHeight = 60.0

    private(set) var nodes: [Node] = []
    /// The height of the content from the top of the frame.
    private(set) var height = 0.0
    /// Status lines so far; each is the element `S24.message.<n>`, counted from 1.
    private var messages = 0

    private let left: Double
    private let width: Double
    private let top: Double
    private let context: ScreenContext
    private let display: ParentDisplay
    private var palette: ParentPalette { display.palette }
    /// The yearly plan's badge: 26 pt tall at the normal text size, growing with its word.
    private var badgeHeight: Double { display.text(26) }

    init(
        paywall: PaywallModel, note: SubscriptionScreen.Note?, frame: Rect, reservesGutter: Bool,
        context: ScreenContext
    ) {
        let available = frame.width - (reservesGutter ? ScrollPage.gutter : 0)
        width = min(available, 720)
        left = frame.minX + (available - width) / 2
        top = frame.minY
        self.context = context
        display = context.parentDisplay
        for message in paywall.messages { addMessage(context.text(message)) }
        if let title = paywall.title { addParagraph(context.text(title), size: 24, weight: .bold) }
        if !paywall.games.isEmpty { addGames(paywall.games) }
        if !paywall.plans.isEmpty { addPlans(paywall.plans) }
        if let terms = paywall.terms { addParagraph(context.text(terms), size: ParentKit.textSize) }
        if let buy = paywall.buy { addButtons([buy], prominent: true) }
        addButtons([paywall.restore, paywall.manage].compactMap { $0 }, prominent: false)
        addButtons(paywall.links, prominent: false, minimumWidth: 170)
        if let note {
            addParagraph(
                context.text(note == .terms ? "subscription.note.terms" : "subscription.note.privacy"),
                size: ParentKit.textSize)
        }
    }

    private var cursor: Double { top + height + (height > 0 ? SubscriptionPage.gap : 0) }

    private mutating func place(_ added: [Node], height block: Double) {
        let start = cursor - top
        nodes += added
        height = start + block
    }

    /// A status line on a soft band: "Kauf wartet auf Bestätigung", "Abo beendet am …".
    private mutating func addMessage(_ text: String) {
        let paragraph = ParentKit.paragraph(
            text, at: Point(x: left + 12, y: cursor + 10), width: width - 24,
            size: ParentColumn.paragraphSize(text, normal: 19, width: width - 24, weight: .bold, display: display),
            weight: .bold, color: palette.ink)
        let band = Rect(x: left, y: cursor, width: width, height: paragraph.height + 20)
        messages += 1
        let marker = Node.rect(band, cornerRadius: 12, fill: palette.highlight)
            .interactive(A11yID(.subscription, "message", String(messages)), label: text, role: .header)
        place([marker] + paragraph.nodes, height: band.height)
    }

    /// Wrapped text; `size` is the normal size, drawn at the chosen text size (smaller for a word
    /// longer than the column).
    private mutating func addParagraph(_ text: String, size: Double, weight: FontWeight = .regular) {
        let paragraph = ParentKit.paragraph(
            text, at: Point(x: left, y: cursor), width: width,
            size: ParentColumn.paragraphSize(text, normal: size, width: width, weight: weight, display: display),
            weight: weight, color: palette.ink)
        place(paragraph.nodes, height: paragraph.height)
    }

    /// The premium games' pictures: one row when they fit at a recognisable size, else two.
    private mutating func addGames(_ games: [GameID]) {
        let spacing = 8.0
        var perRow = games.count
        var side = min(72, (width - Double(perRow - 1) * spacing) / Double(perRow))
        if side < 28 {
            perRow = (games.count + 1) / 2
            side = min(72, (width - Double(perRow - 1) * spacing) / Double(perRow))
        }
        let rows = (games.count + perRow - 1) / perRow
        let rowWidth = Double(perRow) * side + Double(perRow - 1) * spacing
        let start = cursor
        var added: [Node] = []
        for (index, game) in games.enumerated() {
            let frame = Rect(
                x: left + (width - rowWidth) / 2 + Double(index % perRow) * (side + spacing),
                y: start + Double(index / perRow) * (side + spacing), width: side, height: side)
            let icon = context.catalog.game(game)?.iconAssetName ?? ""
            let title = context.catalog.game(game).map { context.text($0.titleKey) } ?? game.rawValue
            added.append(
                Node.group([
                    .rect(
                        frame, cornerRadius: 12, fill: Palette.surface, stroke: Stroke(color: Palette.outline, width: 1)
                    ),
                    .image(icon, frame: frame.insetBy(dx: side * 0.1, dy: side * 0.1)),
                ]).interactive(A11yID(.subscription, "game", game.rawValue), label: title, role: .image))
        }
        place(added, height: Double(rows) * side + Double(rows - 1) * spacing)
    }

    /// The plans as tiles of one size: side by side when both fit, else one above the other.
    private mutating func addPlans(_ plans: [PaywallModel.Plan]) {
        let spacing = 12.0
        let sideBySide = (width - spacing) / 2 >= 150 * display.textSize.scale
        let tileWidth = sideBySide ? (width - spacing) / 2 : width
        let textWidth = tileWidth - 24
        let texts = plans.map { (title: context.text($0.title), badge: $0.badge.map { context.text($0) }) }
        // One size for every tile: the largest at which each title's longest word fits.
        let fontSize =
            texts.map {
                ParentColumn.paragraphSize(
                    $0.title, normal: tileWidth < 200 ? 17 : 19, width: textWidth, weight: .bold, display: display)
            }.min() ?? display.text(17)
        // Equal size (17.6): every tile takes the height of the tallest.
        let tallest =
            texts.map { text in
                Paragraph(
                    text.title, width: textWidth, style: TextStyle(size: fontSize, weight: .bold, color: palette.ink)
                )
                .height
            }.max() ?? 0
        let badgeSpace = texts.contains { $0.badge != nil } ? 8 + badgeHeight : 0
        let tileHeight = max(SubscriptionPage.buttonHeight, tallest + badgeSpace + 28)
        let start = cursor
        var added: [Node] = []
        for (index, plan) in plans.enumerated() {
            let frame = Rect(
                x: left + (sideBySide ? Double(index) * (tileWidth + spacing) : 0),
                y: start + (sideBySide ? 0 : Double(index) * (tileHeight + spacing)), width: tileWidth,
                height: tileHeight)
            added.append(
                tile(
                    plan, title: texts[index].title, badge: texts[index].badge, frame: frame, badgeSpace: badgeSpace,
                    fontSize: fontSize))
        }
        let rows = sideBySide ? 1.0 : Double(plans.count)
        place(added, height: rows * tileHeight + (rows - 1) * spacing)
    }

    private func tile(
        _ plan: PaywallModel.Plan, title: String, badge: String?, frame: Rect, badgeSpace: Double, fontSize: Double
    ) -> Node {
        var children: [Node] = [
            .rect(
                frame, cornerRadius: 14, fill: plan.isSelected ? palette.highlight : palette.background,
                stroke: Stroke(
                    color: plan.isSelected ? palette.selected : palette.buttonStroke,
                    width: plan.isSelected ? 5 : max(2, palette.buttonStrokeWidth)))
        ]
        if let badge {
            let size = ScreenKit.fittingSize(badge, preferred: display.text(15), width: frame.width - 48, weight: .bold)
            let badgeWidth = FixedTextMeasurer().width(of: badge, size: size, weight: .bold) + 20
            let pill = Rect(x: frame.minX + 12, y: frame.minY + 12, width: badgeWidth, height: badgeHeight)
            children += [
                .rect(pill, cornerRadius: badgeHeight / 2, fill: palette.selected),
                .text(
                    badge, frame: pill.insetBy(dx: 10, dy: 0),
                    style: TextStyle(size: size, weight: .bold, color: palette.onSelected)),
            ]
        }
        if plan.isSelected {
            // In the lower right corner, clear of the badge and the text.
            children.append(
                Glyphs.check(
                    in: Rect(x: frame.maxX - 36, y: frame.maxY - 36, width: 26, height: 26), color: palette.ink))
        }
        children +=
            ParentKit.paragraph(
                title, at: Point(x: frame.minX + 12, y: frame.minY + 14 + badgeSpace), width: frame.width - 24,
                size: fontSize, weight: .bold, color: palette.ink
            ).nodes
        let label = [title, badge].compactMap { $0 }.joined(separator: ", ")
        return Node.group(children).interactive(plan.id, label: label, audience: .parent, hitRegion: frame)
    }

    /// Buttons in one row when each gets at least `minimumWidth` (scaled with the text), else one
    /// under the other.
    private mutating func addButtons(_ buttons: [PaywallModel.Button], prominent: Bool, minimumWidth: Double = 200) {
        guard !buttons.isEmpty else { return }
        let spacing = 12.0
        let count = Double(buttons.count)
        // Side by side when each gets `minimumWidth` and, at a larger text size, its word at that size.
        let rowWidth = (width - (count - 1) * spacing) / count
        let measurer = FixedTextMeasurer()
        let wordsFit =
            display.textSize == .normal
            || buttons.allSatisfy {
                measurer.width(of: context.text($0.title), size: display.text(20), weight: .bold) <= rowWidth - 24
            }
        let inRow = (rowWidth >= minimumWidth * display.textSize.scale && wordsFit) || buttons.count == 1
        let buttonWidth = inRow ? (width - (count - 1) * spacing) / count : width
        let start = cursor
        let added = buttons.enumerated().map { index, button in
            let frame = Rect(
                x: left + (inRow ? Double(index) * (buttonWidth + spacing) : 0),
                y: start + (inRow ? 0 : Double(index) * (SubscriptionPage.buttonHeight + spacing)),
                width: buttonWidth, height: SubscriptionPage.buttonHeight)
            return ParentKit.button(
                context.text(button.title), frame: frame, id: button.id, prominent: prominent,
                enabled: button.isEnabled, display: display)
        }
        let rows = inRow ? 1.0 : count
        place(added, height: rows * SubscriptionPage.buttonHeight + (rows - 1) * spacing)
    }
}

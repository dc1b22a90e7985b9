import ZKContent
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKScene

/// S-16: the day's play is over (docs/app.md#sessions-daily-limits-and-the-gate). The child sees the moon over their animal and two
/// ways on: another child's profile, or a grown-up. Behind the gate the same screen offers the
/// grown-up "+15 Minuten heute" and "Heute ohne Limit".
struct TimesUpScreen: ScreenModel {
    static let switchID = A11yID(.timesUp, "switchProfile")
    static let parentID = A11yID(.timesUp, "parent")
    static let extraTimeID = A11yID(.timesUp, "extraTime")
    static let noLimitID = A11yID(.timesUp, "noLimit")
    static let backID = A11yID(.timesUp, "back")

    let profile: ChildProfile
    let profileIndex: Int
    /// True behind the gate: the grown-up's choices show.
    var parentSide = false

    var screenID: ScreenID { .timesUp }
    var destination: Destination { parentSide ? .parent(.timesUp(self)) : .entry(.timesUp(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard case .input(.tap(let id)) = intent else { return [] }
        switch id {
        case TimesUpScreen.switchID where !parentSide: return [.open(.profilePicker, saying: .common("who_plays"))]
        case TimesUpScreen.parentID where !parentSide: return [.gate(.open(.grantTime(profileIndex: profileIndex)))]
        case TimesUpScreen.extraTimeID where parentSide:
            return [.gate(.grantTime(profileIndex: profileIndex, unlimited: false))]
        case TimesUpScreen.noLimitID where parentSide:
            return [.gate(.grantTime(profileIndex: profileIndex, unlimited: true))]
        case TimesUpScreen.backID where parentSide: return [.open(.profilePicker, saying: nil)]
        default: return []
        }
    }

    func scene(_ context: ScreenContext) -> Scene {
        parentSide ? parentScene(context) : childScene(context)
    }

    private func childScene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let compact = context.isCompact
        let side: Double = compact ? 110 : 180
        let pictureTop = size.height * (compact ? 0.1 : 0.14)
        let avatar = context.catalog.avatar(id: profile.avatarID)
        var nodes: [Node] = [
            ScreenKit.root(.timesUp, label: context.text("times_up.title"), in: context),
            .image(
                avatar?.assetName ?? "",
                frame: Rect(x: size.width / 2 - side / 2, y: pictureTop, width: side, height: side)),
            Glyphs.moon(
                in: Rect(
                    x: size.width / 2 + side * 0.35, y: pictureTop - side * 0.2, width: side * 0.55, height: side * 0.55
                )),
        ]
        let text = ParentKit.paragraph(
            context.text("times_up.title"), at: Point(x: Metrics.margin, y: pictureTop + side + 12),
            width: size.width - 2 * Metrics.margin, size: compact ? 20 : 28, weight: .bold, alignment: .center)
        nodes += text.nodes
        let button = Size(width: compact ? 150 : 200, height: 90)
        let buttons = Layout.row(
            count: 2, itemSize: button, spacing: Metrics.targetSpacing * 3,
            in: Rect(x: 0, y: size.height - Metrics.margin - button.height, width: size.width, height: button.height))
        nodes.append(
            ScreenKit.glyphTile(
                Glyphs.twoChildren(in: buttons[0].insetBy(dx: 20, dy: 8)), frame: buttons[0],
                id: TimesUpScreen.switchID,
                label: context.text("times_up.switch_profile")))
        nodes.append(
            ParentKit.button(
                context.text("times_up.parent"), frame: buttons[1], id: TimesUpScreen.parentID))
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    /// The grown-up's side in the parent's display mode (docs/usability.md#display-modes-for-grown-ups),
    /// at the largest text size up to the chosen one at which its three buttons stay in the window.
    private func parentScene(_ context: ScreenContext) -> Scene {
        let display = context.parentDisplay.largest { parentNodes(context, display: $0).bottom <= context.size.height }
        return Scene(
            size: context.size, background: display.palette.background,
            nodes: parentNodes(context, display: display).nodes)
    }

    private func parentNodes(_ context: ScreenContext, display: ParentDisplay) -> (nodes: [Node], bottom: Double) {
        let size = context.size
        let width = min(size.width - 2 * Metrics.margin, 520)
        let left = (size.width - width) / 2
        var nodes: [Node] = [ScreenKit.root(.timesUp, label: context.text("times_up.parent"), in: context)]
        let title = ParentKit.paragraph(
            context.text("times_up.parent_title"), at: Point(x: left, y: Metrics.margin + 20), width: width,
            size: display.text(ParentKit.titleSize), weight: .bold, alignment: .center, color: display.palette.ink)
        nodes += title.nodes
        var y = Metrics.margin + 20 + title.height + 24
        for (key, id, prominent) in [
            ("parent.settings.extra_time", TimesUpScreen.extraTimeID, true),
            ("parent.settings.no_limit_today", TimesUpScreen.noLimitID, false),
            ("times_up.back", TimesUpScreen.backID, false),
        ] {
            nodes.append(
                ParentKit.button(
                    context.text(key), frame: Rect(x: left, y: y, width: width, height: 64), id: id,
                    prominent: prominent, display: display))
            y += 64 + Metrics.targetSpacing
        }
        return (nodes, y - Metrics.targetSpacing)
    }
}

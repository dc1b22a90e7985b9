import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKScene

/// S-03: create a profile. The child picks an animal; the parent picks the level, reading what
/// each level means, and may type a nickname that is never spoken. The animals' page is the child's
/// and keeps its size; the level page is the grown-up's and follows the parent's display mode
/// (docs/usability.md#display-modes-for-grown-ups, D-1222).
struct CreateProfileScreen: ScreenModel {
    /// `S03.back`: back to where the grown-up came from; nothing is created.
    static let backID = A11yID(.createProfile, "back")

    var form: CreateProfileForm
    /// Where the back button returns to (the welcome or the picker).
    var origin: ScreenRequest = .profilePicker

    var screenID: ScreenID { .createProfile }
    var destination: Destination { .parent(.createProfile(self)) }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .focus(let id):
            form.nicknameFocused = id == .createProfileNickname
            return []
        case .text(let text):
            if form.page == .details, form.nicknameFocused { form.type(text) }
            return []
        case .deleteBackward:
            if form.page == .details, form.nicknameFocused { form.deleteBackward() }
            return []
        case .input(.tapAt(.createProfileNickname, _)):
            // The field is adjustable (its caret), so a pointer's tap arrives with its point.
            form.nicknameFocused = true
            return []
        case .input(.tap(CreateProfileScreen.backID)):
            return [.open(origin, saying: nil)]
        case .input(.tap(let id)):
            form.nicknameFocused = id == .createProfileNickname
            if id == .createProfileConfirm, form.page == .details, form.level == nil {
                form.levelReminderAt = context.time
                return []
            }
            return tap(id, avatars: context.catalog.avatars.map(\.id))
        default:
            return []
        }
    }

    func isAnimating(_ context: ScreenContext) -> Bool {
        form.remindsOfLevel(at: context.time)
    }

    private mutating func tap(_ id: A11yID, avatars: [String]) -> [AppEffect] {
        switch form.page {
        case .avatar:
            guard let index = avatars.indices.first(where: { A11yID.createProfileAvatar($0) == id }),
                !form.takenAvatarIDs.contains(avatars[index])
            else { return [] }
            form.avatarIndex = index
            form.page = .details
            return [.event(.avatarChosen(index: index))]
        case .details:
            for level in Level.allCases where id == .createProfileLevel(level) {
                form.level = level
                return [.event(.levelChosen(level))]
            }
            guard id == .createProfileConfirm, form.canConfirm, let index = form.avatarIndex, let level = form.level
            else { return [] }
            let draft = ProfileDraft(
                avatarIndex: index, level: level, nickname: form.nickname.trimmingCharacters(in: .whitespaces))
            return [.onboarding(.createProfile(draft))]
        }
    }

    func scene(_ context: ScreenContext) -> Scene {
        var scene: Scene
        switch form.page {
        case .avatar: scene = CreateProfileScreen.avatarPage(form, context)
        case .details: scene = CreateProfileScreen.detailsPage(form, context)
        }
        // Escape is the back arrow: cancel, back to where the grown-up came from (issue 19).
        scene.keyboard.escape = CreateProfileScreen.backID
        return scene
    }

    /// The arrow back, top left.
    private static func backButton(_ context: ScreenContext) -> Node {
        ScreenKit.backButton(
            CreateProfileScreen.backID, label: context.text("profile.create.a11y.back"),
            center: Point(x: Metrics.margin + 32, y: Metrics.margin + 32))
    }

    private static func avatarPage(_ form: CreateProfileForm, _ context: ScreenContext) -> Scene {
        let size = context.size
        let avatars = context.catalog.avatars
        let title = context.text("profile.create.avatar_prompt")
        // Sixteen animals in four rows fit below the back button even in a 375 pt square.
        let tile: Double = context.isCompact ? Metrics.childTarget : 96
        let top: Double = context.isCompact ? 82 : 96
        let area = Rect(
            x: Metrics.margin, y: top, width: size.width - 2 * Metrics.margin,
            height: size.height - top - Metrics.margin)
        let columns = max(
            4,
            min(
                avatars.count, Layout.columnsThatFit(itemWidth: tile, spacing: Metrics.targetSpacing, width: area.width)
            ))
        let frames = Layout.grid(
            count: avatars.count, columns: columns, itemSize: Size(width: tile, height: tile),
            spacing: Size(width: Metrics.targetSpacing, height: Metrics.targetSpacing), in: area)
        var nodes: [Node] = [
            ScreenKit.root(.createProfile, label: context.text("profile.create.title"), in: context),
            ScreenKit.title(title, in: context, inset: 84),
            backButton(context),
        ]
        for (index, (avatar, frame)) in zip(avatars, frames).enumerated() {
            let name = context.text(avatar.nameKey)
            let taken = form.takenAvatarIDs.contains(avatar.id)
            nodes.append(
                ScreenKit.pictureTile(
                    image: avatar.assetName, frame: frame, id: .createProfileAvatar(index),
                    label: context.text(
                        taken ? "profile.create.a11y.avatar_taken" : "profile.create.a11y.avatar", .text(name)),
                    selected: form.avatarIndex == index, enabled: !taken))
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }

    /// The level page in the parent's display mode, at the largest text size up to the chosen one at
    /// which the page stays in the window (it does not scroll, like the gate; D-1218). The pictograms
    /// (back, the check, the animal) keep their size.
    private static func detailsPage(_ form: CreateProfileForm, _ context: ScreenContext) -> Scene {
        let display = context.parentDisplay.largest { detailsPage(form, context, display: $0).fits }
        let background = display.highContrast ? display.palette.background : Palette.canvas
        return Scene(
            size: context.size, background: background, nodes: detailsPage(form, context, display: display).nodes)
    }

    /// "Welche Stufe passt?" between the back arrow and the animal: on one line as large as fits; at a
    /// larger text size, when one line would shrink it, on more lines at that size (never below the
    /// body's size, a long word keeping the size at which it fits).
    private static func levelTitle(
        _ context: ScreenContext, display: ParentDisplay
    ) -> (nodes: [Node], bottom: Double) {
        let text = context.text("profile.create.level_prompt")
        let preferred = display.text(context.isCompact ? 26 : 34)
        let side = Metrics.margin + 84
        let width = context.size.width - 2 * side
        let oneLine = ScreenKit.fittingSize(text, preferred: preferred, width: width, weight: .bold)
        guard display.textSize != .normal, oneLine < preferred else {
            return ([ScreenKit.title(text, in: context, inset: 84, display: display)], Metrics.margin + oneLine * 1.4)
        }
        let size = ParentColumn.paragraphSize(
            text, normal: context.isCompact ? ParentKit.textSize : ParentKit.titleSize, width: width, weight: .bold,
            display: display)
        let paragraph = ParentKit.paragraph(
            text, at: Point(x: side, y: Metrics.margin), width: width, size: size, weight: .bold, alignment: .center,
            color: display.palette.ink)
        return (paragraph.nodes, Metrics.margin + paragraph.height)
    }

    private static func detailsPage(
        _ form: CreateProfileForm, _ context: ScreenContext, display: ParentDisplay
    ) -> (nodes: [Node], fits: Bool) {
        let size = context.size
        let margin = Metrics.margin
        let width = size.width - 2 * margin
        let compact = context.isCompact
        let palette = display.palette
        let ink = palette.ink
        let reminder = form.remindsOfLevel(at: context.time) ? LevelReminder(form: form, context: context) : nil
        // In high contrast a chosen or reminded card is framed in the palette's dark blue, a card in ink.
        let chosen = display.highContrast ? palette.selected : Palette.accent
        let edge = display.highContrast ? palette.outline : Palette.ink
        let frameWidth = display.highContrast ? palette.buttonStrokeWidth : 2
        var nodes: [Node] = [
            ScreenKit.root(.createProfile, label: context.text("profile.create.title"), in: context)
        ]
        let title = levelTitle(context, display: display)
        nodes += title.nodes + [backButton(context)]
        if let index = form.avatarIndex, context.catalog.avatars.indices.contains(index) {
            let avatar = context.catalog.avatars[index]
            nodes.append(
                .image(avatar.assetName, frame: Rect(x: size.width - margin - 44, y: margin, width: 44, height: 44)))
        }

        // Level cards side by side where there is room, stacked on narrow portrait windows.
        let sideBySide = size.width >= 600 || size.height < 520
        let cardWidth = sideBySide ? (width - Metrics.targetSpacing) / 2 : width
        let bodyStyle = TextStyle(size: display.text(compact ? 13 : 17), color: ink, alignment: .leading)
        let titleSize = display.text(compact ? 18 : 24)
        let titleHeight = display.text(compact ? 26 : 34)
        // Below the title, which grows with the text size.
        let top = max(compact ? 84 : 96, title.bottom + 4)
        let cards: [(Level, String, String)] = [
            (.littleOnes, "profile.create.level.little_ones.title", "profile.create.level.little_ones.explanation"),
            (.vorschule, "profile.create.level.vorschule.title", "profile.create.level.vorschule.explanation"),
        ]
        let paragraphs = cards.map { Paragraph(context.text($0.2), width: cardWidth - 24, style: bodyStyle) }
        let cardHeight = titleHeight + (paragraphs.map(\.height).max() ?? 0) + 20
        var cardBottom = top
        var cardFrames: [Rect] = []
        var titlesFit = true
        for (offset, (level, titleKey, bodyKey)) in cards.enumerated() {
            let frame =
                sideBySide
                ? Rect(
                    x: margin + Double(offset) * (cardWidth + Metrics.targetSpacing), y: top, width: cardWidth,
                    height: cardHeight)
                : Rect(
                    x: margin, y: top + Double(offset) * (cardHeight + Metrics.targetSpacing), width: cardWidth,
                    height: cardHeight)
            cardBottom = frame.maxY
            cardFrames.append(frame)
            let selected = form.level == level
            let outline =
                selected
                ? Stroke(color: chosen, width: 6)
                : reminder.map { Stroke(color: chosen, width: $0.cardOutline.width) }
                    ?? Stroke(color: edge, width: frameWidth)
            let levelTitle = context.text(titleKey)
            titlesFit =
                titlesFit
                && FixedTextMeasurer().width(of: levelTitle, size: titleSize, weight: .bold) <= frame.width - 24
            var card: [Node] = [
                .rect(
                    frame, cornerRadius: Metrics.cornerRadius,
                    fill: display.highContrast ? palette.card : Palette.surface, stroke: outline),
                .text(
                    levelTitle,
                    frame: Rect(x: frame.minX + 12, y: frame.minY + 8, width: frame.width - 24, height: titleHeight),
                    style: TextStyle(size: titleSize, weight: .bold, color: ink, alignment: .leading)),
            ]
            card += paragraphs[offset].nodes(
                in: Rect(
                    x: frame.minX + 12, y: frame.minY + 8 + titleHeight, width: frame.width - 24,
                    height: paragraphs[offset].height))
            nodes.append(
                Node.group(card).interactive(
                    .createProfileLevel(level),
                    label: context.text(
                        "profile.create.a11y.level", .text(context.text(titleKey)), .text(context.text(bodyKey))),
                    hitRegion: frame, isSelected: selected))
        }

        // The nickname row, then the confirm button.
        let fieldTop = cardBottom + Metrics.targetSpacing
        let fieldHeight: Double = 60
        let confirmWidth: Double = compact ? 150 : 200
        let fieldFrame = Rect(
            x: margin, y: fieldTop, width: width - confirmWidth - Metrics.targetSpacing, height: fieldHeight)
        let shown = form.nickname.isEmpty ? context.text("profile.create.nickname_placeholder") : form.nickname
        nodes.append(
            Node.group([
                .rect(
                    fieldFrame, cornerRadius: 12, fill: display.highContrast ? palette.card : Palette.parentBackground,
                    stroke: form.nicknameFocused
                        ? Stroke(color: chosen, width: 4) : Stroke(color: edge, width: 2)),
                .text(
                    shown, frame: fieldFrame.insetBy(dx: 12, dy: 0),
                    style: TextStyle(
                        size: ScreenKit.fittingSize(
                            shown, preferred: display.text(compact ? 17 : 22), width: fieldFrame.width - 24,
                            weight: .regular),
                        // The placeholder is grey in the normal palette, ink in high contrast.
                        color: form.nickname.isEmpty && !display.highContrast ? Palette.outline : ink,
                        alignment: .leading)),
            ]).interactive(
                .createProfileNickname, label: context.text("profile.create.a11y.nickname"), role: .adjustable,
                audience: .parent))
        let hintKey = form.showsNicknameHint ? "profile.create.nickname_hint" : "profile.create.nickname_privacy"
        let hint = Paragraph(
            context.text(hintKey), width: width,
            style: TextStyle(size: display.text(compact ? 12 : 15), color: ink, alignment: .leading))
        nodes += hint.nodes(in: Rect(x: margin, y: fieldFrame.maxY + 4, width: width, height: hint.height))
        let confirmFrame = Rect(
            x: fieldFrame.maxX + Metrics.targetSpacing, y: fieldTop, width: confirmWidth, height: fieldHeight)
        nodes.append(
            BigButton(
                frame: confirmFrame, icon: reminder == nil ? .check : .none, id: .createProfileConfirm,
                label: context.text("profile.create.confirm")
            ).node())
        if let reminder { nodes.append(reminder.arrow(on: confirmFrame, toward: cardFrames)) }
        let bottom = fieldFrame.maxY + 4 + hint.height
        return (nodes, titlesFit && bottom <= size.height)
    }
}

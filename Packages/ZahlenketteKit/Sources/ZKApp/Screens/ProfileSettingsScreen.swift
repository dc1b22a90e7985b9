import ZKContent
import ZKCore
import ZKDesignSystem
import ZKParentArea
import ZKPersistence
import ZKScene

/// S-20: a child's profile settings (docs/parent-area.md#settings): nickname, animal, level and Zahlenraum
/// (Automatisch or a fixed stage the level allows; "bereit für den nächsten Zahlenraum" when W1–W5
/// hold). A level change clamps the range (docs/engine.md#learning-from-a-task). Limits and breaks are on S-22.
struct ProfileSettingsScreen: ParentScreen {
    static let nicknameID = A11yID(.profileSettings, "nickname")
    static let saveNicknameID = A11yID(.profileSettings, "saveNickname")

    let family: ParentFamily
    let index: Int
    /// The nickname as typed, saved with "Spitzname speichern".
    var nickname: String
    /// The nickname field takes typed text.
    var editing = false
    /// The store refused the nickname: the rule is shown.
    var showsHint = false
    var offset = 0.0

    init(family: ParentFamily, index: Int) {
        self.family = family
        self.index = index
        nickname = family.overview(index)?.profile.nickname ?? ""
    }

    var screenID: ScreenID { .profileSettings }
    var destination: Destination { .parent(.profileSettings(self)) }

    static func tabID(_ index: Int) -> A11yID { A11yID(.profileSettings, "profile", String(index)) }
    static func avatarID(_ index: Int) -> A11yID { A11yID(.profileSettings, "avatar", String(index)) }
    static func levelID(_ level: Level) -> A11yID { A11yID(.profileSettings, "level", level.rawValue) }
    static func homeLanguageID(_ code: String?) -> A11yID {
        A11yID(.profileSettings, "homeLanguage", code ?? "none")
    }
    static func handID(left: Bool) -> A11yID { A11yID(.profileSettings, "hand", left ? "left" : "right") }
    static func rangeID(_ stage: RangeStage?) -> A11yID {
        A11yID(.profileSettings, "range", stage?.rawValue ?? "automatic")
    }

    func title(_ context: ScreenContext) -> String {
        context.text("parent.settings.title", .text(family.name(index)))
    }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if scrollIfAsked(intent, context) { return [] }
        guard let profile = family.overview(index)?.profile else {
            return tappedID(intent) == A11yID(.profileSettings, "back")
                ? [.open(.parentArea(.dashboard), saying: nil)] : []
        }
        switch intent {
        case .text(let text) where editing:
            nickname = String((nickname + text).prefix(ChildProfile.nicknameMaxLength))
            return []
        case .deleteBackward where editing:
            if !nickname.isEmpty { nickname.removeLast() }
            return []
        default:
            break
        }
        guard let id = tappedID(intent) else { return [] }
        switch id {
        case A11yID(.profileSettings, "back"): return [.open(.parentArea(.dashboard), saying: nil)]
        case ProfileSettingsScreen.nicknameID:
            editing = true
            return []
        case ProfileSettingsScreen.saveNicknameID:
            editing = false
            return [.parent(.saveProfile(profileIndex: index, nickname: nickname, avatarID: profile.avatarID))]
        default:
            break
        }
        if let tab = (0..<family.count).first(where: { ProfileSettingsScreen.tabID($0) == id }) {
            return [.open(.parentArea(.settings(profileIndex: tab)), saying: nil)]
        }
        let avatars = context.catalog.avatars
        if let avatar = avatars.indices.first(where: { ProfileSettingsScreen.avatarID($0) == id }) {
            return [
                .parent(.saveProfile(profileIndex: index, nickname: profile.nickname, avatarID: avatars[avatar].id))
            ]
        }
        if let level = Level.allCases.first(where: { ProfileSettingsScreen.levelID($0) == id }) {
            return [.parent(.setLevel(profileIndex: index, level))]
        }
        if let stage = ProfileSettingsRules.rangeChoices(for: profile.level).first(where: {
            ProfileSettingsScreen.rangeID($0) == id
        }) {
            return [.parent(.setRange(profileIndex: index, stage))]
        }
        for code in ProfileSettingsScreen.homeChoices(context) where ProfileSettingsScreen.homeLanguageID(code) == id {
            return [.parent(.setHomeLanguage(profileIndex: index, code))]
        }
        if let left = [false, true].first(where: { ProfileSettingsScreen.handID(left: $0) == id }) {
            return [.parent(.setLeftHanded(profileIndex: index, left))]
        }
        return []
    }

    func content(_ column: inout ParentColumn, _ context: ScreenContext) {
        guard let overview = family.overview(index) else {
            column.paragraph(context.text("parent.dashboard.no_profiles"))
            return
        }
        let strings = context.strings
        let profile = overview.profile
        if family.count > 1 {
            column.choices(
                (0..<family.count).map { (family.name($0), ProfileSettingsScreen.tabID($0), $0 == index, true) })
        }
        column.heading(strings.text("parent.settings.nickname"))
        let shown = nickname + (editing ? "|" : "")
        column.button(
            shown.isEmpty ? strings.text("parent.settings.nickname_empty") : shown,
            id: ProfileSettingsScreen.nicknameID,
            label: strings.text("profile.create.a11y.nickname"))
        column.button(strings.text("parent.settings.save_nickname"), id: ProfileSettingsScreen.saveNicknameID)
        if showsHint { column.paragraph(strings.text("profile.create.nickname_hint")) }
        column.paragraph(strings.text("profile.create.nickname_privacy"), size: 15)
        column.heading(strings.text("parent.settings.avatar"))
        avatars(into: &column, profile: profile, context)
        column.heading(strings.text("parent.settings.level"))
        column.choices(
            Level.allCases.map {
                (
                    strings.text("parent.level." + CatalogKey.snake($0.rawValue)), ProfileSettingsScreen.levelID($0),
                    profile.level == $0,
                    true
                )
            }, minimumWidth: 140)
        column.paragraph(strings.text("profile.create.level_note"), size: 15)
        column.heading(strings.text("parent.settings.range"))
        column.choices(
            ProfileSettingsRules.rangeChoices(for: profile.level).map { stage in
                let text =
                    stage.map { strings.text("parent.settings.range_stage", .integer($0.maxNumber)) }
                    ?? strings.text("parent.settings.range_automatic")
                return (text, ProfileSettingsScreen.rangeID(stage), profile.rangeOverride == stage, true)
            })
        column.paragraph(ParentTexts.levelAndRange(overview, strings))
        if overview.readyForNext { column.paragraph(strings.text("parent.dashboard.ready_for_next"), weight: .bold) }
        column.paragraph(strings.text("parent.settings.range_note"), size: 15)
        // Nachspuren's guides for the hand the child writes with (docs/games.md#nachspuren).
        column.heading(strings.text("parent.settings.hand"))
        column.choices(
            [false, true].map { left in
                (
                    strings.text(left ? "parent.settings.hand.left" : "parent.settings.hand.right"),
                    ProfileSettingsScreen.handID(left: left), profile.leftHanded == left, true
                )
            }, minimumWidth: 120)
        column.paragraph(strings.text("parent.settings.hand_note"), size: 15)
        column.heading(strings.text("parent.settings.home_language"))
        column.choices(
            ProfileSettingsScreen.homeChoices(context).map { code in
                (
                    strings.text("parent.settings.home_language." + (code ?? "none")),
                    ProfileSettingsScreen.homeLanguageID(code), profile.homeLanguage == code, true
                )
            }, minimumWidth: 120)
        column.paragraph(strings.text("parent.settings.home_language_note"), size: 15)
    }

    /// None, then every home language of the content but the app's own.
    static func homeChoices(_ context: ScreenContext) -> [String?] {
        [nil] + context.catalog.homeLanguages.map(\.code).filter { $0 != context.catalog.language }
    }

    /// The animals as 56 pt tiles; another child's animal cannot be taken.
    private func avatars(into column: inout ParentColumn, profile: ChildProfile, _ context: ScreenContext) {
        let avatars = context.catalog.avatars
        let taken = Set(family.overviews.map(\.profile.avatarID)).subtracting([profile.avatarID])
        let side = 56.0
        let gap = 8.0
        let perRow = max(1, Int((column.width + gap) / (side + gap)))
        let rows = (avatars.count + perRow - 1) / perRow
        column.custom(height: Double(rows) * (side + gap) - gap) { frame in
            avatars.enumerated().map { number, avatar in
                let rect = Rect(
                    x: frame.minX + Double(number % perRow) * (side + gap),
                    y: frame.minY + Double(number / perRow) * (side + gap), width: side, height: side)
                let chosen = avatar.id == profile.avatarID
                let name = context.text(avatar.nameKey)
                var children: [Node] = [
                    .rect(
                        rect, cornerRadius: 10, fill: Palette.parentBackground,
                        stroke: Stroke(color: chosen ? Palette.accent : Palette.outline, width: chosen ? 4 : 1)),
                    .image(avatar.assetName, frame: rect.insetBy(dx: 8, dy: 8)),
                ]
                if taken.contains(avatar.id) {
                    children.append(.rect(rect, cornerRadius: 10, fill: Palette.parentBackground.withOpacity(0.7)))
                }
                return Node.group(children).interactive(
                    ProfileSettingsScreen.avatarID(number),
                    label: context.text(
                        taken.contains(avatar.id) ? "profile.create.a11y.avatar_taken" : "profile.create.a11y.avatar",
                        .text(name)), audience: .parent, hitRegion: rect, isEnabled: !taken.contains(avatar.id))
            }
        }
    }
}

import ZKContent
import ZKCore
import ZKDesignSystem
import ZKParentArea
import ZKPersistence
import ZKScene

/// S-22: time and breaks (docs/app.md#sessions-daily-limits-and-the-gate, 15.4, 15.8, 16.5): per child the daily limit, the break
/// nudge and extra time today; for the device the profile-switch gate and the switches for voice,
/// effects, music and Reduce Motion (D-0908), and the parent area's text size and high contrast
/// (docs/usability.md#display-modes-for-grown-ups), applied at once.
struct TimeAndBreaksScreen: ParentScreen {
    static let extraTimeID = A11yID(.timeAndBreaks, "extraTime")
    static let noLimitTodayID = A11yID(.timeAndBreaks, "noLimitToday")

    let family: ParentFamily
    let index: Int
    let device: DeviceSettings
    var offset = 0.0

    var screenID: ScreenID { .timeAndBreaks }
    var destination: Destination { .parent(.timeAndBreaks(self)) }

    static func tabID(_ index: Int) -> A11yID { A11yID(.timeAndBreaks, "profile", String(index)) }
    static func limitID(_ minutes: Int?) -> A11yID {
        A11yID(.timeAndBreaks, "limit", minutes.map(String.init) ?? "none")
    }
    static func breakID(_ minutes: Int?) -> A11yID {
        A11yID(.timeAndBreaks, "break", minutes.map(String.init) ?? "off")
    }
    static func languageID(_ language: String) -> A11yID { A11yID(.timeAndBreaks, "language", language) }
    static func textSizeID(_ size: ParentDisplay.TextSize) -> A11yID {
        A11yID(.timeAndBreaks, "textSize", String(size.rawValue))
    }
    static func switchID(_ which: DeviceSwitch, _ on: Bool) -> A11yID {
        A11yID(.timeAndBreaks, "device", which.rawValue, on ? "on" : "off")
    }

    func title(_ context: ScreenContext) -> String { context.text("parent.dashboard.row.time") }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if scrollIfAsked(intent, context) { return [] }
        guard let id = tappedID(intent) else { return [] }
        if id == A11yID(.timeAndBreaks, "back") { return [.open(.parentArea(.dashboard), saying: nil)] }
        if let tab = (0..<family.count).first(where: { TimeAndBreaksScreen.tabID($0) == id }) {
            return [.open(.parentArea(.time(profileIndex: tab)), saying: nil)]
        }
        if let minutes = ProfileSettingsRules.limitChoices.first(where: { TimeAndBreaksScreen.limitID($0) == id }) {
            return [.parent(.setLimit(profileIndex: index, minutes: minutes))]
        }
        if let minutes = ProfileSettingsRules.breakChoices.first(where: { TimeAndBreaksScreen.breakID($0) == id }) {
            return [.parent(.setBreak(profileIndex: index, minutes: minutes))]
        }
        if id == TimeAndBreaksScreen.extraTimeID {
            return [.parent(.grantToday(profileIndex: index, unlimited: false))]
        }
        if id == TimeAndBreaksScreen.noLimitTodayID {
            return [.parent(.grantToday(profileIndex: index, unlimited: true))]
        }
        if let size = ParentDisplay.TextSize.allCases.first(where: { TimeAndBreaksScreen.textSizeID($0) == id }) {
            return [.parent(.setParentTextSize(percent: size.rawValue))]
        }
        for which in DeviceSwitch.allCases {
            for on in [true, false] where TimeAndBreaksScreen.switchID(which, on) == id {
                return [.parent(.setDevice(which, on))]
            }
        }
        if let language = context.catalog.manifest.languages.first(where: { TimeAndBreaksScreen.languageID($0) == id })
        {
            return [.parent(.setLanguage(language))]
        }
        return []
    }

    func content(_ column: inout ParentColumn, _ context: ScreenContext) {
        let strings = context.strings
        if let overview = family.overview(index) {
            let profile = overview.profile
            if family.count > 1 {
                column.choices(
                    (0..<family.count).map { (family.name($0), TimeAndBreaksScreen.tabID($0), $0 == index, true) })
            }
            column.paragraph(ParentTexts.minutesToday(overview, strings), weight: .bold)
            column.heading(strings.text("parent.settings.limit"))
            column.choices(
                TimeAndBreaksScreen.minuteChoices(
                    ProfileSettingsRules.limitChoices, selected: profile.dailyLimitMinutes,
                    id: TimeAndBreaksScreen.limitID,
                    minutesKey: "parent.settings.limit.minutes", noneKey: "parent.settings.limit.unlimited", strings),
                minimumWidth: 120)
            column.heading(strings.text("parent.settings.break"))
            column.choices(
                TimeAndBreaksScreen.minuteChoices(
                    ProfileSettingsRules.breakChoices, selected: profile.breakNudgeMinutes,
                    id: TimeAndBreaksScreen.breakID,
                    minutesKey: "parent.settings.break.every", noneKey: "parent.settings.break.off", strings),
                minimumWidth: 120)
            column.heading(strings.text("parent.settings.today"))
            column.button(strings.text("parent.settings.extra_time"), id: TimeAndBreaksScreen.extraTimeID)
            column.button(
                strings.text("parent.settings.no_limit_today"), id: TimeAndBreaksScreen.noLimitTodayID,
                enabled: overview.allowanceToday != nil)
        }
        column.divider()
        column.heading(strings.text("parent.settings.device"))
        languageRow(&column, context)
        column.paragraph(strings.text("parent.settings.device.text_size"))
        column.choices(
            ParentDisplay.TextSize.allCases.map { size in
                (
                    strings.text("parent.settings.text_size." + CatalogKey.snake(String(describing: size))),
                    TimeAndBreaksScreen.textSizeID(size), size == context.parentDisplay.textSize, true
                )
            }, minimumWidth: 120)
        for (which, on) in deviceRows {
            column.paragraph(strings.text("parent.settings.device." + CatalogKey.snake(which.rawValue)))
            column.choices(
                [true, false].map { value in
                    (
                        strings.text(value ? "parent.settings.on" : "parent.settings.off"),
                        TimeAndBreaksScreen.switchID(which, value), on == value, true
                    )
                })
        }
    }

    /// The app's languages, each by its own name ("Deutsch", "English"), the current one selected.
    private func languageRow(_ column: inout ParentColumn, _ context: ScreenContext) {
        let languages = context.catalog.manifest.languages
        guard languages.count > 1 else { return }
        column.paragraph(context.text("parent.settings.device.language"))
        column.choices(
            languages.map { language in
                (
                    context.text("language.\(language).name"), TimeAndBreaksScreen.languageID(language),
                    language == context.catalog.language, true
                )
            })
    }

    private var deviceRows: [(DeviceSwitch, Bool)] {
        [
            (.profileSwitchGate, device.profileSwitchRequiresGate), (.voice, device.voiceEnabled),
            (.effects, device.effectsEnabled), (.music, device.musicEnabled), (.reduceMotion, device.reduceMotion),
            (.highContrast, device.parentHighContrast),
        ]
    }

    /// A row of minute choices (the daily limit, the break interval): "<n> Minuten" per option,
    /// the none-option's word for nil, the profile's current value selected.
    static func minuteChoices(
        _ options: [Int?], selected: Int?, id: (Int?) -> A11yID, minutesKey: String, noneKey: String,
        _ strings: StringCatalog
    ) -> [(text: String, id: A11yID, selected: Bool, enabled: Bool)] {
        options.map { minutes in
            (
                minutes.map { strings.text(minutesKey, .integer($0)) } ?? strings.text(noneKey), id(minutes),
                selected == minutes, true
            )
        }
    }
}

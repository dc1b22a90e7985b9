import ZKContent
import ZKCore
import ZKDesignSystem
import ZKParentArea
import ZKScene

/// S-18: the parent dashboard (docs/parent-area.md#pages). A card per child (animal, name, level, Zahlenraum,
/// today's minutes against the limit with a 7-day chart, this week's tasks and first-try share,
/// friends out of 20, the top 3 of "Gerade schwierig" and "Neu sicher diese Woche"), then the rows
/// to every other page, the subscription (S-24) among them.
struct ParentDashboardScreen: ParentScreen {
    static let closeID = A11yID(.parentDashboard, "close")

    /// The rows below the cards, in the order of docs/parent-area.md#pages.
    static let rows: [(element: String, key: String, page: (Int) -> ParentRequest)] = [
        ("progress", "parent.dashboard.row.progress", { .progress(profileIndex: $0) }),
        ("time", "parent.dashboard.row.time", { .time(profileIndex: $0) }),
        ("range", "parent.dashboard.row.range", { .settings(profileIndex: $0) }),
        ("profiles", "parent.dashboard.row.profiles", { _ in .profiles }),
        ("data", "parent.dashboard.row.data", { _ in .data }),
        ("help", "parent.dashboard.row.help", { _ in .help }),
    ]

    /// The "Abo" row: S-24, which returns here.
    static let subscriptionRow = (element: "subscription", key: "parent.dashboard.row.subscription")

    let family: ParentFamily
    var offset = 0.0
    /// The content's height where it was last measured (D-0058).
    private let measured = ContentHeightMemo()

    var screenID: ScreenID { .parentDashboard }
    var destination: Destination { .parent(.parentDashboard(self)) }

    static func rowID(_ element: String) -> A11yID? { A11yID.element(.parentDashboard, "row", element) }

    static func cardID(_ index: Int) -> A11yID { A11yID(.parentDashboard, "progress", String(index)) }

    func title(_ context: ScreenContext) -> String { context.text("parent.dashboard.title") }

    func back(_ context: ScreenContext) -> (id: A11yID, label: String) {
        (ParentDashboardScreen.closeID, context.text("parent.close"))
    }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if scrollIfAsked(intent, context) { return [] }
        guard let id = tappedID(intent) else { return [] }
        if id == ParentDashboardScreen.closeID { return [.open(.profilePicker, saying: .common("who_plays"))] }
        if let index = (0..<family.count).first(where: { ParentDashboardScreen.cardID($0) == id }) {
            return [.open(.parentArea(.progress(profileIndex: index)), saying: nil)]
        }
        if id == ParentDashboardScreen.rowID(ParentDashboardScreen.subscriptionRow.element) {
            return [.open(.subscription(returnTo: .parentArea(.dashboard)), saying: nil)]
        }
        guard let row = ParentDashboardScreen.rows.first(where: { ParentDashboardScreen.rowID($0.element) == id })
        else { return [] }
        return [.open(.parentArea(row.page(0)), saying: nil)]
    }

    /// The cards' height, measured once per size, display mode and language: the family the
    /// cards show does not change while the screen is shown, and every scroll step asks (D-0058).
    func contentHeight(_ context: ScreenContext) -> Double {
        let key = ContentHeightMemo.Key(
            size: context.size, display: context.parentDisplay, language: context.catalog.language)
        if let height = measured.height(at: key) { return height }
        let height = measuredContentHeight(context)
        measured.keep(height, at: key)
        return height
    }

    func content(_ column: inout ParentColumn, _ context: ScreenContext) {
        if family.count == 0 { column.paragraph(context.text("parent.dashboard.no_profiles")) }
        for (index, overview) in family.overviews.enumerated() {
            column.card { card in
                ParentDashboardScreen.card(overview, name: family.name(index), index: index, into: &card, context)
            }
        }
        column.space(6)
        // docs/parent-area.md#pages: progress, time, range, profiles, subscription, data, help.
        let subscription = ParentDashboardScreen.subscriptionRow
        let keys = ParentDashboardScreen.rows.map { ($0.element, $0.key) }
        let ordered = keys.prefix(4) + [(subscription.element, subscription.key)] + keys.dropFirst(4)
        for (element, key) in ordered {
            guard let id = ParentDashboardScreen.rowID(element) else { continue }
            column.button(context.text(key), id: id)
        }
    }

    /// One child's card.
    static func card(
        _ overview: ChildOverview, name: String, index: Int, into card: inout ParentColumn, _ context: ScreenContext
    ) {
        let strings = context.strings
        card.childHeading(name, avatarID: overview.profile.avatarID, context: context)
        card.paragraph(ParentTexts.levelAndRange(overview, strings))
        if overview.readyForNext { card.paragraph(strings.text("parent.dashboard.ready_for_next"), weight: .bold) }
        card.paragraph(ParentTexts.minutesToday(overview, strings))
        card.custom(height: 64 + WeekChart.dayRow) { frame in
            WeekChart.nodes(
                overview.minutesPerDay, on: overview.weekDates, in: frame,
                id: A11yID(.parentDashboard, "chart", String(index)), context: context)
        }
        card.paragraph(ParentTexts.week(overview, strings))
        card.paragraph(strings.text("parent.dashboard.friends", .integer(overview.friends)))
        // The top 3: difficult cells first, then the error patterns' sentences (docs/parent-area.md#gerade-schwierig-and-error-patterns).
        let difficult = overview.difficult(strings: strings, limit: ChildOverview.cardItems).map(\.title)
        let patterns = overview.patterns(strings: strings).map(\.text)
        card.paragraph(strings.text("parent.difficult.heading"), weight: .bold)
        if difficult.isEmpty && patterns.isEmpty { card.paragraph(strings.text("parent.dashboard.nothing_difficult")) }
        if !difficult.isEmpty { card.paragraph(difficult.joined(separator: ", ")) }
        for pattern in patterns.prefix(max(0, ChildOverview.cardItems - difficult.count)) { card.paragraph(pattern) }
        card.paragraph(strings.text("parent.dashboard.newly_sure"), weight: .bold)
        let sure = overview.newlySure.prefix(ChildOverview.cardItems).map {
            DifficultCells.title(skill: $0.skill, number: $0.number, strings: strings)
        }
        card.paragraph(sure.isEmpty ? strings.text("parent.dashboard.newly_sure_none") : sure.joined(separator: ", "))
        card.button(
            strings.text("parent.dashboard.open_progress"), id: cardID(index),
            label: strings.text("parent.dashboard.a11y.open_progress", .text(name)))
    }
}

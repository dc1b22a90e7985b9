import ZKContent
import ZKCore
import ZKScene

/// S-25: help and privacy, offline (issue 16): what the app stores and that nothing leaves the
/// device, how the limits and the gate work (with the clock gap of docs/app.md#the-trusted-day-clock), and the
/// third-party notices.
struct HelpScreen: ParentScreen {
    /// The sections in order: a heading key and its paragraphs' keys.
    static let sections: [(heading: String, paragraphs: [String])] = [
        ("parent.help.stored.heading", ["parent.help.stored.1", "parent.help.stored.2"]),
        ("parent.help.offline.heading", ["parent.help.offline.1"]),
        ("parent.help.limits.heading", ["parent.help.limits.1", "parent.help.limits.2"]),
        ("parent.help.gate.heading", ["parent.help.gate.1"]),
        ("parent.help.clock.heading", ["parent.help.clock.1"]),
        ("parent.help.report.heading", ["parent.help.report.1"]),
        ("parent.help.notices.heading", ["parent.help.notices.1", "parent.help.notices.2", "parent.help.notices.3"]),
    ]

    var offset = 0.0

    var screenID: ScreenID { .helpAndPrivacy }
    var destination: Destination { .parent(.helpAndPrivacy(self)) }

    func title(_ context: ScreenContext) -> String { context.text("parent.dashboard.row.help") }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        if scrollIfAsked(intent, context) { return [] }
        return tappedID(intent) == A11yID(.helpAndPrivacy, "back") ? [.open(.parentArea(.dashboard), saying: nil)] : []
    }

    func content(_ column: inout ParentColumn, _ context: ScreenContext) {
        for section in HelpScreen.sections {
            column.heading(context.text(section.heading))
            for key in section.paragraphs { column.paragraph(context.text(key)) }
        }
    }
}

import ZKContent
import ZKParentArea

/// Sentences several parent pages share.
enum ParentTexts {
    /// "Vorschule · 1–10 · automatisch".
    static func levelAndRange(_ overview: ChildOverview, _ strings: StringCatalog) -> String {
        let range = strings.text(
            overview.isFixed ? "parent.dashboard.range_fixed" : "parent.dashboard.range_automatic",
            .integer(overview.stage.maxNumber))
        return strings.text(
            "parent.dashboard.level_range",
            .text(strings.text("parent.level." + CatalogKey.snake(overview.profile.level.rawValue))),
            .text(range))
    }

    /// "12 von 20 Minuten heute", or without a limit "12 Minuten heute · ohne Limit".
    static func minutesToday(_ overview: ChildOverview, _ strings: StringCatalog) -> String {
        guard let allowance = overview.allowanceToday else {
            return strings.text("parent.dashboard.minutes_unlimited", .integer(overview.minutesToday))
        }
        return strings.text("parent.dashboard.minutes_of_limit", .integer(overview.minutesToday), .integer(allowance))
    }

    /// "Diese Woche: 42 Aufgaben, 81 % beim ersten Versuch".
    static func week(_ overview: ChildOverview, _ strings: StringCatalog) -> String {
        guard let percent = overview.firstTryPercentThisWeek else { return strings.text("parent.dashboard.week_none") }
        return strings.text("parent.dashboard.week", .integer(overview.tasksThisWeek), .integer(percent))
    }
}

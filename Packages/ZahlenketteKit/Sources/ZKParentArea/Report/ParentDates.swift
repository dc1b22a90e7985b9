import ZKContent
import ZKCore

/// Dates as German parents read them: "01.10.2026", short "01.10.".
public enum ParentDates {
    public static func format(_ day: LocalDate, _ strings: StringCatalog) -> String {
        strings.text("parent.date.long", .text(pad(day.day)), .text(pad(day.month)), .text(String(day.year)))
    }

    public static func short(_ day: LocalDate, _ strings: StringCatalog) -> String {
        strings.text("parent.date.short", .text(pad(day.day)), .text(pad(day.month)))
    }

    static func pad(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
}

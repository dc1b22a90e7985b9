import Testing

@testable import ZKContent

/// The placeholders of the app's texts, filled by one pass over a text (D-0057): what a parent and
/// a child read around them stays as written, and a damaged placeholder is shown, never trapped on.
struct StringFormatterTests {
    @Test(
        arguments: [
            ("100 %", [], "100 %"),
            ("%%", [], "%"),
            ("a %1$@ b %@", [.text("X")], "a X b X"),
            ("%2$lld und %1$lld", [.integer(1), .integer(2)], "2 und 1"),
            ("%d %d %d", [.integer(7)], "7  "),
            ("%0$@|%-5d|%+.2f", [.text("a"), .integer(3), .integer(9)], "a|3|9"),
            ("Ü%@ß🙂%lld", [.text("ä"), .integer(-2)], "Üäß🙂-2"),
            ("%12345678d", [.integer(5)], "5"),
        ] as [(String, [StringArgument], String)])
    func placeholdersAreFilledAndTheTextAroundThemKept(text: String, arguments: [StringArgument], expected: String) {
        #expect(StringFormatter.fill(text, arguments: arguments) == expected)
    }

    /// A `%` that starts no known placeholder is shown as written, with what followed it.
    @Test(
        arguments: [
            ("%z", [], "%z"),
            ("%é und %@", [.text("Y")], "%é und Y"),
            ("%123456789d", [.integer(4)], "%123456789d"),
            ("%5%", [], "%5%"),
            ("%", [.integer(1)], "%"),
        ] as [(String, [StringArgument], String)])
    func aDamagedPlaceholderIsShownAsWritten(text: String, arguments: [StringArgument], expected: String) {
        #expect(StringFormatter.fill(text, arguments: arguments) == expected)
    }
}

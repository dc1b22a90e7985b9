import ZKContent
import ZKCore

/// A found pattern in plain German: what happens and what helps (issue 16).
public struct PhrasedPattern: Hashable, Sendable {
    public let kind: ErrorPatternKind
    public let text: String
    public let tip: String

    public init(_ pattern: ErrorPattern, strings: StringCatalog) {
        kind = pattern.kind
        let key = "parent.pattern." + CatalogKey.snake(pattern.kind.rawValue)
        switch pattern.kind {
        case .teenReversal:
            // The example pair: the first number it showed on and its partner, the teen named.
            let number = pattern.numbers.first ?? 14
            let partner = GermanNumberWords.teenPartner(of: number) ?? number
            let teen = max(number, partner)
            let ones = min(number, partner)
            let word = DifficultCells.word(teen, strings)
            text = strings.text(key + ".text", .integer(teen), .integer(ones), .text(word))
            tip = strings.text(
                key + ".tip", .text(DifficultCells.structure(teen, strings) ?? word), .text(word))
        case .mirroredNumeral:
            let digits = pattern.numbers.map(String.init).joined(separator: ", ")
            text = strings.text(key + ".text", .text(digits))
            tip = strings.text(key + ".tip")
        case .neighbourConfusion, .sixNine:
            text = strings.text(key + ".text")
            tip = strings.text(key + ".tip")
        }
    }
}

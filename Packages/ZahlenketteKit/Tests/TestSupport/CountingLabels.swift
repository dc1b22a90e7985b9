import Testing
import ZKContent

/// Reading a quantity picture's label for a listener in tests (docs/usability.md#the-counting-picture,
/// D-1219, D-1221): the items it names, group by group, and that it never says a number.
public enum CountingLabels {
    /// The German names of the items in "Zum Zählen: Punkt, Punkt; Punkt.", group by group; nil when
    /// the label is no counting label.
    public static func groups(_ label: String) -> [[String]]? {
        let prefix = "Zum Zählen: "
        guard label.hasPrefix(prefix), label.hasSuffix(".") else { return nil }
        let items = label.dropFirst(prefix.count).dropLast()
        return items.components(separatedBy: "; ").map { $0.components(separatedBy: ", ") }
    }

    /// The German name of an item key ("game.a11y.item.dot" is "Punkt").
    public static func name(_ key: String) -> String { ShippedContent.catalog.strings.text(key) }

    /// `count` German names of `key` in rows of five.
    public static func fives(_ key: String, _ count: Int) -> [[String]] {
        stride(from: 0, to: count, by: 5).map { Array(repeating: name(key), count: min(5, count - $0)) }
    }

    /// Neither a digit nor a German number word from null to zwanzig.
    public static func expectNoNumber(in label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!label.contains { $0.isNumber }, "\(label)", sourceLocation: sourceLocation)
        let words = Set(label.lowercased().split { !$0.isLetter }.map(String.init))
        for number in 0...20 {
            guard let word = ShippedContent.catalog.strings.lookup("number.\(number).word")?.lowercased() else {
                continue
            }
            #expect(!words.contains(word), "\(label) says \(word)", sourceLocation: sourceLocation)
        }
    }
}

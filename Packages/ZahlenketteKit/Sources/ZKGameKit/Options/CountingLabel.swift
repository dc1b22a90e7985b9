import ZKContent
import ZKDesignSystem

/// A quantity picture for a listener (docs/usability.md#the-counting-picture, D-1219, D-1221): a
/// screen reader names every item once, in the groups the picture shows (rows of five, a hand, the
/// ten-stick's fives), so the items can be counted by ear as a seeing child counts them by eye. The
/// label never says how many there are. Every game whose picture shows a quantity labels it here.
public enum CountingLabel {
    /// The catalog keys of the things a picture is made of.
    public static let dot = "game.a11y.item.dot"
    public static let finger = "game.a11y.item.finger"
    public static let bead = "game.a11y.item.bead"

    /// The label: "Zum Zählen: Ente, Ente, Ente, Ente, Ente; Ente, Ente." (groups of item keys);
    /// an empty picture is "Noch leer".
    public static func text(_ groups: [[String]], strings: StringCatalog) -> String {
        let named = groups.filter { !$0.isEmpty }.map { group in
            group.map { strings.text($0) }.joined(separator: ", ")
        }
        guard !named.isEmpty else { return strings.text("game.a11y.items.none") }
        return strings.text("game.a11y.items", .text(named.joined(separator: "; ")))
    }

    /// `count` items in rows of five, as a Zwanzigerfeld shows them.
    public static func fives(_ key: String = dot, _ count: Int) -> [[String]] {
        stride(from: 0, to: max(0, count), by: 5).map { Array(repeating: key, count: min(5, count - $0)) }
    }

    /// `count` items as one heap (scattered, or a dice face).
    public static func heap(_ key: String = dot, _ count: Int) -> [[String]] {
        count > 0 ? [Array(repeating: key, count: count)] : []
    }

    /// The items of a dot picture in its groups: a dice face's pips and scattered dots as one heap,
    /// a hand each, the ten-stick's two fives and then the hands.
    public static func groups(_ kind: DotPattern.Kind) -> [[String]] {
        func hands(_ count: Int) -> [[String]] {
            [min(5, count), count - 5].filter { $0 > 0 }.map { Array(repeating: finger, count: $0) }
        }
        switch kind {
        case .dice(let n): return heap(dot, min(QuantityPicture.diceMaximum, max(1, n)))
        case .fingers(let n): return hands(min(QuantityPicture.fingersMaximum, max(0, n)))
        case .tenStickAndFingers(let n): return fives(bead, 10) + hands(min(20, max(10, n)) - 10)
        case .scattered(let n, _): return heap(dot, n)
        }
    }

    /// The catalog key of a counting object's name: `obj_ente` is `game.a11y.object.obj_ente`.
    public static func objectNameKey(_ asset: String) -> String { "game.a11y.object." + asset }
}

import ZKContent
import ZKGameKit

/// Wie viele?'s picture for a listener (docs/usability.md#the-counting-picture, D-1219): a screen
/// reader names every item once, in the groups the picture shows (rows of five, a hand, the
/// ten-stick's fives), so the items can be counted by ear as a seeing child counts them by eye;
/// the label never says how many there are.
extension WieVieleRules {
    /// The picture's label: "Zum Zählen: Ente, Ente, Ente, Ente, Ente; Ente, Ente."
    static func listeningLabel(_ view: RoundView<WieVieleRules>) -> String {
        let groups = listeningGroups(view.task, structured: view.rung >= .h2).map { group in
            group.map { view.strings.text($0) }.joined(separator: ", ")
        }
        return view.strings.text("game.wie_viele.a11y.items", .text(groups.joined(separator: "; ")))
    }

    /// The items drawn, as catalog keys of their names, in the picture's groups. From H2 on
    /// (`structured`) every picture is a field in rows of five.
    static func listeningGroups(_ task: WieVieleTask, structured: Bool) -> [[String]] {
        let number = max(0, task.number)
        let dot = "game.a11y.item.dot"
        func fives(_ key: String, _ count: Int) -> [[String]] {
            stride(from: 0, to: count, by: 5).map { Array(repeating: key, count: min(5, count - $0)) }
        }
        func hands(_ count: Int) -> [[String]] {
            [min(5, count), count - 5].filter { $0 > 0 }.map { Array(repeating: "game.a11y.item.finger", count: $0) }
        }
        let drawsObjects = !task.objectAsset.isEmpty && WieVieleRules.showsObjects(task.display)
        if drawsObjects {
            let object = objectNameKey(task.objectAsset)
            return structured || task.display == .field
                ? fives(object, number) : [Array(repeating: object, count: number)]
        }
        if structured { return fives(dot, number) }
        switch task.display {
        case .fingers: return hands(min(number, QuantityPicture.fingersMaximum))
        case .tenStickAndFingers:
            return fives("game.a11y.item.bead", 10) + hands(max(0, min(number, 20) - 10))
        case .dice, .field, .scattered: return [Array(repeating: dot, count: number)]
        }
    }

    /// The catalog key of a counting object's name: `obj_ente` is `game.a11y.object.obj_ente`.
    static func objectNameKey(_ asset: String) -> String { "game.a11y.object." + asset }
}

import ZKContent
import ZKGameKit

/// Wie viele?'s picture for a listener (docs/usability.md#the-counting-picture, D-1219): a screen
/// reader names every item once, in the groups the picture shows (rows of five, a hand, the
/// ten-stick's fives), so the items can be counted by ear as a seeing child counts them by eye;
/// the label never says how many there are (`CountingLabel`, shared by every game's picture).
extension WieVieleRules {
    /// The picture's label: "Zum Zählen: Ente, Ente, Ente, Ente, Ente; Ente, Ente."
    static func listeningLabel(_ view: RoundView<WieVieleRules>) -> String {
        CountingLabel.text(listeningGroups(view.task, structured: view.rung >= .h2), strings: view.strings)
    }

    /// The items drawn, as catalog keys of their names, in the picture's groups. From H2 on
    /// (`structured`) every picture is a field in rows of five.
    static func listeningGroups(_ task: WieVieleTask, structured: Bool) -> [[String]] {
        let number = max(0, task.number)
        let drawsObjects = !task.objectAsset.isEmpty && WieVieleRules.showsObjects(task.display)
        if drawsObjects {
            let object = CountingLabel.objectNameKey(task.objectAsset)
            return structured || task.display == .field
                ? CountingLabel.fives(object, number) : CountingLabel.heap(object, number)
        }
        if structured { return CountingLabel.fives(CountingLabel.dot, number) }
        return CountingLabel.groups(task.display.dotPattern(number, seed: task.layoutSeed))
    }
}

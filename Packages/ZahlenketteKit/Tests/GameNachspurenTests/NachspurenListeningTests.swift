import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameNachspuren

/// Nachspuren's small Zwanzigerfeld for a listener (docs/usability.md#the-counting-picture, D-1221):
/// empty before a Ziffer is written, then the tens and then the whole number as dots in rows of five,
/// never as a number.
@Suite struct NachspurenListeningTests {
    @Test func theFieldIsHeardEmptyThenTheTensThenEveryDot() throws {
        let round = try NachspurenTestKit.round([14])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        let field = A11yID.gameElement(.nachspuren, "field")
        var labels: [String] = []
        func look() {
            if let label = GameTestKit.scene(round, size: NachspurenTestKit.size, time: time).element(field)?.label,
                labels.last != label
            {
                labels.append(label)
            }
        }
        look()
        for _ in 0..<8 {
            time += 1
            let effects = round.handle(
                .stroke(NachspurenTestKit.canvas, try NachspurenTestKit.traced(round, at: time)), time: time)
            look()
            if !GameTestKit.results(effects).isEmpty { break }
        }
        #expect(labels.first == "Noch leer")
        #expect(
            labels.dropFirst().map(CountingLabels.groups) == [
                CountingLabels.fives(CountingLabel.dot, 10), CountingLabels.fives(CountingLabel.dot, 14),
            ])
        for label in labels { CountingLabels.expectNoNumber(in: label) }
    }
}

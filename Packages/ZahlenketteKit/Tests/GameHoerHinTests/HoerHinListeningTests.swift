import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameHoerHin

/// Hör hin's bubble for a listener (docs/usability.md#the-counting-picture, D-1221): when it shows
/// the quantity, a screen reader hears its dots in the field's rows of five, and never the number
/// the rabbit says and the child answers.
@Suite struct HoerHinListeningTests {
    @Test func theBubblesDotsAreHeardInRowsOfFiveAndTheNumberIsNeverSaid() throws {
        for number in 1...20 {
            let round = HoerHinGame().makeRound(
                plan: GameTestKit.plan(.hoerHin, numbers: [number], step: .step1, level: .vorschule, range: .r1to20),
                setup: try GameTestKit.setup(.hoerHin, voice: false))
            var time = 0.0
            _ = round.start(time: time)
            GameTestKit.settle(round, at: &time)
            let scene = GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: time)
            let label = try #require(scene.element(.gameElement(.hoerHin, "bubble"))?.label)
            #expect(CountingLabels.groups(label) == CountingLabels.fives(CountingLabel.dot, number), "\(number)")
            CountingLabels.expectNoNumber(in: label)
        }
    }
}

import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameBlitzblick

/// Blitzblick's window for a listener (docs/usability.md#the-counting-picture, D-1221): while the
/// quantity shows, a screen reader hears each of its things once, in the picture's groups, and never
/// how many there are; under the cloud it hears the question.
@Suite struct BlitzblickListeningTests {
    private func task(_ number: Int, _ display: QuantityPicture) -> BlitzblickTask {
        BlitzblickTask(
            number: number, display: display, layoutSeed: 9,
            flash: BlitzblickFlash(cue: 0.3, seconds: 1, hintFactor: 1.5),
            options: AnswerOptions(numbers: [number], correctIndex: 0))
    }

    @Test func everyPictureNamesEachThingItDrawsOnceInItsGroups() {
        let dot = CountingLabel.dot
        for display in QuantityPicture.allCases {
            for number in 1...20 where display.canShow(number) {
                let groups = BlitzblickRules.listeningGroups(task(number, display))
                #expect(groups.joined().count == number, "\(display) \(number)")
                switch display {
                case .field:
                    #expect(groups == CountingLabel.fives(dot, number), "\(number)")
                case .dice, .fingers, .tenStickAndFingers, .scattered:
                    // As many names as the drawing has things, a group for each of its fives.
                    let pattern = DotPattern(
                        display.dotPattern(number, seed: 9), frame: Rect(x: 0, y: 0, width: 400, height: 300))
                    #expect(groups.joined().count == pattern.items().count, "\(display) \(number)")
                    #expect(groups.filter { $0.count == 5 }.count >= pattern.fives().count, "\(display) \(number)")
                }
            }
        }
        #expect(BlitzblickRules.listeningGroups(task(4, .dice)) == [Array(repeating: dot, count: 4)])
        #expect(
            BlitzblickRules.listeningGroups(task(12, .tenStickAndFingers)).map(\.count) == [5, 5, 2])
    }

    @Test func theFlashIsHeardThingByThingAndTheCloudAsksTheQuestion() throws {
        let round = BlitzblickGame().makeRound(
            plan: GameTestKit.plan(.blitzblick, numbers: [7], step: .step1, level: .vorschule, range: .r1to10),
            setup: try GameTestKit.setup(.blitzblick, voice: false))
        round.layout(in: GameTestKit.playfieldFrame(BlitzblickScenes.size))
        var time = 0.0
        _ = round.start(time: time)
        var heard: Set<String> = []
        for _ in 0..<600 {
            time += 1.0 / 60
            _ = round.tick(time: time)
            if let label = GameTestKit.scene(round, size: BlitzblickScenes.size, time: time)
                .element(BlitzblickScenes.windowID)?.label
            {
                heard.insert(label)
            }
        }
        let counting = heard.compactMap(CountingLabels.groups)
        #expect(!counting.isEmpty)
        for groups in counting { #expect(groups.joined().count == 7 && Set(groups.joined()) == ["Punkt"]) }
        #expect(heard.contains("Eine Wolke: Wie viele waren es?"))
        for label in heard { CountingLabels.expectNoNumber(in: label) }
    }
}

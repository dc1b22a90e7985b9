import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameWasFehlt

/// D-0687: a window that starts at the gap (a task saved by an older version) draws every hint
/// rung without a crash, and H1 never fills a bead the window does not show.
@Suite struct WasFehltHintDrawingTests {
    private let frame = Rect(x: 0, y: 0, width: 900, height: 420)

    private func view(_ task: WasFehltTask, rung: HintRung, elapsed: Double) -> RoundView<WasFehltRules> {
        RoundView(
            task: task, taskIndex: 0, tasks: [task], completed: [false], rungs: [rung], play: NoPlay(),
            level: .vorschule, phase: .answering, rung: rung, time: 100 + elapsed, rungStartedAt: 100,
            correctAt: nil, activityStartedAt: nil, activityCount: 0, isDemo: false,
            strings: ShippedContent.catalog.strings, reduceMotion: false, voiceEnabled: true, marks: [],
            wrongAnswers: [], lastWrongAt: nil, lastBounceAt: nil, frame: frame)
    }

    @Test func aWindowStartingAtTheGapDrawsEveryRung() throws {
        let rules = WasFehltRules(config: try #require(ShippedContent.game(.wasFehlt)))
        let gapFirst = WasFehltTask(
            number: 5, window: 5...9, labelledBeads: [6, 7, 8, 9],
            options: AnswerOptions(numbers: [4, 5, 6], correctIndex: 1))
        for rung in [HintRung.none, .h1, .h2, .solution] {
            for elapsed in [0.0, 0.7, 3.0, 60.0] {
                let nodes = rules.stimulus(view(gapFirst, rung: rung, elapsed: elapsed), in: frame)
                #expect(!nodes.isEmpty, "\(rung) at \(elapsed) s")
            }
        }
    }

    @Test func theBeadBeforeTheGapPulsesOnlyWhereTheWindowShowsIt() throws {
        let rules = WasFehltRules(config: try #require(ShippedContent.game(.wasFehlt)))
        let inside = WasFehltTask(
            number: 7, window: 5...9, labelledBeads: [5, 6, 8, 9],
            options: AnswerOptions(numbers: [6, 7, 8], correctIndex: 1))
        let gapFirst = WasFehltTask(
            number: 5, window: 5...9, labelledBeads: [6, 7, 8, 9],
            options: AnswerOptions(numbers: [4, 5, 6], correctIndex: 1))
        func drawn(_ task: WasFehltTask, _ rung: HintRung) -> Int {
            rules.stimulus(view(task, rung: rung, elapsed: 0.3), in: frame).count
        }
        // H1 adds a ring and a bead where the bead before the gap shows, only a ring where it does not.
        #expect(drawn(inside, .h1) - drawn(inside, .none) == 2)
        #expect(drawn(gapFirst, .h1) - drawn(gapFirst, .none) == 1)
    }
}

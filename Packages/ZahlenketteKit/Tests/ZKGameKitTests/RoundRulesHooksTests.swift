import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

/// A count game: the answer is a count; its wrong line says whether the count was too small or
/// too big, and its celebration takes four seconds.
private struct CountGame: RoundGame {
    let gameID = GameID.zahlenmonster
    let introLine: AudioID? = nil

    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Int { planned.number }
    func answer(of task: Int) -> Int { task }
    func prompt(for task: Int) -> [AudioID] { [.number(task)] }
    func hintLine(_ rung: HintRung, for task: Int) -> [AudioID] { [.common("hint")] }
    func hintLine(_ rung: HintRung, for task: Int, after answer: Int) -> [AudioID] {
        [.prompt(.zahlenmonster, answer < task ? "more" : "too_many")]
    }
    func successLine(for task: Int) -> [AudioID] { [.number(task)] }
    func correctFeedbackSeconds(for task: Int) -> Double? { 4 }
    func credits(for task: Int, planned: PlannedTask) -> TaskCredits {
        TaskCredits(number: task, skill: .count, secondarySkill: nil, secondaryNumber: nil)
    }
    func playfield(_ view: RoundView<CountGame>) -> [Node] { [] }
    /// `S07.answer.<k>` commits the count k.
    func interpret(_ intent: GameIntent, view: RoundView<CountGame>) -> PlayInput<Int, NoPlay> {
        guard case .tap(let id) = intent, let count = TilePlayfield.number(in: id) else { return .none }
        return .answer(count)
    }
}

@Suite struct RoundRulesHooksTests {
    private func answering(_ numbers: [Int]) throws -> (RoundDriver<CountGame>, Double) {
        let round = RoundDriver(
            plan: GameTestKit.plan(.zahlenmonster, numbers: numbers), game: CountGame(),
            setup: try GameTestKit.setup(.zahlenmonster))
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        return (round, time)
    }

    @Test func theWrongLineCanFollowTheAnswerThatWasGiven() throws {
        let (round, start) = try answering([5, 2])
        var time = start
        #expect(round.handle(.tap(.answer(3)), time: time + 1).contains(.speak([.prompt(.zahlenmonster, "more")])))
        time += 1
        GameTestKit.settle(round, at: &time)
        #expect(round.handle(.tap(.answer(8)), time: time + 1).contains(.speak([.prompt(.zahlenmonster, "too_many")])))
    }

    @Test func aGameMayHoldItsCelebrationLongerBeforeTheNextTask() throws {
        let (round, time) = try answering([5, 2])
        _ = round.handle(.tap(.answer(5)), time: time + 1)
        _ = round.tick(time: time + 3)
        #expect(round.phase == .correctFeedback(until: time + 5))
        _ = round.tick(time: time + 5)
        #expect(round.phase == .prompting)
    }
}

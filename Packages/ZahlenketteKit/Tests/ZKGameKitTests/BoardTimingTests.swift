import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

/// A board whose tasks are touched before they are answered: `S07.answer.<n>` touches task n
/// (by index) without committing; `S07.answer.<100 + n>` commits n for the task in focus.
private struct TouchBoard: RoundGame {
    let gameID = GameID.memory
    let introLine: AudioID? = nil
    let flow: RoundFlow
    var withOutro = false

    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Int { planned.number }
    func answer(of task: Int) -> Int { task }
    func prompt(for task: Int) -> [AudioID] { [] }
    func hintLine(_ rung: HintRung, for task: Int) -> [AudioID] { [] }
    func successLine(for task: Int) -> [AudioID] { [] }
    func credits(for task: Int, planned: PlannedTask) -> TaskCredits {
        TaskCredits(number: task, skill: .recognize, secondarySkill: nil, secondaryNumber: nil)
    }
    func outro(after play: NoPlay) -> RoundOutro? { withOutro ? RoundOutro(lines: []) : nil }
    func playfield(_ view: RoundView<TouchBoard>) -> [Node] { [] }
    func interpret(_ intent: GameIntent, view: RoundView<TouchBoard>) -> PlayInput<Int, NoPlay> {
        guard case .tap(let id) = intent, let number = TilePlayfield.number(in: id) else { return .none }
        if number >= 100 { return PlayInput(commit: number - 100, task: view.tasks.firstIndex(of: number - 100)) }
        return PlayInput(begun: view.tasks.firstIndex(of: number).map { [$0] } ?? [])
    }
}

@Suite struct BoardTimingTests {
    private func round(_ numbers: [Int], flow: RoundFlow, outro: Bool = false) throws -> RoundDriver<TouchBoard> {
        RoundDriver(
            plan: GameTestKit.plan(.memory, numbers: numbers), game: TouchBoard(flow: flow, withOutro: outro),
            setup: try GameTestKit.setup(.memory, voice: false))
    }

    @Test func aBoardTimesEachTaskFromItsFirstTouchToItsCompletionWithoutPauses() throws {
        let board = try round([3, 5], flow: .anyOrder)
        var time = 0.0
        _ = board.start(time: time)
        GameTestKit.settle(board, at: &time)
        // 5 is touched at +2 while the child is busy elsewhere; 3 only at +4.
        _ = board.handle(.tap(.answer(5)), time: time + 2)
        _ = board.handle(.tap(.answer(3)), time: time + 4)
        board.pause(time: time + 5)
        _ = board.resume(time: time + 15)
        let three = try #require(GameTestKit.results(board.handle(.tap(.answer(103)), time: time + 16)).first)
        #expect(three.responseTimeMs == 2000)
        time += 18
        GameTestKit.settle(board, at: &time)
        let five = try #require(GameTestKit.results(board.handle(.tap(.answer(105)), time: time)).first)
        #expect(five.responseTimeMs == Int(((time - 10 - 2 - (time - 18)) * 1000).rounded()))
    }

    @Test func aPauseAfterTheFirstCommitLeavesAnInOrderResponseTimeAlone() throws {
        let line = try round([4], flow: .inOrder)
        var time = 0.0
        _ = line.start(time: time)
        GameTestKit.settle(line, at: &time)
        _ = line.handle(.tap(.answer(106)), time: time + 2)
        line.pause(time: time + 3)
        _ = line.resume(time: time + 13)
        time += 14
        GameTestKit.settle(line, at: &time)
        let result = try #require(GameTestKit.results(line.handle(.tap(.answer(104)), time: time)).first)
        #expect(result.responseTimeMs == 2000 && result.attempts == 2)
    }

    @Test func theOutroStillShowsTheLastTask() throws {
        let line = try round([4], flow: .inOrder, outro: true)
        var time = 0.0
        _ = line.start(time: time)
        GameTestKit.settle(line, at: &time)
        _ = line.handle(.tap(.answer(104)), time: time)
        _ = line.tick(time: time + 1.6)
        #expect(line.phase == .outro)
        #expect(line.view(at: time + 1.7)?.task == 4)
        _ = line.tick(time: time + 4)
        #expect(line.isFinished && line.view(at: time + 4) == nil)
    }
}

import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

/// A game with a timed activity: a flash that ends 1.5 s after it began, before the answers enable
/// and again after H1 and H2; the pause rule is switchable to see what a resume does.
struct FlashGame: RoundGame {
    let gameID = GameID.blitzblick
    let introLine: AudioID? = nil
    var activityRepeatsAfterPause = false

    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Int { planned.number }
    func answer(of task: Int) -> Int { task }
    func prompt(for task: Int) -> [AudioID] { [.prompt(.blitzblick, "ask")] }
    func hintLine(_ rung: HintRung, for task: Int) -> [AudioID] { [.prompt(.blitzblick, "hint1")] }
    func successLine(for task: Int) -> [AudioID] { [] }
    func activitySteps(for task: Int, rung: HintRung) -> Int { rung == .solution ? 0 : 1 }
    func credits(for task: Int, planned: PlannedTask) -> TaskCredits {
        TaskCredits(number: task, skill: .subitize, secondarySkill: nil, secondaryNumber: nil)
    }
    func playfield(_ view: RoundView<FlashGame>) -> [Node] { [] }
    func interpret(_ intent: GameIntent, view: RoundView<FlashGame>) -> PlayInput<Int, NoPlay> {
        guard case .tap(let id) = intent, let number = TilePlayfield.number(in: id) else { return .none }
        return .answer(number)
    }
    func tick(_ view: RoundView<FlashGame>) -> PlayInput<Int, NoPlay>? {
        guard view.phase == .activity, let elapsed = view.activityElapsed, elapsed >= 1.5 else { return nil }
        return PlayInput(activityStep: true)
    }
}

@Suite struct ActivityAfterPauseTests {
    /// A round whose first flash runs from 2 s to 3.5 s.
    private func round(repeats: Bool) throws -> RoundDriver<FlashGame> {
        let round = RoundDriver(
            plan: GameTestKit.plan(.blitzblick, numbers: [6, 4]), game: FlashGame(activityRepeatsAfterPause: repeats),
            setup: try GameTestKit.setup(.blitzblick))
        _ = round.start(time: 0)
        _ = round.voiceFinished(time: 1)
        _ = round.voiceFinished(time: 2)
        return round
    }

    @Test func aFlashHiddenByAPauseStartsOverOnResume() throws {
        let round = try round(repeats: true)
        round.pause(time: 3)
        _ = round.resume(time: 40)
        #expect(round.phase == .activity && round.view(at: 40)?.activityElapsed == 0)
        _ = round.tick(time: 41.4)
        #expect(round.phase == .activity, "the whole flash again, not the 0.5 s it had left")
        _ = round.tick(time: 41.5)
        #expect(round.phase == .answering)
    }

    @Test func aResumeWhileTheAnswersWaitShowsTheFlashOnceMoreAndTimesTheAnswerFromItsEnd() throws {
        let round = try round(repeats: true)
        _ = round.tick(time: 3.5)
        #expect(round.phase == .answering)
        round.pause(time: 5)
        _ = round.resume(time: 60)
        #expect(round.phase == .activity)
        #expect(round.handle(.tap(.answer(6)), time: 60.5).isEmpty, "no answer while it shows")
        _ = round.tick(time: 61.5)
        #expect(round.phase == .answering)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(6)), time: 62.3)).first)
        #expect(result.responseTimeMs == 800 && result.firstTryCorrect && result.attempts == 1)
    }

    @Test func anActivityTheChildDoesContinuesWhereItStopped() throws {
        let round = try round(repeats: false)
        _ = round.tick(time: 3)
        round.pause(time: 3)
        _ = round.resume(time: 30)
        #expect(round.view(at: 30)?.activityElapsed == 1, "the pause is not counted")
        _ = round.tick(time: 30.5)
        #expect(round.phase == .answering)
        round.pause(time: 31)
        _ = round.resume(time: 50)
        #expect(round.phase == .answering)
    }
}

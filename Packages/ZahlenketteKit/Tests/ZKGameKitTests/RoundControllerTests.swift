import Foundation
import Testing
import ZKCore
import ZKGameKit

/// A minimal game: the task is the planned number, the answer is that number.
private struct CountingRules: RoundRules {
    let gameID = GameID.hoerHin
    let introLine: AudioID? = AudioID.prompt(.hoerHin, "intro")

    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> Int {
        planned.number
    }
    func answer(of task: Int) -> Int { task }
    func correctSlot(of task: Int) -> Int? { nil }
    func prompt(for task: Int) -> [AudioID] { [.prompt(.hoerHin, "find"), .numberQuestion(task)] }
    func hintLine(_ rung: HintRung, for task: Int) -> [AudioID] { [.prompt(.hoerHin, "hint\(rung.rawValue)")] }
    func successLine(for task: Int) -> [AudioID] { [.number(task)] }
    func credits(for task: Int, planned: PlannedTask) -> TaskCredits {
        TaskCredits(number: task, skill: .name, secondarySkill: .recognize, secondaryNumber: task)
    }
}

@Suite struct RoundControllerTests {
    private func plan(_ numbers: [Int]) -> RoundPlan {
        var generator = SplitMix64(seed: 5)
        let id = DeterministicID.roundID(using: &generator)
        let tasks = numbers.enumerated().map { index, number in
            PlannedTask(
                id: DeterministicID.taskID(roundID: id, index: index), skill: .name, number: number, step: .step1,
                reason: .focus)
        }
        return RoundPlan(
            id: id, gameID: .hoerHin, step: .step1, level: .littleOnes, range: .r1to5, tasks: tasks, abenteuerID: nil,
            seed: 77, isReentry: false, mode: .standard, context: .single)
    }

    private func results(_ effects: [RoundEffect]) -> [TaskResult] {
        effects.compactMap {
            if case .emit(.taskCompleted(let result, _)) = $0 { return result }
            return nil
        }
    }

    /// A round past its intro, with the first prompt finished at t = 2.
    private func answering(_ numbers: [Int], voice: Bool = true) -> RoundController<CountingRules> {
        var round = RoundController(
            plan: plan(numbers), rules: CountingRules(), includeDemo: false, voiceEnabled: voice)
        _ = round.start(now: 0)
        _ = round.voiceFinished(now: 1)
        _ = round.voiceFinished(now: 2)
        return round
    }

    @Test func titleIntroAndPromptPlayBeforeAnswersAreAccepted() {
        var round = RoundController(plan: plan([3, 4]), rules: CountingRules(), includeDemo: false, voiceEnabled: true)
        #expect(round.start(now: 0) == [.speak([.title(.hoerHin), .prompt(.hoerHin, "intro")])])
        #expect(round.voiceFinished(now: 1) == [.speak([.prompt(.hoerHin, "find"), .numberQuestion(3)])])
        #expect(round.phase == .prompting)
        #expect(round.commit(3, now: 1.2).isEmpty)
        #expect(round.lastBounceAt == 1.2)
        _ = round.voiceFinished(now: 2)
        #expect(round.phase == .answering)
        #expect(round.tracker.attempts == 0)
    }

    @Test func aCorrectFirstAnswerIsRecordedWithItsResponseTime() {
        var round = answering([3, 4])
        let effects = round.commit(3, now: 4.5)
        #expect(effects.prefix(2) == [.playEffect(.effect("correct")), .speakAfterCurrent([.number(3)])])
        let result = results(effects)
        #expect(result.count == 1)
        #expect(result.first?.firstTryCorrect == true)
        #expect(result.first?.responseTimeMs == 2500)
        #expect(result.first?.skill == .name && result.first?.secondarySkill == .recognize)
        #expect(round.tick(now: 5.9).isEmpty)
        #expect(round.tick(now: 6.0) == [.speak([.prompt(.hoerHin, "find"), .numberQuestion(4)])])
    }

    @Test func aDoubleTapNeverCountsTwice() {
        var round = answering([3, 4])
        #expect(results(round.commit(3, now: 3)).count == 1)
        #expect(round.commit(3, now: 3.05).isEmpty)
        #expect(round.completedTasks == 1)
    }

    @Test func wrongAnswersClimbTheLadderAndTheGuidedTapStillEarnsTheStar() {
        var round = answering([3])
        #expect(round.commit(1, now: 3) == [.playEffect(.effect("soft")), .speak([.prompt(.hoerHin, "hint1")])])
        #expect(round.commit(2, now: 3.1).isEmpty)  // controls are locked while the hint line plays
        _ = round.voiceFinished(now: 4)
        _ = round.commit(5, now: 5)
        _ = round.voiceFinished(now: 6)
        _ = round.commit(4, now: 7)
        #expect(round.phase == .wrongFeedback(rung: .solution))
        _ = round.voiceFinished(now: 8)
        #expect(round.phase == .solution(autoAt: 14))
        #expect(round.commit(1, now: 9).isEmpty)
        let result = results(round.commit(3, now: 9.5)).first
        #expect(result?.attempts == 3)
        #expect(result?.hintsUsed == 2)
        #expect(result?.solutionShown == true)
        #expect(result?.wrongAnswers == [1, 5, 4])
        #expect(result?.firstTryCorrect == false)
    }

    @Test func theSolutionCompletesItselfAfterSixSeconds() {
        var round = answering([3])
        for (wrong, time) in [(1, 3.0), (2, 5.0), (4, 7.0)] {
            _ = round.commit(wrong, now: time)
            _ = round.voiceFinished(now: time + 1)
        }
        #expect(round.tick(now: 13.9).isEmpty)
        let result = results(round.tick(now: 14)).first
        #expect(result?.attempts == 3)
        #expect(result?.solutionShown == true)
    }

    @Test func theLastTaskEndsTheRoundWithItsEvent() throws {
        var round = answering([3])
        let effects = round.commit(3, now: 3)
        guard case .emit(.taskCompleted(_, let isLast)) = try #require(effects.last) else {
            Issue.record("expected a task event")
            return
        }
        #expect(isLast)
        let end = round.tick(now: 4.5)
        #expect(round.phase == .finished)
        #expect(end.contains(.speak([.common("round_end")])))
        #expect(end.contains(.emit(.roundCompleted(roundID: round.plan.id, gameID: .hoerHin))))
    }

    @Test func withVoiceOffControlsEnableAfterOneSecond() {
        var round = RoundController(plan: plan([3]), rules: CountingRules(), includeDemo: false, voiceEnabled: false)
        #expect(round.start(now: 0).isEmpty)
        _ = round.tick(now: 1.0)
        #expect(round.phase == .prompting)
        #expect(round.voiceFinished(now: 1.5).isEmpty)
        #expect(round.phase == .prompting)
        _ = round.tick(now: 2.0)
        #expect(round.phase == .answering)
    }

    @Test func idleChildHearsThePromptAgainThenSeesTheSpeakerPulse() {
        var round = answering([3])
        #expect(round.tick(now: 11.9).isEmpty)
        #expect(round.tick(now: 12) == [.speak([.prompt(.hoerHin, "find"), .numberQuestion(3)])])
        #expect(!round.isSpeakerPulsing)
        #expect(round.tick(now: 13).isEmpty)
        _ = round.tick(now: 22)
        #expect(round.isSpeakerPulsing)
        _ = round.speakerTapped(now: 23)
        #expect(!round.isSpeakerPulsing)
        #expect(round.promptReplays == 1)
    }

    @Test func pausedTimeIsNotResponseTime() {
        var round = answering([3])
        round.pause(now: 3)
        #expect(round.commit(3, now: 4).isEmpty)
        _ = round.resume(now: 63)
        let result = results(round.commit(3, now: 64)).first
        #expect(result?.responseTimeMs == 2000)
    }

    @Test func theDemoIsUnscoredAndLeavesTheScoredTasksUnchanged() {
        var withDemo = RoundController(
            plan: plan([3, 4]), rules: CountingRules(), includeDemo: true, voiceEnabled: true)
        let without = RoundController(
            plan: plan([3, 4]), rules: CountingRules(), includeDemo: false, voiceEnabled: true)
        #expect(withDemo.tasks == without.tasks)
        _ = withDemo.start(now: 0)
        // The demo announces itself before its prompt.
        #expect(
            withDemo.voiceFinished(now: 1) == [
                .speak([.common("demo"), .prompt(.hoerHin, "find"), .numberQuestion(3)])
            ])
        #expect(withDemo.isDemo)
        _ = withDemo.voiceFinished(now: 2)
        #expect(withDemo.phase == .solution(autoAt: 8))
        #expect(results(withDemo.commit(3, now: 3)).isEmpty)
        _ = withDemo.tick(now: 4.5)
        #expect(!withDemo.isDemo)
        #expect(withDemo.taskIndex == 0)
        #expect(withDemo.completedTasks == 0)
    }
}

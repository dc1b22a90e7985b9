import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameBlitzblick

@Suite struct BlitzblickRoundTests {
    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to20,
        voice: Bool = true, demo: Bool = false, seed: UInt64 = 11, reduceMotion: Bool = false
    ) throws -> any GameRound {
        BlitzblickGame().makeRound(
            plan: GameTestKit.plan(.blitzblick, numbers: numbers, step: step, level: level, range: range, seed: seed),
            setup: try GameTestKit.setup(.blitzblick, voice: voice, demo: demo, reduceMotion: reduceMotion))
    }

    private func window(_ round: any GameRound, _ time: Double) -> BlitzblickScenes.Window {
        BlitzblickScenes.window(round, at: time)
    }

    /// Starts a round and lets the title and the question end at 1 s and 2 s: the first flash
    /// begins at 2 s.
    private func started(_ round: any GameRound) -> [RoundEffect] {
        round.start(time: 0) + round.voiceFinished(time: 1) + round.voiceFinished(time: 2)
    }

    @Test func theQuantityFlashesAfterTheBlinkCueAndTheTilesEnableWhenTheCloudCoversIt() throws {
        let round = try round([7, 3])
        let effects = started(round)
        #expect(effects.contains(.speak([.prompt(.blitzblick, "ask")])))
        #expect(!window(round, 1.5).quantity && !window(round, 1.5).cloud, "the window is empty while asked")
        #expect(round.phase == .activity)
        // Vorschule step 1: 0.5 s cue, then 1.5 s of the quantity.
        #expect(window(round, 2.3) == .init(quantity: false, cloud: false, fives: false, lit: 0))
        #expect(window(round, 2.6).quantity && !window(round, 2.6).cloud)
        #expect(window(round, 3.9).quantity)
        // A tap during the flash only bounces: never an attempt.
        #expect(round.handle(.tap(.answer(7)), time: 3.0).isEmpty)
        _ = round.tick(time: 3.9)
        #expect(round.phase == .activity)
        _ = round.tick(time: 4.0)
        #expect(round.phase == .answering)
        #expect(window(round, 4.0) == .init(quantity: false, cloud: true, fives: false, lit: 0))
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(7)), time: 5.2)).first)
        #expect(result.firstTryCorrect && result.attempts == 1 && result.responseTimeMs == 1200)
        #expect(result.skill == .subitize && result.secondarySkill == .recognize && result.number == 7)
        #expect(window(round, 5.3).quantity, "after a correct answer the cloud lifts off the quantity")
    }

    @Test func theSpeakerRepeatsTheQuestionButNeverTheFlash() throws {
        let round = try round([5])
        _ = started(round)
        _ = round.tick(time: 4.0)
        let replay = round.handle(.tap(.speaker), time: 4.5)
        #expect(replay == [.speak([.prompt(.blitzblick, "ask")])])
        _ = round.tick(time: 6)
        #expect(round.phase == .answering)
        #expect(!window(round, 5.0).quantity && window(round, 5.0).cloud)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(5)), time: 6)).first)
        #expect(result.promptReplays == 1 && result.firstTryCorrect)
    }

    @Test func aPauseHidesTheFlashAndTheResumeShowsItAgainFromTheCue() throws {
        // Paused in the middle of the flash: the flash starts over after the resume.
        let flashing = try round([6])
        _ = started(flashing)
        flashing.pause(time: 3.0)
        _ = flashing.tick(time: 20)
        #expect(flashing.phase == .activity)
        _ = flashing.resume(time: 30)
        #expect(!window(flashing, 30.2).quantity, "the cue first")
        #expect(window(flashing, 30.6).quantity)
        _ = flashing.tick(time: 31.9)
        #expect(flashing.phase == .activity, "the whole flash again, not its remainder")
        _ = flashing.tick(time: 32.0)
        #expect(flashing.phase == .answering)

        // Paused while the cloud covered it: back from the background, the child sees it once more,
        // and the response time runs from the new cloud.
        let answering = try round([6])
        _ = started(answering)
        _ = answering.tick(time: 4.0)
        answering.pause(time: 5)
        _ = answering.resume(time: 50)
        #expect(answering.phase == .activity)
        #expect(window(answering, 50.7).quantity)
        _ = answering.tick(time: 52)
        #expect(answering.phase == .answering && window(answering, 52).cloud)
        let result = try #require(GameTestKit.results(answering.handle(.tap(.answer(6)), time: 53)).first)
        #expect(result.responseTimeMs == 1000 && result.firstTryCorrect)
    }

    @Test func wrongAnswersRepeatTheFlashAtH1AndTwiceAsLongWithTheFivesAtH2() throws {
        let round = try round([12])
        var effects = started(round)
        effects += round.tick(time: 4.0)
        // H1: "Noch einmal. Schau genau!", then the same flash (cue 0.5 s + 1.5 s).
        effects += round.handle(.tap(.answer(try #require(round.wrongAnswerNumber))), time: 5)
        #expect(effects.contains(.speak([.prompt(.blitzblick, "hint1")])))
        #expect(window(round, 5.5).cloud && !window(round, 5.5).quantity)
        _ = round.voiceFinished(time: 6)
        #expect(round.phase == .activity)
        #expect(window(round, 6.2).cloud, "a repeated flash starts from the cloud")
        #expect(window(round, 7.9) == .init(quantity: true, cloud: false, fives: false, lit: 0))
        _ = round.tick(time: 8.0)
        #expect(round.phase == .answering && window(round, 8.0).cloud)
        // H2: the flash lasts 3 s, with the fives outlined.
        _ = round.handle(.tap(.answer(try #require(round.wrongAnswerNumber))), time: 9)
        _ = round.voiceFinished(time: 10)
        #expect(window(round, 12.0) == .init(quantity: true, cloud: false, fives: true, lit: 0))
        _ = round.tick(time: 13.4)
        #expect(round.phase == .activity && window(round, 13.4).quantity)
        _ = round.tick(time: 13.5)
        #expect(round.phase == .answering)
        // S: the cloud lifts off the quantity and the voice names the parts.
        let solution = round.handle(.tap(.answer(try #require(round.wrongAnswerNumber))), time: 14)
        #expect(solution.contains(.speak([.numberParts(12), .common("these_are"), .number(12)])))
        #expect(window(round, 14.1).cloud && window(round, 14.1).quantity)
        #expect(!window(round, 14.7).cloud && window(round, 14.7).fives)
        _ = round.voiceFinished(time: 17)
        #expect(round.phase.isSolution)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(12)), time: 18)).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown && !result.firstTryCorrect)
        #expect(result.wrongAnswers.count == 3 && !result.wrongAnswers.contains(12))
    }

    @Test func theSolutionCountsAlongAndLightsTheThingsOneByOneUpToFive() throws {
        for number in [1, 3, 5] {
            let round = try round([number], step: .step2, range: .r1to10, voice: false)
            var time = 0.0
            _ = round.start(time: time)
            GameTestKit.settle(round, at: &time)
            for _ in 0..<3 {
                time += 1
                _ = round.handle(try #require(round.wrongIntent), time: time)
                GameTestKit.settle(round, at: &time)
            }
            let reachedS = time - 1
            #expect(window(round, reachedS + 0.1).lit == 1)
            #expect(window(round, reachedS + 0.75).lit == min(2, number))
            #expect(window(round, reachedS + 9).lit == number)
        }
    }

    @Test func theDemoTaskLiftsTheCloudAndIsNeverScored() throws {
        let round = try round([4, 8], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo && round.phase.isSolution)
        #expect(window(round, time + 1).quantity && !window(round, time + 1).cloud)
        #expect(GameTestKit.results(round.handle(try #require(round.correctIntent), time: time + 1)).isEmpty)
        time += 1
        GameTestKit.settle(round, at: &time)
        #expect(!round.isDemo && round.phase == .answering && round.completedTasks == 0)
        #expect(GameTestKit.results(round.handle(.tap(.answer(4)), time: time + 1)).first?.number == 4)
    }

    @Test func withoutVoiceTheFlashStillComesAndEveryTaskIsSolvable() throws {
        let round = try round([9, 2], step: .step3, voice: false)
        var time = 0.0
        #expect(round.start(time: time).isEmpty)
        var sawQuantity = false
        for _ in 0..<80 where round.phase != .answering {
            time += 0.1
            _ = round.tick(time: time)
            sawQuantity = sawQuantity || window(round, time).quantity
        }
        #expect(sawQuantity && round.phase == .answering)
        #expect(GameTestKit.results(round.handle(.tap(.answer(9)), time: time + 1)).first?.firstTryCorrect == true)
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .blitzblick, numbers: [.littleOnes: [1, 3, 5, 9], .vorschule: [4, 7, 14, 20]], seeds: [11, 12]
        ) { BlitzblickGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }
}

extension GameRound {
    /// The number of a wrong tile the round offers now.
    var wrongAnswerNumber: Int? {
        guard case .tap(let id)? = wrongIntent else { return nil }
        return TilePlayfield.number(in: id)
    }
}

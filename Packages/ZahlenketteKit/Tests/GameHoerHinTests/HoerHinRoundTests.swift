import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameHoerHin

@Suite struct HoerHinRoundTests {
    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to10,
        voice: Bool = true, demo: Bool = false
    ) throws -> any GameRound {
        HoerHinGame().makeRound(
            plan: GameTestKit.plan(.hoerHin, numbers: numbers, step: step, level: level, range: range),
            setup: try GameTestKit.setup(.hoerHin, voice: voice, demo: demo))
    }

    @Test func theModuleReportsItsIDAndTheConfiguredNumbers() throws {
        let config = try #require(ShippedContent.game(.hoerHin))
        #expect(HoerHinGame().id == .hoerHin)
        #expect(
            HoerHinGame().validNumbers(config: config, step: .step2, level: .littleOnes, range: .r1to10)
                == Array(1...10))
    }

    @Test func aCorrectFirstTapEarnsTheStarAsFirstTry() throws {
        let round = try round([7, 3])
        var time = 0.0
        let start = round.start(time: time)
        #expect(start == [.speak([.title(.hoerHin)])])
        let prompt = GameTestKit.settle(round, at: &time)
        #expect(prompt.contains(.speak([.prompt(.hoerHin, "find"), .numberQuestion(7)])))
        let effects = round.handle(.tap(.answer(7)), time: time + 2)
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.firstTryCorrect && result.attempts == 1 && result.skill == .name)
        #expect(round.completedTasks == 1)
    }

    @Test func wrongTapsClimbH1H2AndTheSolutionAndTheTaskStillEarnsItsStar() throws {
        let round = try round([6], step: .step2)
        var time = 0.0
        _ = round.start(time: time)
        var bubbleByPhase: [Bool] = []
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time) { at in
            bubbleByPhase.append(
                GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: at)
                    .element(.gameElement(.hoerHin, "bubble")) != nil)
        }
        #expect(effects.contains(.speak([.prompt(.hoerHin, "hint1"), .number(6)])))
        #expect(effects.contains(.speak([.numberParts(6)])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(!result.firstTryCorrect && result.hintsUsed == 2 && result.solutionShown && result.attempts == 3)
        #expect(result.wrongAnswers.count == 3)
        // The quantity appears in the bubble from H2 on, never before.
        #expect(bubbleByPhase == [false, false, false, false, true, true, true, true, true, true])
        #expect(GameTestKit.events(effects).filter { if case .taskCompleted = $0 { true } else { false } }.count == 1)
    }

    @Test func theDemoTaskShowsTheSolutionAndIsNeverScored() throws {
        let round = try round([4, 9], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo && round.phase.isSolution)
        let demoEffects = round.handle(try #require(round.correctIntent), time: time + 1)
        #expect(GameTestKit.results(demoEffects).isEmpty)
        time += 1
        GameTestKit.settle(round, at: &time)
        #expect(!round.isDemo && round.phase == .answering)
        let scored = round.handle(.tap(.answer(4)), time: time + 1)
        #expect(GameTestKit.results(scored).first?.number == 4)
    }

    @Test func withoutVoiceTheBubbleShowsTheQuantityAndOnlyRecognizeCounts() throws {
        let silent = try round([8], voice: false)
        var time = 0.0
        #expect(silent.start(time: time).isEmpty)
        GameTestKit.settle(silent, at: &time)
        let scene = GameTestKit.scene(silent, size: Size(width: 1024, height: 768), time: time)
        #expect(
            scene.element(.gameElement(.hoerHin, "bubble"))?.label
                == "Zum Zählen: Punkt, Punkt, Punkt, Punkt, Punkt; Punkt, Punkt, Punkt.")
        let result = try #require(GameTestKit.results(silent.handle(.tap(.answer(8)), time: time + 1)).first)
        #expect(result.skill == .recognize && result.secondarySkill == nil)

        let spoken = try round([8])
        time = 0
        _ = spoken.start(time: time)
        GameTestKit.settle(spoken, at: &time)
        #expect(
            GameTestKit.scene(spoken, size: Size(width: 1024, height: 768), time: time)
                .element(.gameElement(.hoerHin, "bubble")) == nil)
    }

    @Test func theEarsWiggleGentlyAtH1AndStayStillWithReducedMotion() throws {
        for reduce in [false, true] {
            let round = HoerHinGame().makeRound(
                plan: GameTestKit.plan(.hoerHin, numbers: [5]),
                setup: try GameTestKit.setup(.hoerHin, reduceMotion: reduce))
            var time = 0.0
            _ = round.start(time: time)
            GameTestKit.settle(round, at: &time)
            _ = round.handle(try #require(round.wrongIntent), time: time + 1)
            round.layout(in: GameTestKit.playfieldFrame(Size(width: 1024, height: 768)))
            let still = round.playfield(time: time + 1)
            let wiggled = round.playfield(time: time + 1.625)
            #expect((still == wiggled) == reduce)
            time += 1
            GameTestKit.settle(round, at: &time)
            #expect(round.phase == .answering)
            #expect(round.isAnimating(at: time + 0.5) == !reduce, "the host keeps drawing the wiggle")
        }
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(.hoerHin, numbers: [.littleOnes: [3, 9], .vorschule: [7, 14]]) {
            HoerHinGame().makeRound(plan: $0, setup: $1)
        }
        #expect(findings.isEmpty, "\(findings)")
        let silent = HoerHinGame().makeRound(
            plan: GameTestKit.plan(.hoerHin, numbers: [17], step: .step3, range: .r1to20),
            setup: try GameTestKit.setup(.hoerHin, voice: false))
        var time = 0.0
        _ = silent.start(time: time)
        GameTestKit.settle(silent, at: &time)
        #expect(GameTestKit.audit(silent, time: time).isEmpty)
    }

    @Test func aTaskLooksAsItsGoldenSays() throws {
        let round = try round([6, 2], step: .step2)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let scene = GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: time)
        GameTestKit.checkGolden(scene, named: "hoer_hin-1024x768")
        _ = round.handle(try #require(round.wrongIntent), time: time + 1)
        time += 1
        GameTestKit.settle(round, at: &time)
        _ = round.handle(try #require(round.wrongIntent), time: time + 1)
        time += 1
        GameTestKit.settle(round, at: &time)
        GameTestKit.checkGolden(
            GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: time), named: "hoer_hin-h2")
    }
}

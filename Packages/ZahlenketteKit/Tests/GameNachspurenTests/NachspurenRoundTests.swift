import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameNachspuren

@Suite struct NachspurenRoundTests {
    private let size = NachspurenTestKit.size
    private let canvas = NachspurenTestKit.canvas

    @Test func tracingEveryStrokeWritesTheNumeralAtTheFirstTry() throws {
        let round = try NachspurenTestKit.round([7])
        var time = 0.0
        let opening = NachspurenTestKit.started(round, &time)
        #expect(opening.contains(.speak([.prompt(.nachspuren, "trace"), .number(7)])))
        #expect(round.phase == .answering)
        // The 7 has two strokes: the first is a step, never an attempt; the second finishes it.
        time += 1
        #expect(round.handle(.stroke(canvas, try NachspurenTestKit.traced(round, at: time)), time: time).isEmpty)
        #expect(round.view(at: time)?.play.done == 1)
        time += 1
        let effects = round.handle(.stroke(canvas, try NachspurenTestKit.traced(round, at: time)), time: time)
        #expect(effects.contains(.speakAfterCurrent([.number(7), .numberParts(7)])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.firstTryCorrect && result.attempts == 1 && result.wrongAnswers.isEmpty)
        #expect(result.skill == .write && result.secondarySkill == .recognize && result.number == 7)
    }

    @Test func aRejectedStrokeIsOneAttemptAndTheNumeralsLadderStartsWithTheGhostFinger() throws {
        let round = try NachspurenTestKit.round([3], step: .step3)
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        // Step 3 shows no dot until H1 (issue 12: the hint must show what it names).
        #expect(
            NachspurenTestKit.circles(GameTestKit.scene(round, size: size, time: time), filled: Palette.correct) == 0)
        time += 1
        let wrong = round.handle(
            .stroke(canvas, try NachspurenTestKit.traced(round, at: time).reversedForTest), time: time)
        #expect(wrong.contains(.speak([.prompt(.nachspuren, "start")])))
        #expect(
            NachspurenTestKit.circles(GameTestKit.scene(round, size: size, time: time + 0.2), filled: Palette.correct)
                == 1)
        // After the line the ghost finger replays the stroke, then the canvas takes strokes again.
        time += 1
        _ = round.voiceFinished(time: time)
        #expect(round.phase == .activity)
        #expect(
            NachspurenTestKit.circles(GameTestKit.scene(round, size: size, time: time + 1), filled: Palette.skin) == 1)
        GameTestKit.settle(round, at: &time)
        #expect(round.phase == .answering)
        let effects = try NachspurenTestKit.traceAll(round, &time)
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 2 && result.hintsUsed == 1 && !result.firstTryCorrect && result.wrongAnswers.isEmpty)
    }

    @Test func theWholeLadderEndsInTheSolutionAndOneGuidedTraceInAWideCorridor() throws {
        let round = try NachspurenTestKit.round([5], step: .step3)
        var time = 0.0
        _ = round.start(time: time)
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time)
        #expect(effects.contains(.speak([.prompt(.nachspuren, "start")])))
        #expect(effects.contains(.speak([.prompt(.nachspuren, "with_me")])))
        #expect(effects.contains(.speak([.common("this_is"), .number(5), .prompt(.nachspuren, "with_me")])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown && !result.firstTryCorrect)
    }

    @Test func theGuidedTraceTakesAStrokeTheStepWouldRejectAndFinishesTheStrokesLeft() throws {
        let round = try NachspurenTestKit.round([4], step: .step3)
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        for _ in 0..<3 {
            time += 1
            _ = round.handle(try #require(round.wrongIntent), time: time)
            GameTestKit.settle(round, at: &time)
        }
        #expect(round.phase.isSolution)
        let view = try #require(round.view(at: time))
        // The 4's second stroke is the one left for the guided trace; the first writes itself.
        #expect(round.game.target(view) == 1)
        let height = round.game.layout(view).glyphHeight
        time += 1
        let open = try NachspurenTestKit.traced(round, at: time)
        // 9 % of the glyph height beside the line: outside step 3's 16 % corridor, inside the 40 % one.
        let aside = TracedStroke(
            open.samples.map { TracedStroke.Sample(Point(x: $0.point.x + 0.09 * height, y: $0.point.y), at: $0.time) })
        let stepThree = TraceChecker(
            path: round.game.path(1, task: view.task, layout: round.game.layout(view)), corridor: 0.16 * height,
            rules: round.game.trace)
        #expect(stepThree.verdict(aside.points) == .rejected(.leftCorridor))
        let result = try #require(GameTestKit.results(round.handle(.stroke(canvas, aside), time: time)).first)
        #expect(result.solutionShown && result.attempts == 3)
    }

    @Test func twoZiffernAreWrittenLeftToRightWhileTheMiniFieldFillsTensFirst() throws {
        let round = try NachspurenTestKit.round([14])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        let field = { (at: Double) -> Int in
            let scene = GameTestKit.scene(round, size: size, time: at)
            return NachspurenTestKit.circles(scene, filled: Palette.beadRed) + NachspurenTestKit.blueBeads(scene)
        }
        #expect(field(time) == 0)
        time += 1
        let one = round.handle(.stroke(canvas, try NachspurenTestKit.traced(round, at: time)), time: time)
        #expect(one == [.speak([.number(1)])])
        #expect(field(time + 0.1) == 10)
        var effects: [RoundEffect] = []
        for _ in 0..<2 {
            time += 1
            effects += round.handle(.stroke(canvas, try NachspurenTestKit.traced(round, at: time)), time: time)
        }
        #expect(effects.contains(.speakAfterCurrent([.number(4), .number(14), .numberParts(14)])))
        #expect(field(time + 0.1) == 14)
        #expect(try #require(GameTestKit.results(effects).first).firstTryCorrect)
    }

    @Test func theTwentyNamesItsTwoAndItsZeroNull() throws {
        let round = try NachspurenTestKit.round([20])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        time += 1
        #expect(
            round.handle(.stroke(canvas, try NachspurenTestKit.traced(round, at: time)), time: time) == [
                .speak([.number(2)])
            ])
        time += 1
        let effects = round.handle(.stroke(canvas, try NachspurenTestKit.traced(round, at: time)), time: time)
        #expect(effects.contains(.speakAfterCurrent([.number(0), .number(20), .numberParts(20)])))
    }

    @Test func stepOneOpensWithTheGhostFingerBeforeTheCanvasTakesStrokes() throws {
        let round = try NachspurenTestKit.round([6], step: .step1)
        var time = 0.0
        _ = round.start(time: time)
        for _ in 0..<3 where round.phase != .activity {
            time += 1
            _ = round.voiceFinished(time: time)
        }
        #expect(round.phase == .activity)
        let scene = GameTestKit.scene(round, size: size, time: time + 1)
        #expect(NachspurenTestKit.circles(scene, filled: Palette.skin) == 1)
        #expect(scene.element(canvas)?.isEnabled == false)
        GameTestKit.settle(round, at: &time)
        #expect(round.phase == .answering)
        #expect(GameTestKit.scene(round, size: size, time: time).element(canvas)?.isEnabled == true)
    }

    @Test func theDemoTaskIsNeverScored() throws {
        let round = try NachspurenTestKit.round([5, 2], demo: true)
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        #expect(round.isDemo && round.phase.isSolution)
        time += 1
        #expect(GameTestKit.results(round.handle(try #require(round.correctIntent), time: time)).isEmpty)
        GameTestKit.settle(round, at: &time)
        #expect(!round.isDemo && round.completedTasks == 0)
    }

    @Test func aWholeRoundOfFourPlaysThroughTheJourneyHooks() throws {
        let round = try NachspurenTestKit.round([1, 8, 10, 17], step: .step1)
        var time = 0.0
        let effects = GameTestKit.playWholeRound(round, time: &time)
        let results = GameTestKit.results(effects)
        #expect(results.map(\.number) == [1, 8, 10, 17] && results.allSatisfy(\.firstTryCorrect))
        #expect(GameTestKit.events(effects).last == .roundCompleted(roundID: round.plan.id, gameID: .nachspuren))
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .nachspuren, numbers: [.littleOnes: [1, 4, 8], .vorschule: [7, 10, 14, 20]]
        ) { NachspurenGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func theTemplateIsAtLeastOneHundredEightyPointsTallAtEverySize() throws {
        for size in LayoutAudit.standardSizes {
            for number in [8, 18] {
                let round = try NachspurenTestKit.round([number])
                round.layout(in: GameTestKit.playfieldFrame(size))
                let view = try #require(round.view(at: 0))
                let layout = round.game.layout(view)
                #expect(layout.glyphHeight >= 180, "\(size) \(number)")
                #expect(layout.boxes.allSatisfy { GameTestKit.playfieldFrame(size).contains($0) }, "\(size) \(number)")
            }
        }
    }

    @Test func eachStepAndRungLooksAsItsGoldenSays() throws {
        for (step, number) in [(DifficultyStep.step1, 5), (.step2, 14), (.step3, 3)] {
            let round = try NachspurenTestKit.round([number], step: step, seed: 12)
            var time = 0.0
            _ = NachspurenTestKit.started(round, &time)
            let name = "nachspuren-s\(step.rawValue)"
            GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time), named: name)
            for rung in ["h1", "h2", "s"] {
                time += 1
                _ = round.handle(try #require(round.wrongIntent), time: time)
                GameTestKit.checkGolden(
                    GameTestKit.scene(round, size: size, time: time + 0.3), named: "\(name)-\(rung)")
                GameTestKit.settle(round, at: &time)
            }
            GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time + 2), named: "\(name)-guided")
        }
    }
}

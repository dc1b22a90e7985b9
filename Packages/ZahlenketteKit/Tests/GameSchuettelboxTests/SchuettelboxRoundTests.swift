import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameSchuettelbox

@Suite struct SchuettelboxRoundTests {
    private let size = Size(width: 1024, height: 768)

    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, demo: Bool = false,
        voice: Bool = true, seed: UInt64 = 11
    ) throws -> any GameRound {
        SchuettelboxGame().makeRound(
            plan: GameTestKit.plan(
                .schuettelbox, numbers: numbers, step: step, level: level, range: .r1to10, seed: seed),
            setup: try GameTestKit.setup(.schuettelbox, voice: voice, demo: demo))
    }

    /// Lets the prompt end so the box waits for its shake.
    private func untilTheShake(_ round: any GameRound, _ time: inout Double) -> [RoundEffect] {
        var effects: [RoundEffect] = []
        for _ in 0..<20 where round.phase != .activity {
            time += 1
            effects += round.voiceFinished(time: time) + round.tick(time: time)
        }
        return effects
    }

    private func task(_ round: any GameRound) throws -> SchuettelboxTask {
        try #require((round as? RoundDriver<SchuettelboxRules>)?.view(at: 0)?.task)
    }

    /// Filled beads (red discs and blue Lochperlen) and empty outlines drawn in a scene.
    private func beads(_ scene: Scene) -> (filled: Int, empty: Int) {
        var filled = 0
        var empty = 0
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node.shape {
                case .circle(_, _, let fill, let stroke):
                    if fill == Palette.beadRed { filled += 1 }
                    if fill == nil, stroke?.color == Palette.outline { empty += 1 }
                case .ring(_, _, _, let color, _) where color == Palette.beadBlue: filled += 1
                case .group(let group): walk(group.children)
                default: break
                }
            }
        }
        walk(scene.nodes)
        return (filled, empty)
    }

    @Test func theOpenBoxShowsTheWholeThenWaitsClosedForTheShake() throws {
        let round = try round([7])
        var time = 0.0
        _ = round.start(time: time)
        time += 1
        _ = round.voiceFinished(time: time)
        #expect(round.phase == .prompting)
        let task = try task(round)
        // Open: all N beads, and the N outline places of step 1 all filled: nothing is split yet.
        let open = beads(GameTestKit.scene(round, size: size, time: time))
        #expect(open.filled == 2 * task.whole && open.empty == 0)
        _ = untilTheShake(round, &time)
        #expect(round.phase == .activity)
        let scene = GameTestKit.scene(round, size: size, time: time)
        #expect(scene.element(SchuettelboxRules.shakeID)?.isEnabled == true)
        #expect(scene.element(SchuettelboxRules.boxID)?.role == .drawable)
        // Closed: only the outline places remain visible, still the whole.
        #expect(beads(scene).filled == task.whole)
    }

    @Test func shakingIsNeverAnAttemptAndOpensTheLeftLid() throws {
        let round = try round([6])
        var time = 0.0
        _ = round.start(time: time)
        _ = untilTheShake(round, &time)
        let task = try task(round)
        // Tiles bounce, a short or straight drag does not shake, the answers stay locked.
        #expect(round.handle(.tap(.answer(task.number)), time: time + 0.1).isEmpty)
        let straight = TracedStroke(points: [Point(x: 300, y: 300), Point(x: 420, y: 300)], start: time + 0.2)
        #expect(round.handle(.stroke(SchuettelboxRules.boxID, straight), time: time + 0.4).isEmpty)
        #expect(round.phase == .activity)
        time += 1
        let shaken = round.handle(.shake, time: time)
        #expect(shaken == [.speak([.prompt(.schuettelbox, "ask")])])
        #expect(round.handle(.shake, time: time + 0.1).isEmpty)
        // The box wobbles closed, then the left lid shows the k visible beads.
        let wobbling = beads(GameTestKit.scene(round, size: size, time: time + 0.3))
        let opened = beads(GameTestKit.scene(round, size: size, time: time + 1.5))
        #expect(wobbling.filled == task.whole && wobbling.empty == 0)
        #expect(opened.filled == 2 * task.visible && opened.empty == task.number)
        GameTestKit.settle(round, at: &time)
        #expect(round.phase == .answering)
        #expect(round.handle(.shake, time: time + 0.5).isEmpty)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(task.number)), time: time + 1)).first)
        #expect(result.attempts == 1 && result.firstTryCorrect)
    }

    @Test func aSidewaysDragWithThreeTurnsOrAKeyPressOnTheBoxShakesIt() throws {
        for input in ["drag", "key"] {
            let round = try round([5])
            var time = 0.0
            _ = round.start(time: time)
            _ = untilTheShake(round, &time)
            let hooks = try #require(round as? any RoundJourneyHooks)
            let intent: GameIntent =
                input == "drag"
                ? .stroke(SchuettelboxRules.boxID, try #require(hooks.stroke(on: SchuettelboxRules.boxID)))
                : .press(SchuettelboxRules.boxID)
            #expect(round.handle(intent, time: time + 1) == [.speak([.prompt(.schuettelbox, "ask")])], "\(input)")
            #expect(hooks.stroke(on: SchuettelboxRules.boxID) == nil)
        }
    }

    @Test func aRightAnswerSaysTheSplitAndCreditsTheWholeAndTheVisiblePart() throws {
        let round = try round([8, 4])
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let task = try task(round)
        let effects = round.handle(.tap(.answer(task.number)), time: time + 2)
        #expect(effects.contains(.speakAfterCurrent([.split(whole: 8, part: task.visible)])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.number == 8 && result.skill == .decompose)
        #expect(result.secondarySkill == .count && result.secondaryNumber == task.visible)
        #expect(result.firstTryCorrect && result.attempts == 1 && result.responseTimeMs == 2000)
    }

    @Test func aWrongTileThenTheRightOneIsTheSecondAttempt() throws {
        let round = try round([9])
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let task = try task(round)
        let wrong = try #require(task.options.numbers.first { $0 != task.number })
        let effects = round.handle(.tap(.answer(wrong)), time: time + 1)
        #expect(effects.contains(.speak([.prompt(.schuettelbox, "hint1"), .number(9)])))
        time += 1
        GameTestKit.settle(round, at: &time)
        // H1 does not ask for another shake.
        #expect(round.phase == .answering)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(task.number)), time: time + 1)).first)
        #expect(
            result.attempts == 2 && result.hintsUsed == 1 && !result.firstTryCorrect && result.wrongAnswers == [wrong])
    }

    @Test func theLadderNamesTheWholeShowsTheHiddenOutlinesAndCountsThemUnderTheLiftedLid() throws {
        let round = try round([7], step: .step2)
        var time = 0.0
        _ = round.start(time: time)
        let task = try task(round)
        var looks: [(filled: Int, empty: Int)] = []
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time) { at in
            looks.append(beads(GameTestKit.scene(round, size: size, time: at)))
        }
        #expect(effects.contains(.speak([.prompt(.schuettelbox, "hint1"), .number(7)])))
        #expect(effects.contains(.speak([.prompt(.schuettelbox, "hint2")])))
        let counted = (1...task.number).map(AudioID.number)
        let closing: [AudioID] =
            task.number == 1 ? [.common("just_one")] : [.common("these_are"), .number(task.number)]
        #expect(effects.contains(.speak(counted + closing)))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown && !result.firstTryCorrect)
        // Step 2 has no outline places until H1; H2 adds the hidden beads' outlines through the lid;
        // the solution shows them as beads.
        let answering = try #require(looks.first)
        #expect(answering.empty == 0 && answering.filled == task.visible)
        let h1 = looks[1]
        #expect(h1.empty == task.number && h1.filled == 2 * task.visible)
        let h2 = looks[4]
        #expect(h2.empty == 2 * task.number)
        let solution = looks[7]
        #expect(solution.filled == 2 * task.visible + task.number && solution.empty == task.number)
    }

    @Test func theSpeakerAsksAboutTheLidOnceTheBoxIsShaken() throws {
        let round = try round([5])
        var time = 0.0
        _ = round.start(time: time)
        time += 1
        _ = round.voiceFinished(time: time)
        #expect(
            round.handle(.tap(.speaker), time: time).contains(
                .speak([.prompt(.schuettelbox, "total"), .number(5), .prompt(.schuettelbox, "shake")])))
        GameTestKit.settle(round, at: &time)
        #expect(round.handle(.tap(.speaker), time: time + 1) == [.speak([.prompt(.schuettelbox, "ask")])])
    }

    @Test func stepThreeWritesTheWholeOnlyWhenTheVoiceCannotSayIt() throws {
        for voice in [true, false] {
            let round = try round([6], step: .step3, voice: voice)
            var time = 0.0
            _ = round.start(time: time)
            GameTestKit.settle(round, at: &time)
            let texts = GameTestKit.scene(round, size: size, time: time).texts.map(\.string)
            #expect(texts.contains("6") == !voice, "voice \(voice): \(texts)")
        }
    }

    @Test func theDemoTaskIsNeverScored() throws {
        let round = try round([5, 3], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo && round.phase.isSolution)
        #expect(GameTestKit.results(round.handle(try #require(round.correctIntent), time: time + 1)).isEmpty)
        time += 1
        GameTestKit.settle(round, at: &time)
        #expect(!round.isDemo && round.completedTasks == 0)
    }

    @Test func aWholeRoundPlaysThroughTheJourneyHooks() throws {
        let round = try round([3, 7, 5, 9])
        var time = 0.0
        let effects = GameTestKit.playWholeRound(round, time: &time)
        let results = GameTestKit.results(effects)
        #expect(results.count == 4 && results.allSatisfy(\.firstTryCorrect))
        #expect(GameTestKit.events(effects).last == .roundCompleted(roundID: round.plan.id, gameID: .schuettelbox))
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .schuettelbox, numbers: [.littleOnes: [2, 3, 5], .vorschule: [2, 6, 10]], seeds: [11, 12]
        ) { SchuettelboxGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func eachStepAndRungLooksAsItsGoldenSays() throws {
        for (step, number) in [(DifficultyStep.step1, 7), (.step2, 6), (.step3, 9)] {
            let round = try round([number], step: step, seed: 12)
            var time = 0.0
            _ = round.start(time: time)
            _ = untilTheShake(round, &time)
            let name = "schuettelbox-s\(step.rawValue)"
            GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time), named: name + "-shake")
            GameTestKit.settle(round, at: &time)
            GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time), named: name)
            for rung in ["h1", "h2", "s"] {
                _ = round.handle(try #require(round.wrongIntent), time: time + 1)
                time += 1
                GameTestKit.settle(round, at: &time)
                GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time + 2), named: "\(name)-\(rung)")
            }
        }
    }
}

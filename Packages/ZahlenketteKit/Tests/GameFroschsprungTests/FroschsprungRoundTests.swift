import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameFroschsprung

@Suite struct FroschsprungRoundTests {
    private let size = Size(width: 1024, height: 768)

    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to20,
        seed: UInt64 = 11, demo: Bool = false, voice: Bool = true
    ) throws -> any GameRound {
        FroschsprungGame().makeRound(
            plan: GameTestKit.plan(.froschsprung, numbers: numbers, step: step, level: level, range: range, seed: seed),
            setup: try GameTestKit.setup(.froschsprung, voice: voice, demo: demo))
    }

    /// A round laid out at 1024 x 768 that takes answers.
    private func answering(
        _ numbers: [Int], step: DifficultyStep = .step1, range: RangeStage = .r1to20, seed: UInt64 = 11
    ) throws -> (any GameRound, Double) {
        let round = try round(numbers, step: step, range: range, seed: seed)
        var time = 0.0
        _ = round.start(time: time)
        _ = GameTestKit.scene(round, size: size, time: time)
        GameTestKit.settle(round, at: &time)
        return (round, time)
    }

    private func stone(_ k: Int) -> A11yID { FroschsprungRules.stoneID(k) }

    private func task(_ round: any GameRound) throws -> FroschsprungTask {
        try #require((round as? RoundDriver<FroschsprungRules>)?.controller.currentTask)
    }

    private func numerals(_ scene: Scene) -> Set<String> { Set(scene.texts.map(\.string)) }

    @Test func theModuleReportsItsIDAndTheConfiguredNumbers() throws {
        let config = try #require(ShippedContent.game(.froschsprung))
        #expect(FroschsprungGame().id == .froschsprung)
        #expect(
            FroschsprungGame().validNumbers(config: config, step: .step3, level: .littleOnes, range: .r1to10)
                == Array(1...10))
    }

    @Test func theRoundOpensWithTheIntroAndAsksForTheStoneByName() throws {
        let round = try round([7])
        var time = 0.0
        let opening = round.start(time: time)
        #expect(opening == [.speak([.title(.froschsprung), .prompt(.froschsprung, "intro")])])
        let effects = GameTestKit.settle(round, at: &time)
        #expect(effects.contains(.speak([.prompt(.froschsprung, "jump"), .number(7)])))
    }

    @Test func theRightStoneOnTheFirstTryCreditsOrderAndCompareAndTheFrogNamesEachLanding() throws {
        let (round, time) = try answering([13, 4], step: .step2)
        var now = time
        let effects = GameTestKit.solve(round, at: &now)
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.firstTryCorrect && result.attempts == 1 && result.number == 13)
        #expect(result.skill == .order && result.secondarySkill == .compare && result.secondaryNumber == 13)
        #expect(effects.contains(.speakAfterCurrent([.number(5), .number(10), .number(11), .number(12), .number(13)])))
        // Five landings take longer than the standard 1.5 s: the next task waits for the frog.
        _ = round.tick(time: now + 2)
        #expect(round.phase != .prompting && round.completedTasks == 1)
        let midway = GameTestKit.scene(round, size: size, time: now + 0.9)
        #expect(!numerals(midway).contains("11"))
        let landed = GameTestKit.scene(round, size: size, time: now + 4.2)
        #expect(numerals(landed).isSuperset(of: ["11", "12", "13"]))
        _ = round.tick(time: now + 6)
        #expect(round.phase == .prompting)
    }

    @Test func theBankIsNeverATargetAndTheFrogsStoneIgnoresTaps() throws {
        let (round, time) = try answering([9, 4], step: .step3)
        let start = try task(round).start
        let scene = GameTestKit.scene(round, size: size, time: time)
        #expect(scene.element(stone(0)) == nil && scene.element(stone(start)) == nil)
        #expect(scene.elements.allSatisfy { !$0.label.lowercased().contains("null") })
        #expect(round.handle(.tap(stone(start)), time: time + 1).isEmpty)
        #expect(round.handle(.tap(stone(0)), time: time + 1.5).isEmpty)
        #expect(round.phase == .answering)
        let result = try #require(GameTestKit.results(round.handle(.tap(stone(9)), time: time + 2)).first)
        #expect(result.firstTryCorrect && result.attempts == 1)
    }

    @Test func thePondScrollsWhenTheStonesDoNotFitAndScrollingIsNeverAnAttempt() throws {
        let (round, time) = try answering([18, 4])
        var scene = GameTestKit.scene(round, size: size, time: time)
        let pond = try #require(scene.element(FroschsprungRules.pondID))
        #expect(pond.role == .scrollable && pond.label == "Teich verschieben")
        #expect(scene.element(stone(1)) != nil && scene.element(stone(18)) == nil)
        var effects: [RoundEffect] = []
        for step in 1...6 {
            effects += round.handle(.scroll(FroschsprungRules.pondID, delta: 200), time: time + Double(step))
        }
        #expect(effects.isEmpty && round.phase == .answering)
        scene = GameTestKit.scene(round, size: size, time: time + 7)
        #expect(scene.element(stone(18)) != nil && scene.element(stone(1)) == nil)
        // Scrolling back past the start stops at the bank.
        _ = round.handle(.scroll(FroschsprungRules.pondID, delta: -5000), time: time + 8)
        #expect(GameTestKit.scene(round, size: size, time: time + 8).element(stone(1)) != nil)
        var now = time + 9
        let result = try #require(GameTestKit.results(GameTestKit.solve(round, at: &now)).first)
        #expect(result.firstTryCorrect)
    }

    @Test func aPondThatFitsDoesNotScroll() throws {
        let round = try round([7], range: .r1to10)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let scene = GameTestKit.scene(round, size: Size(width: 1366, height: 1024), time: time)
        #expect(scene.element(FroschsprungRules.pondID) == nil)
        #expect((1...10).allSatisfy { scene.element(stone($0)) != nil })
    }

    @Test func stonesAreFiveCodedAtLeast64PointsWithAGapAfterEveryFifth() throws {
        let (round, time) = try answering([3])
        for size in LayoutAudit.standardSizes {
            let scene = GameTestKit.scene(round, size: size, time: time)
            let frames = (1...20).compactMap { scene.element(stone($0))?.frame }
            #expect(frames.allSatisfy { $0.width >= 64 && $0.height >= 64 }, "\(size)")
        }
        let scene = GameTestKit.scene(round, size: size, time: time)
        let centers = (1...7).compactMap { scene.element(stone($0))?.hitRegion.center.x }
        #expect(centers.count == 7)
        #expect(centers[5] - centers[4] > (centers[4] - centers[3]) + 20)
        let fills = scene.nodes.flatMap(FroschsprungRoundTests.fills)
        #expect(fills.contains(Palette.beadRed) && fills.contains(Palette.beadBlue))
    }

    private static func fills(_ node: Node) -> [Color] {
        switch node.shape {
        case .path(_, let fill?, _): [fill]
        case .group(let group): group.children.flatMap(fills)
        default: []
        }
    }

    @Test func stepTwoNumbersOnlyTheLandmarksAndStepThreeAlsoTheFrogsStone() throws {
        let (second, time) = try answering([12], step: .step2)
        let labels = numerals(GameTestKit.scene(second, size: size, time: time))
        #expect(labels.isSuperset(of: ["5", "10"]) && !labels.contains("12") && !labels.contains("7"))
        let (third, start) = try answering([12], step: .step3)
        let a = try task(third).start
        let shown = numerals(GameTestKit.scene(third, size: size, time: start))
        #expect(shown.contains(String(a)) && shown.contains("10") && !shown.contains("12"))
    }

    @Test func wrongStonesClimbTheLadderAndTheGuidedTapStillEarnsTheStar() throws {
        let round = try round([12, 4], step: .step2)
        var time = 0.0
        _ = round.start(time: time)
        var looks: [Scene] = []
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time) {
            looks.append(GameTestKit.scene(round, size: size, time: $0))
        }
        let prompt: [AudioID] = [.prompt(.froschsprung, "jump"), .number(12)]
        #expect(effects.filter { $0 == .speak(prompt) }.count >= 3)
        #expect(effects.contains(.speak([.common("this_is"), .number(12)])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown && !result.firstTryCorrect)
        #expect(result.wrongAnswers.count == 3 && result.wrongAnswers.allSatisfy { $0 != 12 })
        // H1: the tapped stone shows its numeral.
        let h1 = looks[2]
        #expect(numerals(h1).contains(String(result.wrongAnswers[0])))
        // H2: every stone shows its numeral; only n and one neighbour take taps.
        let h2 = looks[5]
        #expect(numerals(h2).isSuperset(of: Set((1...20).filter { h2.element(stone($0)) != nil }.map(String.init))))
        let enabled = (1...20).filter { h2.element(stone($0))?.isEnabled == true }
        #expect(enabled.count == 2 && enabled.contains(12) && enabled.allSatisfy { abs($0 - 12) <= 1 })
        #expect(result.wrongAnswers[2] == enabled.first { $0 != 12 })
        // S: a hand points at the stone and only the stone takes the guided tap.
        let solution = looks[8]
        #expect((1...20).filter { solution.element(stone($0))?.isEnabled == true } == [12])
        #expect(solution.imageNames.contains("obj_hand"))
        #expect(!looks[5].imageNames.contains("obj_hand"))
    }

    @Test func theLandmarksPulseAtH1() throws {
        let (round, time) = try answering([13, 4])
        _ = round.handle(.tap(stone(3)), time: time + 1)
        var now = time + 1
        GameTestKit.settle(round, at: &now)
        let calm = GameTestKit.scene(round, size: size, time: now)
        let pulsing = GameTestKit.scene(round, size: size, time: now + 0.6)
        #expect(calm != pulsing)
        let silent = try self.round([13, 4], voice: false)
        var t = 0.0
        _ = silent.start(time: t)
        _ = GameTestKit.scene(silent, size: size, time: t)
        GameTestKit.settle(silent, at: &t)
        #expect(GameTestKit.results(GameTestKit.solve(silent, at: &t)).first?.firstTryCorrect == true)
    }

    @Test func theDemoTaskShowsTheStoneAndIsNeverScored() throws {
        let round = try round([15, 4], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        _ = GameTestKit.scene(round, size: size, time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo && round.phase.isSolution)
        // The pond scrolls itself so the hand's stone is in sight.
        #expect(GameTestKit.scene(round, size: size, time: time).element(stone(15))?.isEnabled == true)
        #expect(GameTestKit.results(GameTestKit.solve(round, at: &time)).isEmpty)
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .froschsprung, numbers: [.littleOnes: [1, 6, 10], .vorschule: [1, 13, 20]]
        ) { FroschsprungGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }
}

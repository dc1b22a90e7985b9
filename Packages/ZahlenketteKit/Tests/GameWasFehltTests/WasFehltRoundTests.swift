import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameWasFehlt

@Suite struct WasFehltRoundTests {
    private let size = Size(width: 1024, height: 768)
    private let socket = A11yID.gameElement(.wasFehlt, "socket")

    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to20,
        demo: Bool = false
    ) throws -> any GameRound {
        WasFehltGame().makeRound(
            plan: GameTestKit.plan(.wasFehlt, numbers: numbers, step: step, level: level, range: range),
            setup: try GameTestKit.setup(.wasFehlt, demo: demo))
    }

    private func answering(_ numbers: [Int], step: DifficultyStep = .step1) throws -> (any GameRound, Double) {
        let round = try round(numbers, step: step)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        return (round, time)
    }

    private func texts(_ scene: Scene) -> [String] { scene.texts.map(\.string) }

    @Test func theModuleReportsItsIDAndTheConfiguredNumbers() throws {
        let config = try #require(ShippedContent.game(.wasFehlt))
        #expect(WasFehltGame().id == .wasFehlt)
        #expect(
            WasFehltGame().validNumbers(config: config, step: .step1, level: .vorschule, range: .r1to20)
                == Array(1...20))
    }

    @Test func theChainShowsItsNumeralsAndAnEmptySocketWhereTheNumberIsMissing() throws {
        let (round, time) = try answering([7])
        let scene = GameTestKit.scene(round, size: size, time: time)
        let element = try #require(scene.element(socket))
        #expect(element.role == .button && element.label == "Lücke in der Kette")
        #expect(texts(scene).contains("6") && texts(scene).contains("8"))
        #expect(texts(scene).filter { $0 == "7" }.count == 1)
    }

    @Test func draggingTheCorrectTileIntoTheSocketCommitsTheAnswer() throws {
        let (round, time) = try answering([7, 3])
        let effects = round.handle(.drag(from: .answer(7), to: socket), time: time + 2)
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.firstTryCorrect && result.skill == .order && result.number == 7)
        // The filled chain now carries 7 under the bead that was missing.
        let scene = GameTestKit.scene(round, size: size, time: time + 2.1)
        #expect(scene.element(socket) == nil)
        #expect(texts(scene).filter { $0 == "7" }.count == 2)
    }

    @Test func aDropElsewhereIsNoAttemptButAWrongDropIsOne() throws {
        let (round, time) = try answering([7, 3])
        #expect(round.handle(.drag(from: .answer(7), to: .answer(8)), time: time + 1).isEmpty)
        #expect(round.handle(.drag(from: .answer(7), to: .speaker), time: time + 1.5).isEmpty)
        #expect(round.phase == .answering)
        guard case .tap(let wrongTile) = try #require(round.wrongIntent) else { return }
        let wrong = round.handle(.drag(from: wrongTile, to: socket), time: time + 2)
        #expect(wrong.contains(.playEffect(.effect("soft"))))
        #expect(round.phase == .wrongFeedback(rung: .h1))
    }

    @Test func wrongAnswersClimbTheLadderAndTheGuidedDropStillEarnsTheStar() throws {
        let round = try round([9], step: .step2)
        var time = 0.0
        _ = round.start(time: time)
        var hands: [Bool] = []
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time) { at in
            hands.append(
                GameTestKit.scene(round, size: size, time: at).nodes.contains { node in
                    if case .group(let group) = node.shape {
                        return group.children.contains { $0.shape == .image(name: "obj_hand", frame: $0.bounds) }
                    }
                    return false
                })
        }
        #expect(effects.contains(.speak([.number(8), .prompt(.wasFehlt, "next")])))
        #expect(effects.contains(.speak([.numberAfter(9)])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown)
        // Only the solution shows the demonstrating hand.
        #expect(hands == [false, false, false, false, false, false, false, true, true, true])
    }

    @Test func theGuidedDropOnTheSocketCompletesTheSolution() throws {
        let (round, start) = try answering([5])
        var time = start
        for _ in 0..<3 {
            _ = round.handle(try #require(round.wrongIntent), time: time + 1)
            time += 1
            GameTestKit.settle(round, at: &time)
        }
        #expect(round.phase.isSolution)
        let effects = round.handle(.drag(from: .answer(5), to: socket), time: time + 1)
        #expect(GameTestKit.results(effects).first?.solutionShown == true)
    }

    @Test func theDemoTaskIsNeverScored() throws {
        let round = try round([4, 12], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo)
        #expect(GameTestKit.results(round.handle(.drag(from: .answer(4), to: socket), time: time + 1)).isEmpty)
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .wasFehlt, numbers: [.littleOnes: [1, 6, 10], .vorschule: [1, 13, 20]]
        ) { WasFehltGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aTaskLooksAsItsGoldenSays() throws {
        let (round, time) = try answering([8, 3], step: .step2)
        let scene = GameTestKit.scene(round, size: size, time: time)
        GameTestKit.checkGolden(scene, named: "was_fehlt-1024x768")
        let (whole, start) = try answering([13], step: .step3)
        GameTestKit.checkGolden(GameTestKit.scene(whole, size: size, time: start), named: "was_fehlt-s3")
        var t = start
        for index in 0..<3 {
            _ = whole.handle(try #require(whole.wrongIntent), time: t + 1)
            t += 1
            GameTestKit.settle(whole, at: &t)
            GameTestKit.checkGolden(
                GameTestKit.scene(whole, size: size, time: t + 1.2), named: "was_fehlt-s3-r\(index + 1)")
        }
        GameTestKit.checkGolden(
            GameTestKit.scene(whole, size: Size(width: 375, height: 375), time: t + 1.2), named: "was_fehlt-s3-small")
    }
}

import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameEntdecken

@Suite struct EntdeckenZaehlMitTests {
    private let size = Size(width: 1024, height: 768)
    private let beads = A11yID.gameElement(.entdecken, "beads")

    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .littleOnes, range: RangeStage = .r1to10,
        demo: Bool = false
    ) throws -> any GameRound {
        EntdeckenGame().makeRound(
            plan: GameTestKit.plan(.entdecken, numbers: numbers, step: step, level: level, range: range),
            setup: try GameTestKit.setup(.entdecken, demo: demo))
    }

    /// A round whose first prompt has played: the child is to count along.
    private func counting(_ numbers: [Int], step: DifficultyStep = .step1) throws -> (any GameRound, Double) {
        let round = try round(numbers, step: step)
        var time = 0.0
        _ = round.start(time: time)
        for _ in 0..<2 {
            time += 1
            _ = round.voiceFinished(time: time)
        }
        return (round, time)
    }

    /// Beads drawn at full strength (counted), outside the faded chain.
    private func brightBeads(_ scene: Scene) -> Int {
        func count(_ nodes: [Node], faded: Bool) -> Int {
            nodes.reduce(0) { total, node in
                switch node.shape {
                case .circle(_, _, let fill, _) where fill == Palette.beadRed: total + (faded ? 0 : 1)
                case .ring(_, _, _, let color, _) where color == Palette.beadBlue: total + (faded ? 0 : 1)
                case .group(let group): total + count(group.children, faded: faded || group.opacity < 1)
                default: total
                }
            }
        }
        return count(scene.nodes, faded: false)
    }

    @Test func theModuleReportsItsIDAndTheConfiguredNumbers() throws {
        let config = try #require(ShippedContent.game(.entdecken))
        #expect(EntdeckenGame().id == .entdecken)
        #expect(
            EntdeckenGame().validNumbers(config: config, step: .step1, level: .littleOnes, range: .r1to10)
                == Array(1...10))
    }

    @Test func eachTapOnTheBeadsLightsTheNextOneAndSaysItsNumber() throws {
        let (round, start) = try counting([4])
        #expect(round.phase == .activity)
        let scene = GameTestKit.scene(round, size: size, time: start)
        let element = try #require(scene.element(beads))
        #expect(element.role == .button && element.isEnabled && element.label == "Perlen zum Antippen")
        #expect(brightBeads(scene) == 0)
        #expect(round.handle(.tap(beads), time: start + 1) == [.speak([.number(1)])])
        #expect(round.handle(.tap(beads), time: start + 2) == [.speak([.number(2)])])
        #expect(brightBeads(GameTestKit.scene(round, size: size, time: start + 2)) == 2)
        _ = round.handle(.tap(beads), time: start + 3)
        #expect(round.handle(.tap(beads), time: start + 4) == [.speak([.number(4), .prompt(.entdecken, "which")])])
        #expect(brightBeads(GameTestKit.scene(round, size: size, time: start + 4)) == 4)
        #expect(round.phase == .prompting)
    }

    @Test func tilesOnlyBounceUntilEveryBeadIsCounted() throws {
        let (round, start) = try counting([3, 5])
        #expect(round.handle(.tap(.answer(3)), time: start + 0.5).isEmpty)
        _ = round.handle(.tap(beads), time: start + 1)
        #expect(round.handle(.tap(.answer(3)), time: start + 1.5).isEmpty)
        _ = round.handle(.tap(beads), time: start + 2)
        _ = round.handle(.tap(beads), time: start + 3)
        var time = start + 3
        GameTestKit.settle(round, at: &time)
        #expect(round.phase == .answering)
        // Further taps on the beads count nothing and are no attempt.
        #expect(round.handle(.tap(beads), time: time + 0.5).isEmpty)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(3)), time: time + 1)).first)
        #expect(result.attempts == 1 && result.firstTryCorrect)
        #expect(result.skill == .name && result.secondarySkill == .recognize && result.secondaryNumber == 3)
    }

    @Test func wrongAnswersClimbTheLadderWithAFieldAtH2AndTheStarIsStillEarned() throws {
        let round = try round([8], step: .step2, level: .vorschule, range: .r1to20)
        var time = 0.0
        _ = round.start(time: time)
        var fields: [Bool] = []
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time) { at in
            fields.append(
                GameTestKit.scene(round, size: size, time: at).element(.gameElement(.entdecken, "field")) != nil)
        }
        #expect(effects.contains(.speak([.number(8)])))
        #expect(effects.contains(.speak([.numberParts(8)])))
        #expect(effects.contains(.speak([.common("this_is"), .number(8)])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown && !result.firstTryCorrect)
        #expect(fields == [false, false, false, false, true, true, true, true, true, true])
    }

    /// At H2 a listener hears the field's dots in rows of five, never the number (D-1221).
    @Test func theFieldAtH2IsHeardDotByDotWithoutItsNumber() throws {
        let round = try round([13], step: .step2, level: .vorschule, range: .r1to20)
        var time = 0.0
        _ = round.start(time: time)
        var labels: Set<String> = []
        _ = GameTestKit.wrongPathThroughTheLadder(round, time: &time) { at in
            if let label = GameTestKit.scene(round, size: size, time: at).element(.gameElement(.entdecken, "field"))?
                .label
            {
                labels.insert(label)
            }
        }
        #expect(labels.map(CountingLabels.groups) == [CountingLabels.fives(CountingLabel.dot, 13)])
        for label in labels { CountingLabels.expectNoNumber(in: label) }
    }

    @Test func theDemoTaskSkipsCountingAndIsNeverScored() throws {
        let round = try round([2, 6], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo && round.phase.isSolution)
        #expect(GameTestKit.results(round.handle(.tap(.answer(2)), time: time + 1)).isEmpty)
        time += 1
        GameTestKit.settle(round, at: &time)
        #expect(!round.isDemo && round.completedTasks == 0)
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditWhileCountingAndInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .entdecken, numbers: [.littleOnes: [1, 7, 10], .vorschule: [4, 13, 20]]
        ) { EntdeckenGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
        for (level, range, number) in [(Level.littleOnes, RangeStage.r1to10, 10), (.vorschule, .r1to20, 20)] {
            for step in DifficultyStep.allCases {
                let round = EntdeckenGame().makeRound(
                    plan: GameTestKit.plan(.entdecken, numbers: [number], step: step, level: level, range: range),
                    setup: try GameTestKit.setup(.entdecken))
                var time = 0.0
                _ = round.start(time: time)
                time += 2
                _ = round.voiceFinished(time: 1)
                _ = round.voiceFinished(time: 2)
                _ = round.handle(.tap(beads), time: time)
                #expect(round.phase == .activity)
                #expect(GameTestKit.audit(round, time: time).isEmpty, "\(level) \(step)")
            }
        }
    }

    @Test func aTaskLooksAsItsGoldenSays() throws {
        let (round, start) = try counting([7, 2])
        for tap in 1...3 { _ = round.handle(.tap(beads), time: start + Double(tap)) }
        let scene = GameTestKit.scene(round, size: size, time: start + 3)
        GameTestKit.checkGolden(scene, named: "entdecken-1024x768")
        var time = start + 3
        for tap in 4...7 { _ = round.handle(.tap(beads), time: start + Double(tap)) }
        time = start + 7
        GameTestKit.settle(round, at: &time)
        for index in 0..<3 {
            _ = round.handle(try #require(round.wrongIntent), time: time + 1)
            time += 1
            GameTestKit.settle(round, at: &time)
            GameTestKit.checkGolden(
                GameTestKit.scene(round, size: size, time: time + 0.5), named: "entdecken-r\(index + 1)")
        }
    }
}

import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameWieViele

@Suite struct WieVieleRoundTests {
    private let size = Size(width: 1024, height: 768)

    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to20,
        demo: Bool = false, seed: UInt64 = 11, reduceMotion: Bool = false
    ) throws -> any GameRound {
        WieVieleGame().makeRound(
            plan: GameTestKit.plan(.wieViele, numbers: numbers, step: step, level: level, range: range, seed: seed),
            setup: try GameTestKit.setup(.wieViele, demo: demo, reduceMotion: reduceMotion))
    }

    /// The picture's images (the counted objects) in scene coordinates.
    private func objects(_ scene: Scene) -> [Rect] {
        func collect(_ nodes: [Node], _ transform: Transform) -> [Rect] {
            nodes.flatMap { node -> [Rect] in
                switch node.shape {
                case .image(_, let frame): [transform.apply(frame)]
                case .group(let group): collect(group.children, transform.concatenating(group.transform))
                default: []
                }
            }
        }
        return collect(scene.nodes, .identity)
    }

    @Test func theModuleOffersLittleOnesOnlyWhatADiceFaceShowsAtStepTwo() throws {
        let config = try #require(ShippedContent.game(.wieViele))
        #expect(WieVieleGame().id == .wieViele)
        #expect(
            WieVieleGame().validNumbers(config: config, step: .step2, level: .littleOnes, range: .r1to10)
                == Array(1...6))
    }

    @Test func theObjectsShowTheAskedQuantityAndACorrectFirstTapEarnsTheStar() throws {
        let round = try round([8, 3])
        var time = 0.0
        _ = round.start(time: time)
        let prompt = GameTestKit.settle(round, at: &time)
        #expect(prompt.contains(.speak([.prompt(.wieViele, "ask")])))
        let scene = GameTestKit.scene(round, size: size, time: time)
        #expect(objects(scene).count == 8)
        #expect(scene.element(.gameElement(.wieViele, "quantity"))?.label.hasPrefix("Zum Zählen: ") == true)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(8)), time: time + 3)).first)
        #expect(result.firstTryCorrect && result.skill == .count && result.secondarySkill == .recognize)
    }

    @Test func wrongTapsClimbTheLadderAndTheScatteredObjectsEndInRowsOfFive() throws {
        let round = try round([13], step: .step3)
        var time = 0.0
        _ = round.start(time: time)
        var pictures: [[Rect]] = []
        let effects = GameTestKit.wrongPathThroughTheLadder(round, time: &time) { at in
            pictures.append(objects(GameTestKit.scene(round, size: size, time: at)))
        }
        #expect(effects.contains(.speak([.prompt(.wieViele, "hint1")])))
        #expect(effects.contains(.speak([.prompt(.wieViele, "hint2")])))
        #expect(effects.contains(.speak((1...13).map(AudioID.number) + [.common("these_are"), .number(13)])))
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown && !result.firstTryCorrect)
        // Every picture shows all 13; after the glide the objects sit in two rows (10 + 3).
        #expect(pictures.allSatisfy { $0.count == 13 })
        let settled = try #require(pictures.last)
        #expect(Set(settled.map { Int($0.center.y.rounded()) }).count == 2)
        #expect(Set(try #require(pictures.first).map { Int($0.center.y.rounded()) }).count > 2)
    }

    @Test func withReducedMotionTheObjectsAreInRowsAtOnceInsteadOfGliding() throws {
        for reduce in [false, true] {
            let round = try round([13], step: .step3, reduceMotion: reduce)
            var time = 0.0
            _ = round.start(time: time)
            GameTestKit.settle(round, at: &time)
            time += 1
            _ = round.handle(try #require(round.wrongIntent), time: time)
            GameTestKit.settle(round, at: &time)
            time += 1
            _ = round.handle(try #require(round.wrongIntent), time: time)
            let rows = Set(
                objects(GameTestKit.scene(round, size: size, time: time + 0.1)).map { Int($0.center.y.rounded()) })
            #expect((rows.count == 2) == reduce, "reduced motion: \(reduce)")
        }
    }

    @Test func theSolutionLightsTheObjectsOneByOne() throws {
        let round = try round([4])
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        for _ in 0..<3 {
            _ = round.handle(try #require(round.wrongIntent), time: time + 1)
            time += 1
            GameTestKit.settle(round, at: &time)
        }
        let start = time - 1
        round.layout(in: GameTestKit.playfieldFrame(size))
        let lit = { (at: Double) in
            round.playfield(time: at).filter {
                if case .circle(_, _, let fill, _) = $0.shape { return fill == Palette.accentSoft }
                return false
            }.count
        }
        #expect(lit(start + 0.1) == 1)
        #expect(lit(start + 1.5) == 3)
        #expect(lit(start + 9) == 4)
    }

    @Test func theDemoTaskIsNeverScored() throws {
        let round = try round([5, 2], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo)
        #expect(GameTestKit.results(round.handle(try #require(round.correctIntent), time: time + 1)).isEmpty)
        time += 1
        GameTestKit.settle(round, at: &time)
        #expect(!round.isDemo && round.completedTasks == 0)
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .wieViele, numbers: [.littleOnes: [1, 4, 6, 9], .vorschule: [5, 8, 14, 20]], seeds: [11, 12, 13]
        ) { WieVieleGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aTaskLooksAsItsGoldenSays() throws {
        let round = try round([7, 2])
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let scene = GameTestKit.scene(round, size: size, time: time)
        GameTestKit.checkGolden(scene, named: "wie_viele-1024x768")
        for (step, number, name) in [(DifficultyStep.step2, 14, "wie_viele-s2"), (.step3, 12, "wie_viele-s3")] {
            let other = try self.round([number], step: step, seed: 12)
            var t = 0.0
            _ = other.start(time: t)
            GameTestKit.settle(other, at: &t)
            GameTestKit.checkGolden(GameTestKit.scene(other, size: size, time: t), named: name)
            _ = other.handle(try #require(other.wrongIntent), time: t + 1)
            t += 1
            GameTestKit.settle(other, at: &t)
            GameTestKit.checkGolden(GameTestKit.scene(other, size: size, time: t), named: name + "-h1")
            _ = other.handle(try #require(other.wrongIntent), time: t + 1)
            t += 1
            GameTestKit.settle(other, at: &t)
            GameTestKit.checkGolden(GameTestKit.scene(other, size: size, time: t + 2), named: name + "-h2")
        }
    }
}

import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameMehrOderWeniger

@Suite struct MehrOderWenigerRoundTests {
    private let size = Size(width: 1024, height: 768)

    private func round(
        _ numbers: [Int], step: DifficultyStep = .step1, level: Level = .vorschule, range: RangeStage = .r1to20,
        voice: Bool = true, demo: Bool = false, seed: UInt64 = 11, reduceMotion: Bool = false
    ) throws -> RoundDriver<MehrOderWenigerRules> {
        let round = MehrOderWenigerGame().makeRound(
            plan: GameTestKit.plan(.mehrWeniger, numbers: numbers, step: step, level: level, range: range, seed: seed),
            setup: try GameTestKit.setup(.mehrWeniger, voice: voice, demo: demo, reduceMotion: reduceMotion))
        return try #require(round as? RoundDriver<MehrOderWenigerRules>)
    }

    private func task(_ round: RoundDriver<MehrOderWenigerRules>) throws -> MehrOderWenigerTask {
        try #require(round.view(at: 0)?.task)
    }

    /// The pictures of the things of a set in scene coordinates, by the thing's image name.
    private func things(_ round: any GameRound, _ object: String, at time: Double) -> [Rect] {
        func collect(_ nodes: [Node], _ transform: Transform) -> [Rect] {
            nodes.flatMap { node -> [Rect] in
                switch node.shape {
                case .image(let name, let frame) where name == object: [transform.apply(frame)]
                case .group(let group): collect(group.children, transform.concatenating(group.transform))
                default: []
                }
            }
        }
        return collect(GameTestKit.scene(round, size: size, time: time).nodes, .identity)
    }

    private func shapes(_ round: any GameRound, at time: Double) -> [Shape] {
        func collect(_ nodes: [Node]) -> [Shape] {
            nodes.flatMap { node -> [Shape] in
                if case .group(let group) = node.shape { return collect(group.children) }
                return [node.shape]
            }
        }
        return collect(GameTestKit.scene(round, size: size, time: time).nodes)
    }

    @Test func theSetsAreStackedLeftAlignedFieldsAndATapOnTheRightOneEarnsTheStar() throws {
        let round = try round([8, 3])
        var time = 0.0
        _ = round.start(time: time)
        let effects = GameTestKit.settle(round, at: &time)
        let task = try task(round)
        #expect(effects.contains(.speak([.prompt(.mehrWeniger, task.question == .more ? "more" : "less")])))
        let scene = GameTestKit.scene(round, size: size, time: time)
        let upper = try #require(scene.element(.gameElement(.mehrWeniger, "set", "upper")))
        let lower = try #require(scene.element(.gameElement(.mehrWeniger, "set", "lower")))
        #expect(upper.hitRegion.maxY < lower.hitRegion.minY && upper.hitRegion.minX == lower.hitRegion.minX)
        #expect(upper.label.hasPrefix("Das Tier oben und seine Sachen. Zum Zählen: "))
        let top = things(round, task.upper.object, at: time)
        let bottom = things(round, task.lower.object, at: time)
        #expect(top.count == task.upper.count && bottom.count == task.lower.count)
        // Left-aligned: the k-th thing of each set sits at the same x, the upper one above.
        for (a, b) in zip(top, bottom) {
            #expect(abs(a.center.x - b.center.x) < 0.001 && a.center.y < b.center.y)
        }
        let result = try #require(
            GameTestKit.results(
                round.handle(.tap(.gameElement(.mehrWeniger, "set", task.target.rawValue)), time: time + 2)
            )
            .first)
        #expect(
            result.firstTryCorrect && result.attempts == 1 && result.number == 8 && result.partnerNumber == task.partner
        )
        #expect(result.skill == .compare && result.secondarySkill == .count && result.secondaryNumber == 8)
    }

    @Test func wrongTapsClimbTheLadderWithFivesPairsAndNumerals() throws {
        let round = try round([9], step: .step2)
        let task = try task(round)
        let extras = abs(task.upper.count - task.lower.count)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(
            round.handle(.tap(.gameElement(.mehrWeniger, "set", task.target.other.rawValue)), time: time + 1)
                .contains(.speak(MehrOderWenigerRules(config: round.game.config, voiceEnabled: true).prompt(for: task)))
        )
        time += 1
        // H1: the question again and the fives outlined in red and blue.
        let h1 = shapes(round, at: time + 0.5)
        #expect(
            h1.contains {
                if case .rect(_, _, nil, let stroke?) = $0 { stroke.color == Palette.beadRed } else { false }
            })
        GameTestKit.settle(round, at: &time)
        // H2: "Welche bleiben übrig?", a line per pair, and the extras wobble inside a ring.
        let h2 = round.handle(try #require(round.wrongIntent), time: time + 1)
        #expect(h2.contains(.speak([.prompt(.mehrWeniger, "hint2")])))
        time += 1
        let lines = shapes(round, at: time + 0.2).filter { if case .line = $0 { true } else { false } }
        #expect(lines.count == min(task.upper.count, task.lower.count))
        let bigger = task.upper.count > task.lower.count ? task.upper : task.lower
        // After the wrong card's 0.3 s shake, only the extras still move.
        let early = things(round, bigger.object, at: time + 0.35)
        let later = things(round, bigger.object, at: time + 0.55)
        let moved = zip(early, later).filter { $0.0 != $0.1 }.count
        #expect(moved == extras, "only the extras wobble")
        GameTestKit.settle(round, at: &time)
        // S: both numbers, then "Hier sind …"; the numerals appear beside the sets one after the other.
        let s = round.handle(try #require(round.wrongIntent), time: time + 1)
        time += 1
        let word = task.question == .more ? "more_here" : "less_here"
        #expect(
            s.contains(.speak([.number(task.upper.count), .number(task.lower.count), .prompt(.mehrWeniger, word)])))
        func numerals(_ at: Double) -> Set<String> {
            Set(shapes(round, at: at).compactMap { if case .text(let text, _, _) = $0 { text } else { nil } })
        }
        #expect(numerals(time + 0.5) == [String(task.upper.count)])
        #expect(numerals(time + 1.5) == [String(task.upper.count), String(task.lower.count)])
        GameTestKit.settle(round, at: &time)
        #expect(round.phase.isSolution)
        let guided = try #require(round.correctIntent)
        let result = try #require(GameTestKit.results(round.handle(guided, time: time + 1)).first)
        #expect(result.attempts == 3 && result.hintsUsed == 2 && result.solutionShown && !result.firstTryCorrect)
        let wrongCount = task.set(task.target.other).count
        #expect(
            result.wrongAnswers == [wrongCount, wrongCount, wrongCount], "a wrong tap is logged as its set's count")
    }

    @Test func withReducedMotionTheExtrasStandStillInTheirRings() throws {
        let round = try round([6], step: .step2, reduceMotion: true)
        let task = try task(round)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        for _ in 0..<2 {
            GameTestKit.settle(round, at: &time)
            time += 1
            _ = round.handle(try #require(round.wrongIntent), time: time)
        }
        let bigger = task.upper.count > task.lower.count ? task.upper : task.lower
        #expect(things(round, bigger.object, at: time + 0.05) == things(round, bigger.object, at: time + 0.3))
        let rings = shapes(round, at: time + 0.3).filter { if case .ring = $0 { true } else { false } }
        #expect(rings.count == abs(task.upper.count - task.lower.count))
    }

    @Test func stepThreeScattersBothSetsAsClouds() throws {
        let round = try round([12], step: .step3, seed: 14)
        let task = try task(round)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let top = things(round, task.upper.object, at: time)
        #expect(top.count == task.upper.count)
        #expect(Set(top.map { Int($0.center.y.rounded()) }).count > 3, "not in the rows of a field")
        let scene = GameTestKit.scene(round, size: size, time: time)
        let card = try #require(scene.element(.gameElement(.mehrWeniger, "set", "upper"))).hitRegion
        #expect(top.allSatisfy { card.contains($0) })
    }

    @Test func aTapDuringTheQuestionOrBesideTheSetsIsNoAttempt() throws {
        let round = try round([5, 2])
        let task = try task(round)
        var time = 0.0
        _ = round.start(time: time)
        // During the title and the question a tap only bounces.
        #expect(round.handle(.tap(.gameElement(.mehrWeniger, "set", task.target.rawValue)), time: 0.5).isEmpty)
        #expect(round.handle(.tap(.gameElement(.mehrWeniger, "nothing")), time: 0.6).isEmpty)
        GameTestKit.settle(round, at: &time)
        let result = try #require(
            GameTestKit.results(
                round.handle(.tap(.gameElement(.mehrWeniger, "set", task.target.rawValue)), time: time + 1)
            )
            .first)
        #expect(result.attempts == 1 && result.firstTryCorrect)
    }

    @Test func theDemoTaskShowsTheSolutionAndIsNeverScored() throws {
        let round = try round([4, 9], demo: true)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        #expect(round.isDemo && round.phase.isSolution)
        #expect(GameTestKit.results(round.handle(try #require(round.correctIntent), time: time + 1)).isEmpty)
        time += 1
        GameTestKit.settle(round, at: &time)
        #expect(!round.isDemo && round.phase == .answering && round.completedTasks == 0)
        #expect(GameTestKit.results(round.handle(try #require(round.correctIntent), time: time + 1)).first?.number == 4)
    }

    @Test func everyStepAndLevelPassesTheLayoutAuditInEveryHintPhase() throws {
        let findings = try GameTestKit.ladderFindings(
            .mehrWeniger, numbers: [.littleOnes: [1, 5, 10], .vorschule: [3, 11, 20]], seeds: [11, 12]
        ) { MehrOderWenigerGame().makeRound(plan: $0, setup: $1) }
        #expect(findings.isEmpty, "\(findings)")
    }
}

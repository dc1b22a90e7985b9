import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameNachspuren

/// What counts as a stroke (docs/games.md#nachspuren): under 15 pt nothing, a short lift that
/// resumes close by continues it, a mirrored Ziffer is logged, and the keyboard pen draws without
/// dragging.
@Suite struct NachspurenStrokeInputTests {
    private let size = NachspurenTestKit.size
    private let canvas = NachspurenTestKit.canvas

    @Test func strokesUnderFifteenPointsAreIgnored() throws {
        let round = try NachspurenTestKit.round([1])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        let start = try #require(try NachspurenTestKit.traced(round, at: time + 1).samples.first)
        let tiny = TracedStroke(
            points: [start.point, Point(x: start.point.x + 9, y: start.point.y + 6)], start: time + 1)
        #expect(round.handle(.stroke(canvas, tiny), time: time + 1.1).isEmpty)
        _ = round.tick(time: time + 3)
        #expect(round.phase == .answering && round.view(at: time + 3)?.rung == HintRung.none)
    }

    @Test func aShortLiftThatResumesCloseByContinuesTheStroke() throws {
        let round = try NachspurenTestKit.round([2])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        time += 1
        let whole = try NachspurenTestKit.traced(round, at: time).samples
        let half = whole.count / 2
        let first = TracedStroke(Array(whole[..<half]))
        let lift = try #require(first.samples.last).time
        // The finger comes back 0.2 s later, 2 pt from where it lifted.
        let second = TracedStroke(
            whole[(half + 1)...].map { TracedStroke.Sample($0.point, at: $0.time + 0.2) })
        #expect(round.handle(.stroke(canvas, first), time: lift).isEmpty)
        #expect(round.tick(time: lift + 0.15).isEmpty)
        let effects = round.handle(.stroke(canvas, second), time: lift + 0.3)
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.firstTryCorrect && result.attempts == 1)
    }

    @Test func aLiftLongerThanThreeHundredMillisecondsEndsTheStrokeShort() throws {
        let round = try NachspurenTestKit.round([2])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        time += 1
        let whole = try NachspurenTestKit.traced(round, at: time).samples
        let first = TracedStroke(Array(whole[..<(whole.count / 2)]))
        let lift = try #require(first.samples.last).time
        #expect(round.handle(.stroke(canvas, first), time: lift).isEmpty)
        let counted = round.tick(time: lift + 0.35)
        #expect(counted.contains(.speak([.prompt(.nachspuren, "start")])))
    }

    @Test func aMirroredZifferIsLoggedAsThatZiffer() throws {
        let round = try NachspurenTestKit.round([3])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        let view = try #require(round.view(at: time))
        let layout = round.game.layout(view)
        let mirrored = TracePath(layout.points(view.task.strokes[0].mirrored, digit: 0))
        time += 1
        let points = (0...80).map { mirrored.point(at: mirrored.length * Double($0) / 80) }
        _ = round.handle(.stroke(canvas, TracedStroke(points: points, start: time - 0.8, interval: 0.01)), time: time)
        GameTestKit.settle(round, at: &time)
        time += 1
        _ = round.handle(try #require(round.wrongIntent), time: time)
        GameTestKit.settle(round, at: &time)
        let result = try #require(GameTestKit.results(try NachspurenTestKit.traceAll(round, &time)).first)
        // The mirrored 3 is logged as 3; the reversed stroke logs nothing.
        #expect(result.wrongAnswers == [3] && result.attempts == 3)
    }

    @Test func theKeyboardPenFollowsEachStrokeWhileTheKeyIsHeldAndCreditsOnlyRecognize() throws {
        let round = try NachspurenTestKit.round([4])
        var time = 0.0
        _ = NachspurenTestKit.started(round, &time)
        // Held for a moment, released: the pen waits part-way; no attempt, no hint.
        time += 1
        #expect(round.handle(.press(canvas), time: time).isEmpty)
        time += 0.3
        #expect(round.handle(.release(canvas), time: time).isEmpty)
        let paused = try #require(round.view(at: time)?.play.pen)
        #expect(paused.progress > 0 && paused.progress < 1 && paused.pressedAt == nil)
        #expect(
            NachspurenTestKit.circles(GameTestKit.scene(round, size: size, time: time), filled: Palette.accent) == 1)
        // Held again until both strokes are drawn.
        var effects: [RoundEffect] = []
        for _ in 0..<2 {
            effects += round.handle(.press(canvas), time: time)
            for _ in 0..<60 where GameTestKit.results(effects).isEmpty && round.view(at: time)?.play.pen != nil {
                time += 0.1
                effects += round.tick(time: time)
            }
            effects += round.handle(.release(canvas), time: time)
        }
        let result = try #require(GameTestKit.results(effects).first)
        #expect(result.attempts == 1 && result.firstTryCorrect)
        #expect(result.skill == .recognize && result.secondarySkill == nil)
    }
}

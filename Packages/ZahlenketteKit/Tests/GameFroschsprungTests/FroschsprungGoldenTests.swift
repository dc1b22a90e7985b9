import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameFroschsprung

/// SVG goldens of each step and hint rung (`ZK_UPDATE_GOLDENS=1` records them).
@Suite struct FroschsprungGoldenTests {
    private let size = Size(width: 1024, height: 768)

    private func answering(_ numbers: [Int], step: DifficultyStep, size: Size) throws -> (any GameRound, Double) {
        let round = FroschsprungGame().makeRound(
            plan: GameTestKit.plan(.froschsprung, numbers: numbers, step: step, range: .r1to20),
            setup: try GameTestKit.setup(.froschsprung))
        var time = 0.0
        _ = round.start(time: time)
        _ = GameTestKit.scene(round, size: size, time: time)
        GameTestKit.settle(round, at: &time)
        return (round, time)
    }

    @Test func eachStepLooksAsItsGoldenSays() throws {
        for step in DifficultyStep.allCases {
            let (round, time) = try answering([8, 3], step: step, size: size)
            GameTestKit.checkGolden(
                GameTestKit.scene(round, size: size, time: time), named: "froschsprung-s\(step.rawValue)")
        }
        let portrait = Size(width: 375, height: 667)
        let (round, time) = try answering([8, 3], step: .step2, size: portrait)
        GameTestKit.checkGolden(GameTestKit.scene(round, size: portrait, time: time), named: "froschsprung-s2-375x667")
    }

    @Test func eachHintRungLooksAsItsGoldenSays() throws {
        let (round, start) = try answering([13, 3], step: .step2, size: size)
        var time = start
        for rung in ["h1", "h2", "s"] {
            _ = round.handle(try #require(round.wrongIntent), time: time + 1)
            time += 1
            GameTestKit.settle(round, at: &time)
            GameTestKit.checkGolden(
                GameTestKit.scene(round, size: size, time: time + 1.2), named: "froschsprung-s2-\(rung)")
        }
    }

    @Test func theJumpLooksAsItsGoldenSays() throws {
        let (round, start) = try answering([13, 3], step: .step2, size: size)
        var time = start
        GameTestKit.solve(round, at: &time)
        // Halfway through the hop from 10 to 11.
        GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time + 1.75), named: "froschsprung-jump")
    }
}

import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameZahlenmonster

/// SVG goldens of each step and hint rung (`ZK_UPDATE_GOLDENS=1` records them).
@Suite struct ZahlenmonsterGoldenTests {
    private let size = Size(width: 1024, height: 768)
    private let jar = ZahlenmonsterRules.jarID

    /// A task with `cookies` on the plate.
    private func playing(
        _ number: Int, step: DifficultyStep, cookies: Int, range: RangeStage = .r1to10
    ) throws -> (any GameRound, Double) {
        let round = ZahlenmonsterGame().makeRound(
            plan: GameTestKit.plan(.zahlenmonster, numbers: [number, 2], step: step, range: range),
            setup: try GameTestKit.setup(.zahlenmonster))
        var time = 0.0
        _ = round.start(time: time)
        _ = GameTestKit.scene(round, size: size, time: time)
        GameTestKit.settle(round, at: &time)
        for _ in 0..<cookies {
            time += 0.3
            _ = round.handle(.tap(jar), time: time)
        }
        return (round, time)
    }

    @Test func eachStepLooksAsItsGoldenSays() throws {
        for step in DifficultyStep.allCases {
            let (round, time) = try playing(7, step: step, cookies: 3)
            GameTestKit.checkGolden(
                GameTestKit.scene(round, size: size, time: time), named: "zahlenmonster-s\(step.rawValue)")
        }
        for size in [Size(width: 375, height: 667), Size(width: 667, height: 375)] {
            let (round, time) = try playing(12, step: .step1, cookies: 5, range: .r1to20)
            GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time), named: "zahlenmonster-s1-\(size)")
        }
    }

    @Test func eachHintRungLooksAsItsGoldenSays() throws {
        let (round, start) = try playing(6, step: .step3, cookies: 4)
        var time = start
        // The plate holds 4, then 5, then 7 cookies: too few, too few, too many.
        for (rung, more) in [("h1", 1), ("h2", 2), ("s", 0)] {
            _ = round.handle(.tap(ZahlenmonsterRules.mouthID), time: time + 1)
            time += 1
            GameTestKit.settle(round, at: &time)
            GameTestKit.checkGolden(
                GameTestKit.scene(round, size: size, time: time + 1.2), named: "zahlenmonster-s3-\(rung)")
            for _ in 0..<more {
                time += 0.1
                _ = round.handle(.tap(jar), time: time)
            }
        }
        #expect(round.phase.isSolution)
    }
}

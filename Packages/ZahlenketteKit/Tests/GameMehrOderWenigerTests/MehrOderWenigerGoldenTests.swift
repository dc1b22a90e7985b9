import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameMehrOderWeniger

/// SVG goldens of every step and of each hint rung.
@Suite struct MehrOderWenigerGoldenTests {
    private let size = Size(width: 1024, height: 768)

    @Test(arguments: [
        (DifficultyStep.step1, 13, UInt64(11), "mehr_weniger-s1"), (.step2, 8, 11, "mehr_weniger-s2"),
        (.step3, 12, 14, "mehr_weniger-s3"),
    ])
    func eachStepAndRungLooksAsItsGoldenSays(step: DifficultyStep, number: Int, seed: UInt64, name: String) throws {
        let round = MehrOderWenigerGame().makeRound(
            plan: GameTestKit.plan(.mehrWeniger, numbers: [number], step: step, range: .r1to20, seed: seed),
            setup: try GameTestKit.setup(.mehrWeniger))
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time), named: name)
        for rung in ["h1", "h2", "s"] {
            time += 1
            _ = round.handle(try #require(round.wrongIntent), time: time)
            GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time + 2.5), named: "\(name)-\(rung)")
            GameTestKit.settle(round, at: &time)
        }
    }
}

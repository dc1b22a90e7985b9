import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameBlitzblick

/// SVG goldens of every step during its flash and under the cloud, and of each hint rung.
@Suite struct BlitzblickGoldenTests {
    private let size = BlitzblickScenes.size

    private func round(_ number: Int, step: DifficultyStep, seed: UInt64 = 11) throws -> any GameRound {
        BlitzblickGame().makeRound(
            plan: GameTestKit.plan(.blitzblick, numbers: [number], step: step, range: .r1to20, seed: seed),
            setup: try GameTestKit.setup(.blitzblick))
    }

    private func check(_ round: any GameRound, at time: Double, _ name: String) {
        GameTestKit.checkGolden(GameTestKit.scene(round, size: size, time: time), named: name)
    }

    @Test(arguments: [
        (DifficultyStep.step1, 8, UInt64(11), "blitzblick-s1"), (.step2, 7, 11, "blitzblick-s2"),
        (.step2, 14, 11, "blitzblick-s2-teen"), (.step2, 4, 12, "blitzblick-s2-small"),
        (.step3, 3, 11, "blitzblick-s3"), (.step3, 13, 11, "blitzblick-s3-field"),
    ])
    func eachStepLooksAsItsGoldenSaysDuringTheFlashAndUnderTheCloud(
        step: DifficultyStep, number: Int, seed: UInt64, name: String
    ) throws {
        let round = try round(number, step: step, seed: seed)
        _ = round.start(time: 0)
        _ = round.voiceFinished(time: 1)
        _ = round.voiceFinished(time: 2)
        check(round, at: 2.25, name + "-cue")
        check(round, at: 2.7, name + "-flash")
        _ = round.tick(time: 5)
        #expect(round.phase == .answering)
        check(round, at: 5, name + "-cloud")
    }

    @Test func eachHintRungLooksAsItsGoldenSays() throws {
        let round = try round(12, step: .step1)
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        for (rung, at) in [("h1", 1.5), ("h2", 2.0), ("s", 2.0)] {
            time += 1
            _ = round.handle(try #require(round.wrongIntent), time: time)
            time += 1
            _ = round.voiceFinished(time: time)
            check(round, at: time + at, "blitzblick-\(rung)")
            _ = round.tick(time: time + 4)
            time += 4
        }
        #expect(round.phase.isSolution)
        let small = try self.round(4, step: .step1)
        var t = 0.0
        _ = small.start(time: t)
        GameTestKit.settle(small, at: &t)
        for _ in 0..<3 {
            t += 1
            _ = small.handle(try #require(small.wrongIntent), time: t)
            GameTestKit.settle(small, at: &t)
        }
        check(small, at: t - 1 + 1.6, "blitzblick-s-countalong")
    }
}

import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GamePunktZuPunkt

@Suite struct PunktZuPunktLookTests {
    @Test func everyStepLevelAndPictureSizeFitsEveryWindowThroughTheLadder() throws {
        var findings = try GameTestKit.ladderFindings(
            .punktZuPunkt, numbers: [.littleOnes: [2], .vorschule: [2]], seeds: [11]
        ) { PunktZuPunktGame().makeRound(plan: $0, setup: $1) }
        for step in DifficultyStep.allCases {
            let round = PunktZuPunktGame().makeRound(
                plan: GameTestKit.plan(.punktZuPunkt, numbers: [2], step: step, level: .littleOnes, range: .r1to5),
                setup: try GameTestKit.setup(.punktZuPunkt))
            findings += GameTestKit.ladderFindings(round, name: "five dots \(step)")
        }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func thePictureLooksAsItsGoldensSayAtEveryStep() throws {
        for (step, name) in [
            (DifficultyStep.step1, "punkt_zu_punkt-s1"), (.step2, "punkt_zu_punkt-s2"), (.step3, "punkt_zu_punkt-s3"),
        ] {
            let game = try PunktZuPunktTestPicture([4, 9, 12, 15, 17, 19], step: step, range: .r1to20)
            game.start()
            for _ in 0..<6 {
                try game.tap((game.play?.pen ?? 1) + 1)
                game.wait(1.6)
            }
            GameTestKit.checkGolden(game.scene(), named: name)
        }
    }

    @Test func theHintRungsAndTheFinishedPictureLookAsTheirGoldensSay() throws {
        let game = try PunktZuPunktTestPicture([3, 4, 6, 8], range: .r1to10)
        game.start()
        try game.tap(2)
        game.wait(1.6)
        for name in ["punkt_zu_punkt-h1", "punkt_zu_punkt-h2", "punkt_zu_punkt-solution"] {
            game.time += 0.5
            game.effects += game.round.handle(try #require(game.round.wrongIntent), time: game.time)
            game.wait(2)
            GameTestKit.checkGolden(game.scene(), named: name)
        }
        try game.tap(3)
        game.wait(1.6)
        try game.connectAll()
        #expect(game.round.phase == .outro)
        GameTestKit.checkGolden(game.scene(), named: "punkt_zu_punkt-finished")
    }
}

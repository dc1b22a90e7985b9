import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GamePunktZuPunkt

/// A dot the engine scaffolds wears step one's cues in a picture of any step: the pen's dot and the
/// next one are numbered and the next one is larger; the rest of the picture keeps its step (D-0688).
@Suite struct PunktZuPunktScaffoldedTests {
    private func tasks(_ plan: RoundPlan) throws -> [RoundTask<PunktZuPunktTask>] {
        let picture = PunktZuPunktPlanner.picture(
            dotCount: plan.range.maxNumber, among: ShippedContent.catalog.dotPictures, completed: [])
        return PunktZuPunktPlanner.tasks(
            for: plan, picture: picture, config: try #require(ShippedContent.game(.punktZuPunkt)))
    }

    @Test func aScaffoldedDotAtStepThreeIsNumberedAndLargerWithTheDotBeforeIt() throws {
        let plain = GameTestKit.plan(
            .punktZuPunkt, numbers: [7, 12, 13, 18], step: .step3, level: .vorschule, range: .r1to20, seed: 2)
        let helped = try tasks(GameTestKit.scaffolding(plain, at: [0]))
        let stepThree: Set<Int> = [1, 5, 10, 15, 20]
        let seven = try #require(helped.first { $0.task.target == 7 })
        #expect(seven.plannedIndex == 0)
        #expect(seven.task.labeled == stepThree.union([6, 7]) && seven.task.nextDotScale == 1.3)
        // Every other dot, scored or not, is drawn as step three draws it.
        for task in helped where task.task.target != 7 {
            #expect(task.task.labeled == stepThree && task.task.nextDotScale == 1)
        }
        #expect(try tasks(plain).allSatisfy { $0.task.labeled == stepThree && $0.task.nextDotScale == 1 })
    }

    @Test func atStepTwoTheScaffoldedDotIsTheOnlyLargerOne() throws {
        let plan = GameTestKit.scaffolding(
            GameTestKit.plan(.punktZuPunkt, numbers: [3, 8], step: .step2, level: .vorschule, range: .r1to10),
            at: [1])
        let larger = try tasks(plan).filter { $0.task.nextDotScale > 1 }
        #expect(larger.map(\.task.target) == [8] && larger.first?.task.labeled.count == 20)
    }

    @Test func theScaffoldedDotLooksAsItsGoldenSays() throws {
        // Dot 4 is scaffolded; the pen waits on dot 3 of a step-three picture.
        let game = try PunktZuPunktTestPicture([4, 9, 12, 15], step: .step3, range: .r1to20, scaffolded: [0])
        game.start()
        for dot in [2, 3] {
            try game.tap(dot)
            game.wait(1.6)
        }
        #expect(game.play?.pen == 3)
        GameTestKit.checkGolden(game.scene(), named: "punkt_zu_punkt-s3-scaffolded")
    }
}

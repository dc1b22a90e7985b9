import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

@testable import GameSchuettelbox

/// A task the engine scaffolds is shown in Schüttelbox's step-one form inside a round of any step:
/// structured beads, the outline places, the whole's numeral and two tiles (D-0688).
@Suite struct SchuettelboxScaffoldedTests {
    private func tasks(_ plan: RoundPlan) throws -> [SchuettelboxTask] {
        let rules = SchuettelboxRules(config: try #require(ShippedContent.game(.schuettelbox)))
        var generator = SplitMix64(seed: plan.seed)
        return rules.makeTasks(for: plan, using: &generator).map(\.task)
    }

    @Test func aScaffoldedTaskAtStepThreeShowsStepOnesPictureAndTwoTiles() throws {
        for seed in UInt64(0)..<40 {
            let plain = GameTestKit.plan(
                .schuettelbox, numbers: [7, 9, 7, 10, 6, 8], step: .step3, level: .vorschule, range: .r1to20,
                seed: seed)
            let helped = try tasks(GameTestKit.scaffolding(plain, at: [1, 4]))
            for index in [1, 4] {
                let task = helped[index]
                #expect(task.display == .structured && task.showsOutlinePlaces && task.showsWholeNumeral)
                #expect(task.options.numbers.count == 2 && task.options.numbers.contains(task.number))
            }
            for task in try tasks(plain) {
                #expect(task.display == .scattered && !task.showsOutlinePlaces && !task.showsWholeNumeral)
                #expect(task.options.numbers.count == 4)
            }
            // The round still never repeats a split, scaffolded or not.
            #expect(Set(helped.map(\.split)).count == helped.count)
        }
    }

    @Test func aScaffoldedTaskIsCreditedOnTheWholeItWasPlannedFor() throws {
        let config = try #require(ShippedContent.game(.schuettelbox))
        let plan = GameTestKit.scaffolding(
            GameTestKit.plan(
                .schuettelbox, numbers: [8, 5, 10, 3], step: .step2, level: .vorschule, range: .r1to10, seed: 3),
            at: [0, 1, 2, 3])
        let rules = SchuettelboxRules(config: config)
        for (task, planned) in zip(try tasks(plan), plan.tasks) {
            #expect(task.showsOutlinePlaces)
            #expect(rules.credits(for: task, planned: planned).number == planned.number)
        }
    }

    @Test func theScaffoldedTaskAtStepThreeLooksAsItsGoldenSays() throws {
        let plan = GameTestKit.scaffolding(
            GameTestKit.plan(.schuettelbox, numbers: [9], step: .step3, level: .vorschule, range: .r1to10, seed: 12),
            at: [0])
        let round = SchuettelboxGame().makeRound(plan: plan, setup: try GameTestKit.setup(.schuettelbox))
        var time = 0.0
        _ = round.start(time: time)
        for _ in 0..<20 where round.phase != .activity {
            time += 1
            _ = round.voiceFinished(time: time) + round.tick(time: time)
        }
        GameTestKit.settle(round, at: &time)
        GameTestKit.checkGolden(
            GameTestKit.scene(round, size: Size(width: 1024, height: 768), time: time),
            named: "schuettelbox-s3-scaffolded")
    }
}

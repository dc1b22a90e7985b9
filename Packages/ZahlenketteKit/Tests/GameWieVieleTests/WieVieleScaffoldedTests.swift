import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameWieViele

/// A task the engine scaffolds is shown in Wie viele?'s step-one form (D-0125).
@Suite struct WieVieleScaffoldedTests {
    private func plan(_ numbers: [Int], scaffolded: Bool) -> RoundPlan {
        GameTestKit.plan(
            .wieViele, numbers: numbers, step: .step3, level: .vorschule, range: .r1to20, seed: 23,
            scaffolded: scaffolded)
    }

    private func controller(_ plan: RoundPlan) throws -> RoundController<WieVieleRules> {
        RoundController(
            plan: plan, rules: WieVieleRules(config: try #require(ShippedContent.game(.wieViele))), includeDemo: false,
            voiceEnabled: true)
    }

    @Test func aScaffoldedStepThreeTaskShowsStepOnesFieldAndTwoTiles() throws {
        let config = try #require(ShippedContent.game(.wieViele))
        let planned = try #require(plan([13], scaffolded: true).tasks.first)
        let task = try #require(try controller(plan([13], scaffolded: true)).tasks.first?.task)
        var generator = SplitMix64(seed: 23)
        let stepOne = WieVieleTaskGenerator.makeTask(
            for: PlannedTask(
                id: planned.id, skill: planned.skill, number: 13, step: .step1, reason: planned.reason,
                scaffolded: true),
            config: config, level: .vorschule, range: .r1to20, recentCorrectSlots: [], using: &generator)
        #expect(task == stepOne)
        #expect(task.display == .field && task.number == 13)
        // Step one at Vorschule has three tiles; the easiest form has two (D-0136).
        #expect(task.options.numbers.count == 2 && task.options.numbers.contains(13))
        let unscaffolded = try #require(try controller(plan([13], scaffolded: false)).tasks.first?.task)
        #expect(unscaffolded.display == .scattered && unscaffolded.options.numbers.count == 4)
    }

    @Test func theScaffoldedTaskIsCreditedOnItsNumberAtThePlannedStep() throws {
        let round = WieVieleGame().makeRound(
            plan: plan([13], scaffolded: true), setup: try GameTestKit.setup(.wieViele))
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(13)), time: time + 2)).first)
        #expect(result.number == 13 && result.skill == .count && result.firstTryCorrect)
        #expect(result.step == .step3)
    }

    @Test func theSameScaffoldedPlanMakesTheSameTasks() throws {
        let numbers = [13, 4, 17, 9]
        #expect(
            try controller(plan(numbers, scaffolded: true)).tasks.map(\.task)
                == controller(plan(numbers, scaffolded: true)).tasks.map(\.task))
    }

    @Test func unscaffoldedTasksKeepTheirPlannedStep() throws {
        let tasks = try controller(plan([13, 4, 17], scaffolded: false)).tasks.map(\.task)
        #expect(tasks.allSatisfy { $0.display == .scattered && $0.options.numbers.count == 4 })
    }
}

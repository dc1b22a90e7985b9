import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameHoerHin

/// A task the engine scaffolds is shown in Hör hin's step-one form (D-0125).
@Suite struct HoerHinScaffoldedTests {
    private func plan(_ numbers: [Int], scaffolded: Bool) -> RoundPlan {
        GameTestKit.plan(
            .hoerHin, numbers: numbers, step: .step3, level: .vorschule, range: .r1to20, seed: 31,
            scaffolded: scaffolded)
    }

    private func controller(_ plan: RoundPlan) throws -> RoundController<HoerHinRules> {
        RoundController(
            plan: plan,
            rules: HoerHinRules(config: try #require(ShippedContent.game(.hoerHin)), voiceEnabled: true),
            includeDemo: false, voiceEnabled: true)
    }

    @Test func aScaffoldedTeenAtStepThreeIsAskedAtStepOneAmongTwoTiles() throws {
        let config = try #require(ShippedContent.game(.hoerHin))
        let planned = try #require(plan([17], scaffolded: true).tasks.first)
        let task = try #require(try controller(plan([17], scaffolded: true)).tasks.first?.task)
        var generator = SplitMix64(seed: 31)
        let stepOne = HoerHinTaskGenerator.makeTask(
            for: PlannedTask(
                id: planned.id, skill: planned.skill, number: 17, step: .step1, reason: planned.reason,
                scaffolded: true),
            config: config, level: .vorschule, range: .r1to20, voiceEnabled: true, recentCorrectSlots: [],
            using: &generator)
        #expect(task == stepOne)
        // Step one at Vorschule has three tiles; the easiest form has two (D-0136).
        #expect(task.number == 17 && task.options.numbers.count == 2 && task.options.numbers.contains(17))
        let unscaffolded = try #require(try controller(plan([17], scaffolded: false)).tasks.first?.task)
        #expect(unscaffolded.options.numbers.count == 4 && unscaffolded.options.numbers.contains(7))
    }

    @Test func theScaffoldedTeenIsCreditedOnItsOwnNumberAtThePlannedStep() throws {
        let round = HoerHinGame().makeRound(plan: plan([17], scaffolded: true), setup: try GameTestKit.setup(.hoerHin))
        var time = 0.0
        _ = round.start(time: time)
        GameTestKit.settle(round, at: &time)
        let result = try #require(GameTestKit.results(round.handle(.tap(.answer(17)), time: time + 2)).first)
        #expect(result.number == 17 && result.skill == .name && result.step == .step3)
    }

    @Test func theSameScaffoldedPlanMakesTheSameTasks() throws {
        let numbers = [17, 3, 12]
        #expect(
            try controller(plan(numbers, scaffolded: true)).tasks.map(\.task)
                == controller(plan(numbers, scaffolded: true)).tasks.map(\.task))
    }
}

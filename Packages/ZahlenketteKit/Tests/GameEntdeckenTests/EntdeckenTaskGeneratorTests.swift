import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameEntdecken

@Suite struct EntdeckenTaskGeneratorTests {
    private let config = ShippedContent.game(.entdecken)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 5)
        return PlannedTask(
            id: DeterministicID.roundID(using: &generator), skill: .name, number: number, step: step, reason: .focus)
    }

    @Test func everyStepLevelRangeAndSeedOffersTheCountedNumber() throws {
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    for number in range.numbers {
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 5 &+ UInt64(number))
                            let task = EntdeckenTaskGenerator.makeTask(
                                for: planned(number, step), config: try #require(config), level: level, range: range,
                                recentCorrectSlots: [],
                                using: &generator)
                            #expect(task.options.answer == number)
                            #expect(task.options.numbers.allSatisfy { range.numbers.contains($0) })
                        }
                    }
                }
            }
        }
    }

    @Test func countingAlongComesBeforeTheTilesAndCreditsNameAndRecognize() throws {
        let rules = EntdeckenRules(config: try #require(ShippedContent.game(.entdecken)))
        let task = EntdeckenTask(number: 8, options: AnswerOptions(numbers: [8, 3, 5], correctIndex: 0))
        #expect(rules.activitySteps(for: task, rung: .none) == 8)
        #expect(rules.activitySteps(for: task, rung: .h1) == 0)
        #expect(rules.prompt(for: task).map(\.rawValue) == ["prompt.entdecken.count"])
        #expect(rules.lineAfterActivity(for: task).map(\.rawValue) == ["num.8", "prompt.entdecken.which"])
        #expect(rules.hintLine(.h2, for: task).map(\.rawValue) == ["num.8.parts"])
        let credits = rules.credits(for: task, planned: planned(8, .step1))
        #expect(credits.skill == .name && credits.secondarySkill == .recognize)
    }
}

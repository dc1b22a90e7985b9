import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameWieViele

@Suite struct WieVieleTaskGeneratorTests {
    private let config = ShippedContent.game(.wieViele)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 1000)
        return PlannedTask(
            id: DeterministicID.roundID(using: &generator), skill: .count, number: number, step: step, reason: .focus)
    }

    @Test func everyStepLevelRangeAndSeedKeepsTheRules() throws {
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    let valid = WieVieleTaskGenerator.validNumbers(
                        config: try #require(config), step: step, level: level, range: range)
                    for number in valid {
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 97 &+ UInt64(number))
                            let task = WieVieleTaskGenerator.makeTask(
                                for: planned(number, step), config: try #require(config), level: level, range: range,
                                recentCorrectSlots: [], using: &generator)
                            #expect(task.number == number)
                            #expect(task.options.answer == number)
                            #expect(!task.options.numbers.contains(0))
                            #expect(task.options.numbers.allSatisfy { range.numbers.contains($0) })
                            #expect(try #require(config).countingObjects?.contains(task.objectAsset) == true)
                            switch task.display {
                            case .dice: #expect(number <= 6)
                            case .fingers: #expect(number <= 10)
                            case .tenStickAndFingers: #expect(number > 10)
                            case .field: #expect(step == .step1)
                            case .scattered: #expect(step == .step3)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func littleOnesSeeOnlyDiceAtStepTwo() throws {
        #expect(
            WieVieleTaskGenerator.validNumbers(
                config: try #require(config), step: .step2, level: .littleOnes, range: .r1to10) == Array(1...6))
        #expect(
            WieVieleTaskGenerator.validNumbers(
                config: try #require(config), step: .step1, level: .littleOnes, range: .r1to10) == Array(1...10))
        for seed in UInt64(0)..<50 {
            var generator = SplitMix64(seed: seed)
            let task = WieVieleTaskGenerator.makeTask(
                for: planned(4, .step2), config: try #require(config), level: .littleOnes, range: .r1to5,
                recentCorrectSlots: [], using: &generator)
            #expect(task.display == .dice)
        }
    }

    @Test func teensAtStepTwoAreATenStickWithFingers() throws {
        var generator = SplitMix64(seed: 8)
        let task = WieVieleTaskGenerator.makeTask(
            for: planned(17, .step2), config: try #require(config), level: .vorschule, range: .r1to20,
            recentCorrectSlots: [],
            using: &generator)
        #expect(task.display == .tenStickAndFingers)
    }

    @Test func theSolutionCountsAloudToTheNumber() throws {
        let rules = WieVieleRules(config: try #require(config))
        let task = WieVieleTask(
            number: 3, display: .field, objectAsset: "obj_apfel", layoutSeed: 1,
            options: AnswerOptions(numbers: [3, 1], correctIndex: 0))
        #expect(
            rules.hintLine(.solution, for: task).map(\.rawValue) == [
                "num.1", "num.2", "num.3", "prompt.common.these_are", "num.3",
            ])
        let one = WieVieleTask(
            number: 1, display: .field, objectAsset: "obj_apfel", layoutSeed: 1,
            options: AnswerOptions(numbers: [1, 3], correctIndex: 0))
        #expect(rules.hintLine(.solution, for: one).map(\.rawValue) == ["num.1", "prompt.common.just_one"])
        #expect(rules.credits(for: task, planned: planned(3, .step1)).skill == .count)
    }
}

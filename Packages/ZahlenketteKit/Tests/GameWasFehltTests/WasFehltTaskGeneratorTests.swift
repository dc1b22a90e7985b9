import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameWasFehlt

@Suite struct WasFehltTaskGeneratorTests {
    private let config = ShippedContent.game(.wasFehlt)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 77)
        return PlannedTask(
            id: DeterministicID.roundID(using: &generator), skill: .order, number: number, step: step, reason: .focus)
    }

    private func task(
        _ number: Int, _ step: DifficultyStep, range: RangeStage = .r1to20, seed: UInt64 = 1
    ) throws -> WasFehltTask {
        var generator = SplitMix64(seed: seed)
        return WasFehltTaskGenerator.makeTask(
            for: planned(number, step), config: try #require(config), level: .vorschule, range: range,
            recentCorrectSlots: [], using: &generator)
    }

    @Test func everyStepLevelRangeAndSeedShowsTheGapInsideTheWindow() throws {
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    for number in range.numbers {
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 13 &+ UInt64(number))
                            let task = WasFehltTaskGenerator.makeTask(
                                for: planned(number, step), config: try #require(config), level: level, range: range,
                                recentCorrectSlots: [],
                                using: &generator)
                            #expect(task.window.contains(number))
                            #expect(number == 1 || task.window.lowerBound < number, "a bead before the gap (D-0687)")
                            #expect(task.window.lowerBound >= 1 && task.window.upperBound <= range.maxNumber)
                            #expect(!task.labelledBeads.contains(number))
                            #expect(task.options.answer == number)
                            #expect(task.options.numbers.allSatisfy { range.numbers.contains($0) })
                        }
                    }
                }
            }
        }
    }

    @Test func stepOneShowsThreeBeadsWithTheGapInTheMiddleShiftedAtTheEnds() throws {
        #expect(try task(7, .step1).window == 6...8)
        #expect(try task(1, .step1).window == 1...3)
        #expect(try task(10, .step1, range: .r1to10).window == 8...10)
    }

    @Test func stepTwoShowsFiveBeads() throws {
        for seed in UInt64(0)..<50 {
            #expect(try task(12, .step2, seed: seed).window.count == 5)
        }
        let windows = Set(try (UInt64(0)..<50).map { try task(12, .step2, seed: $0).window.lowerBound })
        #expect(windows.count > 1)
    }

    @Test func stepThreeShowsTheWholeChainWithLandmarkNumeralsOnly() throws {
        let whole = try task(13, .step3)
        #expect(whole.window == 1...20)
        #expect(whole.labelledBeads == [1, 5, 10, 15, 20])
        #expect(try task(15, .step3).labelledBeads == [1, 5, 10, 20])
    }

    @Test func hintsCountUpToTheGap() throws {
        let rules = WasFehltRules(config: try #require(config))
        let seven = WasFehltTask(
            number: 7, window: 6...8, labelledBeads: [6, 8], options: AnswerOptions(numbers: [7, 3], correctIndex: 0))
        #expect(rules.hintLine(.h1, for: seven).map(\.rawValue) == ["num.6", "prompt.was_fehlt.next"])
        #expect(rules.hintLine(.h2, for: seven).map(\.rawValue) == ["num.6", "prompt.was_fehlt.next"])
        #expect(rules.hintLine(.solution, for: seven).map(\.rawValue) == ["num.7.after"])
        let thirteen = WasFehltTask(
            number: 13, window: 1...20, labelledBeads: [1, 5, 10, 15, 20],
            options: AnswerOptions(numbers: [13, 3], correctIndex: 0))
        #expect(
            rules.hintLine(.h2, for: thirteen).map(\.rawValue) == [
                "num.10", "num.11", "num.12", "prompt.was_fehlt.next",
            ])
        let one = WasFehltTask(
            number: 1, window: 1...3, labelledBeads: [2, 3], options: AnswerOptions(numbers: [1, 3], correctIndex: 0))
        #expect(rules.hintLine(.h1, for: one).map(\.rawValue) == ["prompt.was_fehlt.first"])
        #expect(rules.hintLine(.solution, for: one).map(\.rawValue) == ["prompt.common.this_is", "num.1"])
    }
}

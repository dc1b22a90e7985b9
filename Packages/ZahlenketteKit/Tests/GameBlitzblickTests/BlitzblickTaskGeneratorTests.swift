import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameBlitzblick

@Suite struct BlitzblickTaskGeneratorTests {
    private let config = ShippedContent.game(.blitzblick)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 500)
        return PlannedTask(
            id: DeterministicID.roundID(using: &generator), skill: .subitize, number: number, step: step,
            reason: .focus)
    }

    /// The distractors a profile prefers for `n` (docs/games.md#options), before any fallback.
    private func profileCandidates(_ step: DifficultyStep, n: Int, rangeMax: Int) -> Set<Int> {
        let all: [Int]
        switch step {
        case .step1: all = Array(1...rangeMax).filter { abs($0 - n) >= 2 }
        case .step2: all = [n - 2, n - 1, n + 1, n + 2]
        case .step3:
            all =
                [n - 2, n - 1, n + 1, n + 2] + (GermanNumberWords.teenPartner(of: n).map { [$0] } ?? [])
                + (n == 6 ? [9] : n == 9 ? [6] : [])
        }
        return Set(all.filter { $0 >= 1 && $0 <= rangeMax && $0 != n })
    }

    @Test func everyStepLevelRangeAndSeedKeepsTheRules() throws {
        let config = try #require(config)
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                for step in DifficultyStep.allCases {
                    let valid = BlitzblickTaskGenerator.validNumbers(
                        config: config, step: step, level: level, range: range)
                    #expect(valid == config.validNumbers(level: level, range: range), "every number has a picture")
                    let tiles = TileSpec(config: config, step: step, level: level).count
                    for number in valid {
                        let preferred = profileCandidates(step, n: number, rangeMax: range.maxNumber)
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 131 &+ UInt64(number))
                            let task = BlitzblickTaskGenerator.makeTask(
                                for: planned(number, step), config: config, level: level, range: range,
                                recentCorrectSlots: [], using: &generator)
                            let numbers = task.options.numbers
                            let distractors = Set(numbers).subtracting([number])
                            #expect(task.number == number && task.options.answer == number)
                            #expect(Set(numbers).count == numbers.count, "unique")
                            #expect(numbers.allSatisfy { range.numbers.contains($0) }, "never 0, within the range")
                            #expect(numbers.count == min(tiles, range.maxNumber))
                            // The profile's own candidates come first; others only fill a shortfall.
                            if preferred.count >= tiles - 1 {
                                #expect(distractors.isSubset(of: preferred), "\(level) \(step) \(number): \(numbers)")
                            } else {
                                #expect(preferred.isSubset(of: distractors), "\(level) \(step) \(number): \(numbers)")
                            }
                            #expect(task.display.canShow(number))
                        }
                    }
                }
            }
        }
    }

    @Test func scatteredDotsOnlyForTheSmallestNumbersAtStepThree() throws {
        // DR-26: up to 3 for the littleOnes, up to 4 for the Vorschule; above that the Zwanzigerfeld.
        let config = try #require(config)
        for (level, range, limit) in [(Level.littleOnes, RangeStage.r1to10, 3), (.vorschule, .r1to20, 4)] {
            for number in range.numbers {
                for seed in UInt64(0)..<500 {
                    var generator = SplitMix64(seed: seed &* 7 &+ UInt64(number))
                    let task = BlitzblickTaskGenerator.makeTask(
                        for: planned(number, .step3), config: config, level: level, range: range,
                        recentCorrectSlots: [], using: &generator)
                    #expect(task.display == (number <= limit ? .scattered : .field), "\(level) \(number)")
                }
            }
        }
    }

    @Test func stepOneIsTheFieldAndStepTwoAPictureThatShowsTheNumber() throws {
        let config = try #require(config)
        var seen: Set<QuantityPicture> = []
        for number in 1...20 {
            for seed in UInt64(0)..<50 {
                var generator = SplitMix64(seed: seed &+ UInt64(number) &* 1000)
                let first = BlitzblickTaskGenerator.makeTask(
                    for: planned(number, .step1), config: config, level: .vorschule, range: .r1to20,
                    recentCorrectSlots: [], using: &generator)
                #expect(first.display == .field)
                let second = BlitzblickTaskGenerator.makeTask(
                    for: planned(number, .step2), config: config, level: .vorschule, range: .r1to20,
                    recentCorrectSlots: [], using: &generator)
                #expect([.dice, .fingers, .tenStickAndFingers].contains(second.display))
                #expect(second.display.canShow(number))
                seen.insert(second.display)
            }
        }
        #expect(seen == [.dice, .fingers, .tenStickAndFingers])
    }

    @Test func littleOnesSeeNumbersUpToTen() throws {
        let config = try #require(config)
        for step in DifficultyStep.allCases {
            #expect(
                BlitzblickGame().validNumbers(config: config, step: step, level: .littleOnes, range: .r1to20)
                    == Array(1...10))
        }
        var generator = SplitMix64(seed: 3)
        let task = BlitzblickTaskGenerator.makeTask(
            for: planned(14, .step1), config: config, level: .littleOnes, range: .r1to10, recentCorrectSlots: [],
            using: &generator)
        #expect(task.number == 10, "a number it cannot show credits the nearest valid one")
    }

    @Test func theFlashTimesComeFromTheContent() throws {
        let config = try #require(config)
        let expected: [(DifficultyStep, Level, Double)] = [
            (.step1, .littleOnes, 2.0), (.step1, .vorschule, 1.5), (.step2, .littleOnes, 1.5),
            (.step2, .vorschule, 1.2), (.step3, .littleOnes, 1.2), (.step3, .vorschule, 0.8),
        ]
        for (step, level, seconds) in expected {
            let flash = BlitzblickTaskGenerator.flash(config: config, step: step, level: level)
            #expect(flash == BlitzblickFlash(cue: 0.5, seconds: seconds, hintFactor: 2))
            #expect(flash.duration(at: .h2) == 0.5 + 2 * seconds)
        }
        // A content change reaches the game without code: step 2 flashes 1.0 s for the Vorschule.
        let edited = ContentLoader.load(
            from: ShippedContent.editing("games/blitzblick.json") { json in
                guard var steps = json["steps"] as? [[String: Any]] else { return }
                steps[1]["flashSeconds"] = ["littleOnes": 1.6, "vorschule": 1.0]
                json["steps"] = steps
                json["constants"] = ["blinkCueSeconds": 0.4, "hintFlashFactor": 1.5]
            }, localeIdentifier: "de_DE")
        #expect(edited.validationReport.problems(in: "games/blitzblick.json").isEmpty)
        let changed = try #require(edited.catalog.game(.blitzblick))
        var generator = SplitMix64(seed: 9)
        let task = BlitzblickTaskGenerator.makeTask(
            for: planned(6, .step2), config: changed, level: .vorschule, range: .r1to10, recentCorrectSlots: [],
            using: &generator)
        #expect(task.flash == BlitzblickFlash(cue: 0.4, seconds: 1.0, hintFactor: 1.5))
    }

    @Test func theCorrectTileNeverSitsInTheSameSlotThreeTimesInARow() throws {
        let rules = BlitzblickRules(config: try #require(config))
        for level in Level.allCases {
            for step in DifficultyStep.allCases {
                for seed in UInt64(0)..<500 {
                    let plan = GameTestKit.plan(
                        .blitzblick, numbers: [3, 7, 2, 9, 5, 8, 4, 6], step: step, level: level, seed: seed)
                    var generator = SplitMix64(seed: plan.seed)
                    let slots = rules.makeTasks(for: plan, using: &generator).map(\.task.options.correctIndex)
                    for index in 2..<slots.count {
                        #expect(!(slots[index] == slots[index - 1] && slots[index] == slots[index - 2]), "\(slots)")
                    }
                }
            }
        }
    }

    @Test func theSolutionCountsAlongUpToFiveAndNamesThePartsFromSix() throws {
        let rules = BlitzblickRules(config: try #require(config))
        func task(_ number: Int) -> BlitzblickTask {
            BlitzblickTask(
                number: number, display: .field, layoutSeed: 1,
                flash: BlitzblickFlash(cue: 0.5, seconds: 1, hintFactor: 2),
                options: AnswerOptions(numbers: [number], correctIndex: 0))
        }
        #expect(
            rules.hintLine(.solution, for: task(4)).map(\.rawValue) == [
                "num.1", "num.2", "num.3", "num.4", "prompt.common.these_are", "num.4",
            ])
        #expect(
            rules.hintLine(.solution, for: task(7)).map(\.rawValue) == [
                "num.7.parts", "prompt.common.these_are", "num.7",
            ])
        #expect(rules.hintLine(.solution, for: task(1)).map(\.rawValue) == ["num.1", "prompt.common.just_one"])
        #expect(rules.hintLine(.h1, for: task(7)).map(\.rawValue) == ["prompt.blitzblick.hint1"])
        let credits = rules.credits(for: task(7), planned: planned(7, .step1))
        #expect(credits.skill == .subitize && credits.secondarySkill == .recognize)
        #expect(credits.number == 7 && credits.secondaryNumber == 7 && credits.partnerNumber == nil)
    }
}

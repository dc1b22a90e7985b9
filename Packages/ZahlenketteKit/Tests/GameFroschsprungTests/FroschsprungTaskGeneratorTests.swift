import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameFroschsprung

@Suite struct FroschsprungTaskGeneratorTests {
    private let config = ShippedContent.game(.froschsprung)

    private func planned(_ number: Int, _ step: DifficultyStep) -> PlannedTask {
        var generator = SplitMix64(seed: UInt64(number) &+ 91)
        return PlannedTask(
            id: DeterministicID.roundID(using: &generator), skill: .order, number: number, step: step, reason: .focus)
    }

    private func task(
        _ number: Int, _ step: DifficultyStep, level: Level = .vorschule, range: RangeStage = .r1to20, seed: UInt64 = 1
    ) throws -> FroschsprungTask {
        var generator = SplitMix64(seed: seed)
        return FroschsprungTaskGenerator.makeTask(
            for: planned(number, step), config: try #require(config), level: level, range: range, using: &generator)
    }

    @Test func everyLevelRangeStepAndSeedKeepsTheFrogAndTheNumeralsWhereTheStepSays() throws {
        let config = try #require(config)
        for level in Level.allCases {
            for range in RangeStage.allCases where level == .vorschule || range != .r1to20 {
                let landmarks = Set([5, 10, 15, 20].filter { $0 <= range.maxNumber })
                for step in DifficultyStep.allCases {
                    for number in range.numbers {
                        for seed in UInt64(0)..<500 {
                            var generator = SplitMix64(seed: seed &* 31 &+ UInt64(number))
                            let task = FroschsprungTaskGenerator.makeTask(
                                for: planned(number, step), config: config, level: level, range: range,
                                using: &generator)
                            #expect(task.number == number && task.stoneCount == range.maxNumber)
                            #expect(task.landings.last == number)
                            switch step {
                            case .step1:
                                #expect(task.start == 0 && task.labelledStones == Set(range.numbers))
                            case .step2:
                                #expect(task.start == 0 && task.labelledStones == landmarks)
                            case .step3:
                                // a = n ± 1–2 (littleOnes) or ± 1–3 (vorschule), a stone of the pond.
                                let offset = abs(task.start - number)
                                #expect((1...(level == .littleOnes ? 2 : 3)).contains(offset))
                                #expect(range.numbers.contains(task.start))
                                #expect(task.labelledStones == landmarks.union([task.start]))
                            }
                            #expect(!task.labelledStones.contains(0))
                        }
                    }
                }
            }
        }
    }

    @Test func theStartStoneLiesOnBothSidesAtEveryAllowedDistance() throws {
        let offsets = Set(try (UInt64(0)..<500).map { try task(10, .step3, seed: $0).start - 10 })
        #expect(offsets == [-3, -2, -1, 1, 2, 3])
        let little = Set(
            try (UInt64(0)..<500).map { try task(6, .step3, level: .littleOnes, range: .r1to10, seed: $0).start - 6 })
        #expect(little == [-2, -1, 1, 2])
        // At the ends of the pond the frog starts on the side that exists.
        let first = Set(try (UInt64(0)..<500).map { try task(1, .step3, seed: $0).start })
        #expect(first == [2, 3, 4])
        let last = Set(try (UInt64(0)..<500).map { try task(5, .step3, range: .r1to5, seed: $0).start })
        #expect(last == [2, 3, 4])
    }

    @Test func theFrogJumpsWholeFivesFirstThenHops() {
        func landings(_ number: Int, from start: Int) -> [Int] {
            FroschsprungTask(number: number, start: start, stoneCount: 20, labelledStones: []).landings
        }
        #expect(landings(13, from: 0) == [5, 10, 11, 12, 13])
        #expect(landings(4, from: 0) == [1, 2, 3, 4])
        #expect(landings(20, from: 0) == [5, 10, 15, 20])
        #expect(landings(5, from: 0) == [5])
        #expect(landings(9, from: 12) == [11, 10, 9])
        #expect(landings(14, from: 11) == [12, 13, 14])
    }

    @Test func aNumberTheGameCannotShowIsCreditedAsTheNearestValidOne() throws {
        let task = try task(17, .step1, level: .littleOnes, range: .r1to10)
        #expect(task.number == 10 && task.stoneCount == 10)
    }
}

import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@Suite struct OptionGeneratorTests {
    @Test func standardTilesFollowLevelAndStep() {
        #expect(DifficultyStep.allCases.map { TileSpec.standardCount(step: $0, level: .littleOnes) } == [2, 3, 3])
        #expect(DifficultyStep.allCases.map { TileSpec.standardCount(step: $0, level: .vorschule) } == [3, 3, 4])
        #expect(DifficultyStep.allCases.map(TileSpec.standardProfile) == [.far, .near, .confusable])
    }

    @Test func shippedTileGamesUseTheStandardTiles() throws {
        for id in [GameID.entdecken, .wieViele, .hoerHin, .wasFehlt] {
            let config = try #require(ShippedContent.game(id))
            for level in Level.allCases {
                for step in DifficultyStep.allCases {
                    let spec = TileSpec(config: config, step: step, level: level)
                    #expect(spec.count == TileSpec.standardCount(step: step, level: level), "\(id) \(step) \(level)")
                    #expect(spec.profile == TileSpec.standardProfile(step))
                }
            }
        }
    }

    @Test func everyStepLevelRangeAndSeedKeepsTheRules() {
        for level in Level.allCases {
            for stage in RangeStage.allCases {
                for step in DifficultyStep.allCases {
                    for answer in stage.numbers {
                        for seed in UInt64(0)..<40 {
                            var generator = SplitMix64(seed: seed &* 7919 &+ UInt64(answer))
                            let tiles = TileSpec(
                                count: TileSpec.standardCount(step: step, level: level),
                                profile: TileSpec.standardProfile(step))
                            let options = OptionGenerator.options(
                                answer: answer, tiles: tiles, rangeMax: stage.maxNumber, using: &generator)
                            let expectedCount = min(tiles.count, stage.maxNumber)
                            #expect(options.answer == answer)
                            #expect(options.numbers.count == expectedCount)
                            #expect(Set(options.numbers).count == options.numbers.count)
                            #expect(options.numbers.allSatisfy { (1...stage.maxNumber).contains($0) })
                        }
                    }
                }
            }
        }
    }

    @Test func stepOneDistractorsAreFarWhenTheRangeAllows() {
        for seed in UInt64(0)..<500 {
            var generator = SplitMix64(seed: seed)
            let answer = Int(seed % 10) + 1
            let options = OptionGenerator.options(
                answer: answer, tiles: TileSpec(count: 3, profile: .far), rangeMax: 10, using: &generator)
            #expect(options.numbers.filter { $0 != answer }.allSatisfy { abs($0 - answer) >= 2 })
        }
    }

    @Test func stepTwoPrefersNeighbours() {
        var generator = SplitMix64(seed: 11)
        let options = OptionGenerator.options(
            answer: 7, tiles: TileSpec(count: 3, profile: .near), rangeMax: 10, using: &generator)
        #expect(Set(options.numbers) == [6, 7, 8])
    }

    @Test func stepThreeOffersTheTeenPartner() {
        for seed in UInt64(0)..<100 {
            var generator = SplitMix64(seed: seed)
            let options = OptionGenerator.options(
                answer: 14, tiles: TileSpec(count: 4, profile: .confusable), rangeMax: 20, using: &generator)
            #expect(Set(options.numbers) == [13, 14, 15, 4])
        }
    }

    @Test func requiredNumbersAreAlwaysTiles() {
        for seed in UInt64(0)..<100 {
            var generator = SplitMix64(seed: seed)
            let options = OptionGenerator.options(
                answer: 4, tiles: TileSpec(count: 3, profile: .confusable), rangeMax: 20, required: [14],
                using: &generator)
            #expect(options.numbers.contains(14) && options.numbers.count == 3)
        }
    }

    @Test func shortRangesShowFewerTilesAndNeverZero() {
        var generator = SplitMix64(seed: 3)
        let options = OptionGenerator.options(
            answer: 1, tiles: TileSpec(count: 4, profile: .confusable), rangeMax: 2, using: &generator)
        #expect(Set(options.numbers) == [1, 2])
    }

    @Test func theAnswerNeverTakesTheSameSlotThreeTimesInARow() {
        for seed in UInt64(0)..<300 {
            var generator = SplitMix64(seed: seed)
            var slots: [Int] = []
            for answer in [3, 5, 2, 4, 1, 5, 3, 2] {
                let options = OptionGenerator.options(
                    answer: answer, tiles: TileSpec(count: 3, profile: .near), rangeMax: 5, recentCorrectSlots: slots,
                    using: &generator)
                slots.append(options.correctIndex)
                #expect(options.answer == answer)
            }
            for index in 2..<slots.count {
                #expect(!(slots[index] == slots[index - 1] && slots[index] == slots[index - 2]))
            }
        }
    }

    @Test func sameSeedGivesTheSameTiles() {
        var first = SplitMix64(seed: 2026)
        var second = SplitMix64(seed: 2026)
        let a = OptionGenerator.options(
            answer: 12, tiles: TileSpec(count: 4, profile: .confusable), rangeMax: 20, using: &first)
        let b = OptionGenerator.options(
            answer: 12, tiles: TileSpec(count: 4, profile: .confusable), rangeMax: 20, using: &second)
        #expect(a == b)
    }

    @Test func narrowingKeepsTheAnswerAndTheLastWrongChoice() {
        let options = AnswerOptions(numbers: [6, 9, 7, 8], correctIndex: 2)
        let narrowed = options.narrowed(keeping: 8)
        #expect(narrowed.numbers == [7, 8])
        #expect(narrowed.answer == 7)
    }
}

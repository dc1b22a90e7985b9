import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameMemory

@Suite struct MemoryBoardGeneratorTests {
    private let config = ShippedContent.game(.memory)

    /// A plan as the engine makes it: the content's round length for the step and level, numbers
    /// drawn (with repeats) from `numbers`.
    private func plan(
        step: DifficultyStep, level: Level, range: RangeStage, seed: UInt64, numbers: [Int]
    ) throws -> RoundPlan {
        let count = try #require(config).tasksPerRound(step: step, level: level)
        var generator = SplitMix64(seed: seed)
        let drawn = (0..<count).map { _ in generator.pick(from: numbers) ?? 1 }
        return GameTestKit.plan(.memory, numbers: drawn, step: step, level: level, range: range, seed: seed)
    }

    @Test func everyBoardHasOnePairPerPlannedTaskWithDistinctValidNumbersAndEveryCardOnce() throws {
        let config = try #require(config)
        for level in Level.allCases {
            for range in RangeStage.allCases where range >= level.rangeFloor && range <= level.rangeCap {
                for step in DifficultyStep.allCases {
                    let valid = MemoryBoardGenerator.validNumbers(
                        config: config, step: step, level: level, range: range)
                    for number in range.numbers {
                        for seed in UInt64(0)..<500 {
                            let plan = try plan(
                                step: step, level: level, range: range, seed: seed &* 31 &+ UInt64(number),
                                numbers: [number, number, number &+ 1, 1])
                            var generator = SplitMix64(seed: plan.seed)
                            let board = MemoryBoardGenerator.makeBoard(for: plan, config: config, using: &generator)
                            #expect(board.count == plan.tasks.count)
                            #expect(Set(board.map(\.number)).count == board.count)
                            #expect(board.allSatisfy { valid.contains($0.number) })
                            let cards = board.flatMap { [$0.numeralCard, $0.quantityCard] }
                            #expect(cards.sorted() == Array(0..<(2 * board.count)))
                            #expect(board.allSatisfy { pair in pair.boardNumbers[pair.numeralCard] == pair.number })
                            #expect(board.allSatisfy { $0.display.canShow($0.number) })
                        }
                    }
                }
            }
        }
    }

    @Test func thePairsPerStepAreThreeThreeFourForLittleOnesAndFourFiveSixForVorschule() throws {
        let config = try #require(config)
        let counts = { (level: Level) in DifficultyStep.allCases.map { config.tasksPerRound(step: $0, level: level) } }
        #expect(counts(.littleOnes) == [3, 3, 4])
        #expect(counts(.vorschule) == [4, 5, 6])
        #expect(DifficultyStep.allCases.allSatisfy { config.step($0)?.pairs == config.step($0)?.tasksPerRound })
    }

    @Test func eachStepShowsItsOwnKindOfQuantity() throws {
        let config = try #require(config)
        var stepThree: Set<MemoryDisplay> = []
        for seed in UInt64(0)..<500 {
            for (step, numbers) in [
                (DifficultyStep.step1, [2, 9, 14, 20]), (.step2, [3, 8, 13, 6]), (.step3, [2, 4, 7, 16, 5, 11]),
            ] {
                let plan = GameTestKit.plan(
                    .memory, numbers: numbers, step: step, level: .vorschule, range: .r1to20, seed: seed)
                var generator = SplitMix64(seed: seed)
                for pair in MemoryBoardGenerator.makeBoard(for: plan, config: config, using: &generator) {
                    switch step {
                    case .step1:
                        #expect(pair.display == .field)
                    case .step2:
                        #expect([.dice, .fingers, .tenStick].contains(pair.display))
                        #expect(pair.display != .dice || pair.number <= 6)
                        #expect((pair.display == .tenStick) == (pair.number > 10))
                    case .step3:
                        // Scattered exactly for n ≤ 4, structured otherwise (docs/games.md#memory).
                        #expect((pair.display == .scattered) == (pair.number <= 4))
                        stepThree.insert(pair.display)
                    }
                }
            }
        }
        #expect(stepThree == Set(MemoryDisplay.allCases), "step 3 mixes every picture")
    }

    @Test func aRepeatedPlannedNumberBecomesTheNearestFreeOne() throws {
        let plan = GameTestKit.plan(.memory, numbers: [5, 5, 5, 1], level: .vorschule, range: .r1to10, seed: 3)
        var generator = SplitMix64(seed: 3)
        let board = MemoryBoardGenerator.makeBoard(for: plan, config: try #require(config), using: &generator)
        #expect(board.map(\.number) == [5, 4, 6, 1])
    }

    @Test func theSameSeedLaysTheSameBoard() throws {
        let plan = GameTestKit.plan(.memory, numbers: [2, 7, 9, 4], seed: 21)
        var first = SplitMix64(seed: 21)
        var second = SplitMix64(seed: 21)
        let config = try #require(config)
        #expect(
            MemoryBoardGenerator.makeBoard(for: plan, config: config, using: &first)
                == MemoryBoardGenerator.makeBoard(for: plan, config: config, using: &second))
    }
}

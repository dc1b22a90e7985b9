import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKGameKit

@testable import GameMemory

/// A pair the engine scaffolds shows its quantity in step one's structured picture, the
/// Zwanzigerfeld, on a board of any step; the board itself does not change (D-0688).
@Suite struct MemoryScaffoldedTests {
    private func board(_ plan: RoundPlan) throws -> [MemoryTask] {
        var generator = SplitMix64(seed: plan.seed)
        return MemoryBoardGenerator.makeBoard(
            for: plan, config: try #require(ShippedContent.game(.memory)), using: &generator)
    }

    @Test func aScaffoldedPairOnAStepTwoBoardShowsItsQuantityInTheZwanzigerfeld() throws {
        for seed in UInt64(0)..<40 {
            let plain = GameTestKit.plan(
                .memory, numbers: [3, 7, 12, 5, 9], step: .step2, level: .vorschule, range: .r1to20, seed: seed)
            let helped = GameTestKit.scaffolding(plain, at: [1, 3])
            let plainBoard = try board(plain)
            let helpedBoard = try board(helped)
            // Step two shows dice, fingers or a ten-stick, never the field.
            #expect(plainBoard.allSatisfy { $0.display != .field })
            #expect(helpedBoard[1].display == .field && helpedBoard[3].display == .field)
            for index in [0, 2, 4] { #expect(helpedBoard[index] == plainBoard[index]) }
            // Same numbers, same places: only the scaffolded cards' pictures differ.
            #expect(helpedBoard.map(\.number) == plainBoard.map(\.number))
            #expect(helpedBoard.map(\.quantityCard) == plainBoard.map(\.quantityCard))
        }
    }

    @Test func aScaffoldedPairIsCreditedOnItsOwnNumber() throws {
        let plan = GameTestKit.scaffolding(
            GameTestKit.plan(.memory, numbers: [4, 8, 13], step: .step3, level: .vorschule, range: .r1to20, seed: 5),
            at: [0, 1, 2])
        let rules = MemoryRules(config: try #require(ShippedContent.game(.memory)))
        for (task, planned) in zip(try board(plan), plan.tasks) {
            #expect(task.display == .field)
            let credits = rules.credits(for: task, planned: planned)
            #expect(credits.number == planned.number && credits.skill == .recognize)
        }
    }
}

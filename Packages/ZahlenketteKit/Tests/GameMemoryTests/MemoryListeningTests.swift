import TestSupport
import Testing
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

@testable import GameMemory

/// Memory's quantity card for a listener (docs/usability.md#the-counting-picture, D-1221): face up
/// it names each thing on it once, in its picture's groups, never the number the pair is made of.
@Suite struct MemoryListeningTests {
    @Test func everyQuantityCardNamesEachThingItShowsOnce() {
        for display in MemoryDisplay.allCases {
            for number in 1...20 {
                switch display {
                case .dice where number > 6, .fingers where number > 10, .tenStick where number <= 10,
                    .scattered where number > 4:
                    continue
                default: break
                }
                let task = MemoryTask(
                    number: number, display: display, numeralCard: 0, quantityCard: 1, boardNumbers: [number],
                    layoutSeed: 3)
                let groups = MemoryCardFace.listeningGroups(task)
                #expect(groups.joined().count == number, "\(display) \(number)")
                #expect(groups.allSatisfy { $0.count <= 5 } || display == .dice || display == .scattered)
                if display == .field { #expect(groups == CountingLabel.fives(CountingLabel.dot, number)) }
                if display == .tenStick {
                    #expect(Array(groups.prefix(2)) == CountingLabel.fives(CountingLabel.bead, 10), "\(number)")
                }
            }
        }
    }

    @Test func aTurnedQuantityCardIsHeardWithoutItsNumber() throws {
        let game = try MemoryTestBoard([3, 7, 9], voice: false)
        game.effects += game.round.start(time: 0)
        game.wait(2.1)
        for number in [3, 7, 9] {
            game.flip(try game.quantity(number))
            let label = try #require(game.labels()[try game.quantity(number)])
            #expect(CountingLabels.groups(label)?.joined().count == number, "\(label)")
            CountingLabels.expectNoNumber(in: label)
            game.wait(3)
        }
    }
}

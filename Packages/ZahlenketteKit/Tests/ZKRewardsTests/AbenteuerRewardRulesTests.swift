import TestSupport
import Testing
import ZKContent
import ZKRewards

/// The sticker rule of docs/rewards.md#stickers-and-milestones-stickers-s-14 over the shipped
/// album: every third completed Abenteuer gives the next of the 30 Abenteuer stickers, in a fixed
/// order, and nothing else ever does.
@Suite struct AbenteuerRewardRulesTests {
    private let stickers = ShippedContent.catalog.stickers
    private var order: [Sticker] { AbenteuerRewardRules.stickerOrder(stickers) }

    @Test func theOrderHoldsExactlyTheThirtyAbenteuerStickersByTheirCount() {
        #expect(order.count == 30)
        #expect(order.allSatisfy { $0.kind == .abenteuer })
        #expect(order.compactMap(\.abenteuerCount) == Array(stride(from: 3, through: 90, by: 3)))
        #expect(order.first?.id == "sticker.abenteuer.regenbogen")
    }

    @Test func onlyEveryThirdCompletionIsDue() {
        let due = (1...12).map { AbenteuerRewardRules.stickerDue(completedCount: $0, owned: [], stickers: stickers) }
        #expect(due.map { $0 != nil } == (1...12).map { $0 % 3 == 0 })
        #expect(AbenteuerRewardRules.stickerDue(completedCount: 0, owned: [], stickers: stickers) == nil)
    }

    @Test func aChildGetsTheStickersOneAfterAnotherInTheFixedOrder() {
        var owned: Set<String> = []
        var given: [String] = []
        for count in 1...120 {
            guard let sticker = AbenteuerRewardRules.stickerDue(completedCount: count, owned: owned, stickers: stickers)
            else { continue }
            owned.insert(sticker.id)
            given.append(sticker.id)
        }
        #expect(given == order.map(\.id))
    }

    @Test func aStickerAlreadyInTheAlbumIsSkippedForTheNextOne() {
        let first = order[0].id
        let due = AbenteuerRewardRules.stickerDue(completedCount: 3, owned: [first], stickers: stickers)
        #expect(due?.id == order[1].id)
    }

    @Test func afterAllThirtyNoFurtherStickerIsDue() {
        let all = Set(order.map(\.id))
        #expect(AbenteuerRewardRules.stickerDue(completedCount: 93, owned: all, stickers: stickers) == nil)
    }
}

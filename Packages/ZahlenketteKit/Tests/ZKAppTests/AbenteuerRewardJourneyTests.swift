import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// What an Abenteuer earns through the app (docs/rewards.md#stars-ledger, 14.4, 15.8): +5 each day it is done, the
/// sticker on the 3rd and 6th in the album's order, and at the day's limit the Abenteuer counts as
/// done after the round in play.
@MainActor @Suite struct AbenteuerRewardJourneyTests {
    @Test func theThirdAndSixthAbenteuerBringTheFirstTwoStickersInOrder() throws {
        let app = try AppHarness(seed: 12)
        app.createFirstProfile(level: .littleOnes)
        try app.setLimits(minutes: nil, breakEvery: nil)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        var stickers: [String] = []
        for day in 1...6 {
            app.clearLog()
            app.playWholeAbenteuer()
            let done = try #require(app.events(named: "abenteuer-complete").first, "day \(day)")
            #expect(done.value("stars") == "5", "day \(day)")
            stickers.append(done.value("sticker") ?? "")
            if day % 3 == 0 {
                #expect(app.scene.element(A11yID(.abenteuerComplete, "sticker")) != nil, "day \(day)")
                #expect(app.audio.contains(.feedback(.common("new_sticker"))), "day \(day)")
            }
            app.tap(A11yID(.abenteuerComplete, "home"))
            app.sleep(24 * 3600)
            app.tap(.profileTile(0))
        }
        #expect(
            stickers == [
                "none", "none", "sticker.abenteuer.regenbogen", "none", "none", "sticker.abenteuer.rakete",
            ])
        let profile = try app.profile()
        // Rounds and friends bring their own stickers; the Abenteuer's are these two.
        let album = try app.store.rewards.stickers(profileID: profile.id).map(\.stickerID)
        #expect(
            album.filter { $0.hasPrefix("sticker.abenteuer.") }.sorted() == [
                "sticker.abenteuer.rakete", "sticker.abenteuer.regenbogen",
            ])
        #expect(try app.abenteuerCompletions().count == 6)
        #expect(try app.abenteuerCompletions().allSatisfy { $0.amount == 5 })
        #expect(try app.store.rewards.counters(profileID: profile.id).abenteuerCompleted == 6)
    }

    @Test func atTheDaysLimitTheAbenteuerCountsAsDoneAfterTheRoundInPlay() throws {
        let app = try AppHarness.childNearTheDaysLimit(seed: 21)
        app.tap(.home(.abenteuer))
        let planned = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        app.tap(A11yID(.abenteuer, "stop", "0"))
        app.stayActive(40)
        app.playStopRound(endingOn: .timesUp)
        // Only one stop was played, and yet the Abenteuer is done: +5, once (docs/app.md#sessions-daily-limits-and-the-gate).
        let done = try #require(app.events(named: "abenteuer-complete").first)
        #expect(done.value("id") == planned.id.uuidString && done.value("stars") == "5")
        let stored = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        #expect(stored.roundsCompleted == 1 && stored.completedAt != nil)
        #expect(try app.abenteuerCompletions().map(\.sourceID) == [planned.id])
    }
}

import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// Which games an Abenteuer plays (docs/abenteuer.md#the-day, 17.1, 17.7): the three free games for a family
/// without premium; all but Entdecken while premium is active (the desktop edition: always); a
/// running Abenteuer finishes with its games when premium ends.
@MainActor @Suite struct AbenteuerAccessTests {
    private static let freeGames: Set<GameID> = [.wieViele, .hoerHin, .wasFehlt]

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func withoutPremiumTheAbenteuerPlaysTheThreeFreeGames(seed: UInt64) throws {
        // The simulated store without a subscription: only the free games are open.
        let app = try AppHarness(seed: seed, sandbox: true)
        app.createFirstProfile()
        app.tap(.home(.abenteuer))
        #expect(Set(app.plannedGames) == AbenteuerAccessTests.freeGames)
    }

    @Test func theDesktopEditionPlansPremiumGamesToo() throws {
        var seen: Set<GameID> = []
        for seed in 1...12 as ClosedRange<UInt64> {
            let app = try AppHarness(seed: seed)
            app.createFirstProfile(level: seed % 2 == 0 ? .vorschule : .littleOnes)
            app.tap(.home(.abenteuer))
            #expect(app.plannedGames.count == 3 && !app.plannedGames.contains(.entdecken))
            seen.formUnion(app.plannedGames)
        }
        #expect(!seen.subtracting(AbenteuerAccessTests.freeGames).isEmpty, "\(seen)")
    }

    @Test func whenPremiumEndsTheRunningAbenteuerFinishesWithItsGamesAndTomorrowsIsFree() throws {
        // The first seed whose Abenteuer has a premium stop, on a trial that will not renew.
        var found: (AppHarness, [GameID])?
        for seed in 1...20 as ClosedRange<UInt64> where found == nil {
            let app = try AppHarness(seed: seed, sandbox: true)
            app.createFirstProfile(level: .vorschule)
            app.panel(.purchase(.yearly, withTrial: true))
            app.panel(.cancel)
            try app.setLimits(minutes: nil, breakEvery: nil)
            app.tap(.home(.switchProfile))
            app.tap(.profileTile(0))
            app.tap(.home(.abenteuer))
            if !Set(app.plannedGames).isSubset(of: AbenteuerAccessTests.freeGames) { found = (app, app.plannedGames) }
        }
        let (app, games) = try #require(found)
        app.panel(.skipToPeriodEnd)
        #expect(app.sandbox?.account.status.state == .expired)
        #expect(app.screen == .abenteuer, "the panel closes onto the trail")
        app.playAbenteuerStop(0, endingOn: .abenteuer)
        app.playAbenteuerStop(1, endingOn: .abenteuer)
        app.playAbenteuerStop(2, endingOn: .abenteuerComplete)
        let started = app.events(named: "round-start").compactMap { $0.value("game").flatMap(GameID.init) }
        #expect(started == games)
        #expect(app.events(named: "navigate").allSatisfy { $0.value("screen") != "S15" })

        app.tap(A11yID(.abenteuerComplete, "home"))
        app.sleep(24 * 3600)
        app.tap(.profileTile(0))
        app.clearLog()
        app.tap(.home(.abenteuer))
        #expect(Set(app.plannedGames) == AbenteuerAccessTests.freeGames)
    }
}

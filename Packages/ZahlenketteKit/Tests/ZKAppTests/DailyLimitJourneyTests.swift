import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// J-08 and the limits of docs/app.md#sessions-daily-limits-and-the-gate and 15.8: the warning, a round finishing past the limit, the
/// lock until tomorrow, and a grown-up's extra time.
@MainActor @Suite struct DailyLimitJourneyTests {
    /// A child with `minutes` a day who has already played `played` seconds today.
    private func child(limit minutes: Int, played: Int, breakEvery: Int? = nil) throws -> AppHarness {
        let app = try AppHarness()
        app.createFirstProfile()
        try app.setLimits(minutes: minutes, breakEvery: breakEvery)
        var usage = try app.usage(on: "2026-10-01")
        usage.activeSeconds = played
        try app.store.usage.saveDailyUsage(usage)
        // Choose the child again so the session reads the day as stored.
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        return app
    }

    @Test func theLimitReachedMidRoundLetsTheRoundFinishThenLocksUntilTomorrow() throws {
        // J-08: Mila has 20 minutes and has played 19:40.
        let app = try child(limit: 20, played: 19 * 60 + 40)
        #expect(app.screen == .home)
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        // The warning is spoken once, at this round's start.
        #expect(app.audio.contains(.prompt(.session("warning"))))
        app.clearLog()
        // The child looks at the first task for a while; the limit passes mid-round.
        app.stayActive(30)
        app.playRound(endingOn: .timesUp)
        // The round finished well within 180 s past the limit: its bonus stays, then S-16.
        #expect(app.events(named: "round-end").first?.value("stars") == "6")
        #expect(app.screen == .timesUp)
        #expect(app.audio.contains(.prompt(.lock("times_up"))))
        #expect(try app.usage(on: "2026-10-01").locked)
        #expect(try app.store.rewards.balance(profileID: app.profile().id) == 6)
        // Only "Profil wechseln" and the grown-up's button.
        let targets = app.scene.elements.filter { $0.role.isActionable }.map(\.id)
        #expect(Set(targets) == [A11yID(.timesUp, "switchProfile"), A11yID(.timesUp, "parent")])

        // The picker shows the moon; the child cannot start again today.
        app.tap(A11yID(.timesUp, "switchProfile"))
        #expect(app.scene.element(.profileTile(0))?.label.contains("heute fertig") == true)
        app.tap(.profileTile(0))
        #expect(app.screen == .timesUp)

        // Tomorrow the day is open again.
        app.sleep(24 * 3600)
        app.tap(A11yID(.timesUp, "switchProfile"))
        app.tap(.profileTile(0))
        #expect(app.screen == .home)
    }

    @Test func aRoundPastItsOvertimeClosesAtTheNextTaskKeepingItsStarsButNoBonus() throws {
        let app = try child(limit: 10, played: 10 * 60 - 5)
        app.tap(.home(.play))
        app.tap(.gameTile(.wieViele))
        app.solve()  // the demo of a first round
        app.wait(2)
        app.solve()
        app.wait(2)
        // The child dawdles over the next task for more than three minutes, touching now and then.
        app.stayActive(200)
        #expect(app.screen == .gameContainer)
        app.solve()
        #expect(app.screen == .timesUp)
        #expect(app.events(named: "round-end").isEmpty)
        #expect(try app.store.rewards.balance(profileID: app.profile().id) == 2)
    }

    @Test func outsideARoundTheCurrentActionHasHalfAMinute() throws {
        let app = try child(limit: 10, played: 10 * 60 - 5)
        app.stayActive(34)
        #expect(app.screen == .home)
        app.stayActive(2)
        #expect(app.screen == .timesUp)
    }

    @Test func theSettingSunShowsWithTwoMinutesLeftAndTheWarningIsSpokenOnce() throws {
        let app = try child(limit: 15, played: 15 * 60 - 119)
        app.tap(.home(.play))
        app.tap(.gameTile(.wasFehlt))
        #expect(app.audio.filter { $0 == .prompt(.session("warning")) }.count == 1)
        #expect(app.scene.element(A11yID(.gameContainer, "evening")) != nil)
        app.tap(.gameHome)
        app.send(.press(.gameHome))
        app.wait(1.2)
        app.tap(.home(.play))
        app.tap(.gameTile(.wasFehlt))
        #expect(app.audio.filter { $0 == .prompt(.session("warning")) }.count == 1)
    }

    @Test func aGrownUpCanGiveFifteenMinutesOrTheWholeDay() throws {
        let app = try child(limit: 10, played: 10 * 60 + 30)
        #expect(app.screen == .timesUp)
        app.tap(A11yID(.timesUp, "parent"))
        app.passGate()
        app.tap(A11yID(.timesUp, "extraTime"))
        #expect(app.screen == .home)
        #expect(try app.usage(on: "2026-10-01").extraMinutes == 15)
        app.stayActive(15 * 60 - 30 + 31)
        #expect(app.screen == .timesUp)
        app.tap(A11yID(.timesUp, "parent"))
        app.passGate()
        app.tap(A11yID(.timesUp, "noLimit"))
        app.stayActive(40 * 60)
        #expect(app.screen == .home)
        #expect(try app.usage(on: "2026-10-01").unlimitedToday)
    }

    @Test func theLockHoldsAfterARestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-lock-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = DeviceTime(day: "2026-10-01")
        do {
            let app = try AppHarness(dataDirectory: folder, device: device)
            app.createFirstProfile()
            try app.setLimits(minutes: 10)
            app.tap(.home(.switchProfile))
            app.tap(.profileTile(0))
            app.stayActive(10 * 60 + 31)
            #expect(app.screen == .timesUp)
        }
        let again = try AppHarness(dataDirectory: folder, device: device)
        again.wait(1.5)
        #expect(again.scene.element(.profileTile(0))?.label.contains("heute fertig") == true)
        again.tap(.profileTile(0))
        #expect(again.screen == .timesUp)
    }

    @Test func theBreakNudgeComesAtARoundEndAndAFiveMinuteGapResetsIt() throws {
        let app = try child(limit: 60, played: 0, breakEvery: 10)
        app.playRounds(of: .hoerHin, for: 10.5 * 60)
        for _ in 0..<40 where app.screen == .gameContainer {
            app.solve()
            app.wait(2)
        }
        // A friend made on the way says hello first (D-0708).
        for _ in 0..<20 where app.screen == .befriending { app.wait(0.5) }
        #expect(app.screen == .breakNudge)
        #expect(app.audio.contains(.prompt(.session("break_nudge"))))
        app.wait(9)
        #expect(app.screen == .breakNudge)
        app.wait(3.5)
        #expect(app.screen == .roundEnd)
        // The round's stars fly out now that the child sees them.
        #expect(app.model.isAnimating(at: app.time))

        // Eight minutes more, six without a touch (a break), then a round: no nudge.
        app.tap(.roundEndHome)
        app.stayActive(8 * 60)
        app.pass(6 * 60)
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.playRound()
        #expect(app.screen == .roundEnd)
    }
}

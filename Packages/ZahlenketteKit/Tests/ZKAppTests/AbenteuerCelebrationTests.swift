import Foundation
import TestSupport
import Testing
import ZKAudio
import ZKCore
import ZKPersistence

@testable import ZKApp

/// A friend made during an Abenteuer stop says hello right after that stop (S-27, docs/rewards.md#garden-garden-s-11,
/// D-0767): two at most, then the trail, S-10 or the break nudge, as after any round; each hello
/// plays once.
@MainActor @Suite struct AbenteuerCelebrationTests {
    /// A child on today's trail; `waiting` friends were made before and wait for a round end.
    private func childOnTheTrail(seed: UInt64, waiting: [Int] = []) throws -> AppHarness {
        let app = try AppHarness(seed: seed)
        app.createFirstProfile()
        for number in waiting { PreviewWorld.befriendNext(app.model.environment, number: number) }
        app.tap(.home(.abenteuer))
        return app
    }

    /// Taps the glowing stop and plays its round to the moment its end shows.
    private func playStop(_ index: Int, _ app: AppHarness, endingOn end: ScreenID = .befriending) {
        app.clearLog()
        app.playAbenteuerStop(index, endingOn: end)
    }

    private func waiting(_ app: AppHarness) throws -> [String] {
        try app.store.rewards.celebrations(profileID: app.profile().id).map(\.payload)
    }

    @Test func aFriendMadeInAStopSaysHelloRightAfterItAndThenTheTrailShows() throws {
        // Seed 3: the first friend is made during the second stop.
        let app = try childOnTheTrail(seed: 3)
        playStop(0, app, endingOn: .abenteuer)
        playStop(1, app)
        let made = try #require(app.events(named: "friend").first?.value("number"))
        #expect(app.events(named: "round-end").count == 1)
        #expect(app.events(named: "celebration").map { $0.value("friend") } == [made])
        #expect(app.audio.contains(.prompt(try #require(AudioID(rawValue: "friend.\(made).short")))))
        #expect(!app.audio.contains(.feedback(.common("abenteuer_next"))))
        let stopEnded = app.time
        app.wait(2.6)
        #expect(app.screen == .abenteuer)
        #expect(app.audio.last == .feedback(.common("abenteuer_next")))
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "1"))?.role == .image)
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "2"))?.role == .button)
        // The stop's stars fly out when the child sees the trail, not behind the friend.
        guard case .child(.abenteuer(let trail)) = app.model.destination else {
            Issue.record("no trail on screen")
            return
        }
        #expect(trail.finishedStop == 1 && trail.shownAt > stopEnded + 1)
        #expect(try waiting(app).isEmpty)
    }

    @Test func aFriendMadeInTheLastStopSaysHelloAndThenTheAbenteuerEnds() throws {
        // Seed 10: the first friend is made during the last stop.
        let app = try childOnTheTrail(seed: 10)
        playStop(0, app, endingOn: .abenteuer)
        playStop(1, app, endingOn: .abenteuer)
        playStop(2, app)
        let made = try #require(app.events(named: "friend").first?.value("number"))
        #expect(app.events(named: "abenteuer-complete").count == 1)
        #expect(app.events(named: "celebration").map { $0.value("friend") } == [made])
        #expect(!app.audio.contains(.feedback(.common("abenteuer_done"))))
        app.wait(2.6)
        #expect(app.screen == .abenteuerComplete)
        #expect(app.audio.last == .feedback(.common("abenteuer_done")))
        #expect(app.scene.element(A11yID(.abenteuerComplete, "stars"))?.label == "5 Sterne für dein Abenteuer")
        #expect(try waiting(app).isEmpty)
    }

    @Test func twoWaitingFriendsBothSayHelloAndATapSkipsEach() throws {
        let app = try childOnTheTrail(seed: 3, waiting: [4, 5, 6])
        playStop(0, app)
        #expect(app.events(named: "celebration").map { $0.value("friend") } == ["4"])
        app.wait(1.1)
        app.tap(AppHarness.befriendingSkip)
        #expect(app.screen == .befriending)
        #expect(app.events(named: "celebration").map { $0.value("friend") } == ["4", "5"])
        app.wait(1.1)
        app.tap(AppHarness.befriendingSkip)
        #expect(app.screen == .abenteuer)
        #expect(app.audio.last == .feedback(.common("abenteuer_next")))
        // Two per round end: the third waits for the next one.
        #expect(try waiting(app) == ["6"])
    }

    @Test func aFriendGreetedAfterAStopIsNotGreetedAgainAtTheNextRoundEnd() throws {
        let app = try childOnTheTrail(seed: 3)
        playStop(0, app, endingOn: .abenteuer)
        playStop(1, app)
        let greeted = app.events(named: "celebration").compactMap { $0.value("friend") }
        #expect(greeted.count == 1)
        app.wait(2.6)
        #expect(app.screen == .abenteuer)
        app.tap(AbenteuerScreenIDs.home)
        app.clearLog()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.playRound()
        #expect(app.events(named: "round-end").count == 1)
        let again = app.events(named: "celebration").compactMap { $0.value("friend") }
        #expect(Set(again).isDisjoint(with: greeted))
    }

    @Test func theBreakNudgeComesAfterTheHelloAndBeforeTheTrail() throws {
        let app = try AppHarness(seed: 3)
        app.createFirstProfile()
        try app.setLimits(minutes: nil, breakEvery: 10)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        PreviewWorld.befriendNext(app.model.environment, number: 4)
        app.tap(.home(.abenteuer))
        app.tap(A11yID(.abenteuer, "stop", "0"))
        app.stayActive(10 * 60 + 10)
        app.clearLog()
        app.playStopRound(endingOn: .befriending)
        for _ in 0..<2 where app.screen == .befriending { app.wait(2.6) }
        #expect(app.screen == .breakNudge)
        #expect(!app.audio.contains(.feedback(.common("abenteuer_next"))))
        app.wait(12.5)
        #expect(app.screen == .abenteuer)
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "1"))?.role == .button)
        // The trail appears after the stretch: "Weiter geht's!" is said now and the finished stop
        // shines now, not while the friend was still stretching.
        #expect(app.audio.last == .feedback(.common("abenteuer_next")))
        #expect(app.model.isAnimating(at: app.time))
    }

    @Test func whenTheDayEndsAtAStopTheFriendsWaitForAnotherDay() throws {
        let app = try AppHarness.childNearTheDaysLimit(seed: 21)
        PreviewWorld.befriendNext(app.model.environment, number: 4)
        app.tap(.home(.abenteuer))
        app.tap(A11yID(.abenteuer, "stop", "0"))
        app.stayActive(40)
        app.playStopRound(endingOn: .timesUp)
        #expect(app.events(named: "celebration").isEmpty)
        #expect(try waiting(app).first == "4")
    }

    @Test func aQueueThatCannotBeReadLeavesTheChildOnTheTrailAndTheFriendWaits() throws {
        let app = try childOnTheTrail(seed: 3, waiting: [4])
        app.tap(A11yID(.abenteuer, "stop", "0"))
        // The round's last answer is committed; then the queue cannot be read at its end.
        let tasks = Int(app.events(named: "round-start").last?.value("tasks") ?? "") ?? 0
        for _ in 0..<400 where app.events(named: "task").count < tasks && app.screen == .gameContainer {
            for _ in 0..<200 where app.journey.correctIntent == nil && app.screen == .gameContainer { app.wait(0.1) }
            guard app.screen == .gameContainer else { break }
            app.solve()
            app.wait(0.1)
        }
        #expect(tasks > 0 && app.screen == .gameContainer)
        try app.store.database.execute("ALTER TABLE celebration_queue RENAME TO celebration_queue_away")
        for _ in 0..<100 where app.screen == .gameContainer { app.wait(0.1) }
        #expect(app.screen == .abenteuer)
        #expect(app.audio.last == .feedback(.common("abenteuer_next")))
        #expect(app.events(named: "celebration").isEmpty)
        #expect(try kept(app).contains("readFailed@rewards-read"))
        #expect(app.model.parentNotices.contains("error.storage.read_failed"))
        try app.store.database.execute("ALTER TABLE celebration_queue_away RENAME TO celebration_queue")
        // The next round end greets the friend.
        app.clearLog()
        app.playAbenteuerStop(1, endingOn: .befriending)
        #expect(app.events(named: "celebration").first?.value("friend") == "4")
    }
}

import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// S-27 (docs/rewards.md#garden-garden-s-11): new friends say hello at the next round end, two at most, each for at most
/// 2.5 s and skippable from 1 s on; the rest wait, also over a restart.
@MainActor @Suite struct CelebrationJourneyTests {
    /// A child with three new friends whose celebrations wait, in a round of Hör hin.
    func childWithThreeNewFriends() throws -> AppHarness {
        let app = try AppHarness()
        app.createFirstProfile()
        for number in [4, 5, 6] { PreviewWorld.befriendNext(app.model.environment, number: number) }
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        return app
    }

    /// Plays the round to its last answer without waiting for what follows.
    func finishRound(_ app: AppHarness) {
        for _ in 0..<40 where app.screen == .gameContainer {
            for _ in 0..<200 where app.journey.correctIntent == nil && app.screen == .gameContainer { app.wait(0.1) }
            guard app.screen == .gameContainer else { break }
            app.solve()
            app.wait(0.1)
        }
    }

    @Test func twoFriendsSayHelloAtTheRoundEndAndTheThirdWaits() throws {
        let app = try childWithThreeNewFriends()
        finishRound(app)
        #expect(app.screen == .befriending)
        #expect(app.events(named: "celebration").map { $0.value("friend") } == ["4"])
        #expect(app.audio.contains(.prompt(try #require(AudioID(rawValue: "friend.4.short")))))
        app.wait(2.6)
        #expect(app.screen == .befriending)
        #expect(app.events(named: "celebration").map { $0.value("friend") } == ["4", "5"])
        app.wait(2.6)
        #expect(app.screen == .roundEnd)
        let waiting = try app.store.rewards.celebrations(profileID: app.profile().id)
        #expect(waiting.map(\.payload) == ["6"])
    }

    @Test func aTapSkipsOnlyAfterOneSecond() throws {
        let app = try childWithThreeNewFriends()
        finishRound(app)
        let started = app.events(named: "celebration").count
        app.wait(0.5)
        app.send(.tap(AppHarness.befriendingSkip))
        #expect(app.events(named: "celebration").count == started)
        app.wait(0.6)
        app.tap(AppHarness.befriendingSkip)
        #expect(app.events(named: "celebration").count == started + 1)
    }

    @Test func celebrationsStillWaitingSurviveARestart() throws {
        let first = try childWithThreeNewFriends()
        try withExtendedLifetime(first) {
            let again = try AppHarness(dataDirectory: first.dataDirectory, seed: 5, device: first.device)
            again.wait(1.5)
            again.tap(.profileTile(0))
            again.tap(.home(.play))
            again.tap(.gameTile(.hoerHin))
            finishRound(again)
            #expect(again.events(named: "celebration").map { $0.value("friend") } == ["4"])
        }
    }

    @Test func reducedMotionCelebrationsOnlyFade() throws {
        let app = try childWithThreeNewFriends()
        app.model.hostReducesMotion = true
        finishRound(app)
        let start = app.scene.element(A11yID(.befriending, "friend"))?.frame
        app.wait(0.4)
        let later = app.scene.element(A11yID(.befriending, "friend"))?.frame
        #expect(start != nil && start == later)

        let moving = try childWithThreeNewFriends()
        finishRound(moving)
        let small = moving.scene.element(A11yID(.befriending, "friend"))?.frame
        moving.wait(0.4)
        let grown = moving.scene.element(A11yID(.befriending, "friend"))?.frame
        #expect(small != grown)
    }
}

import Foundation
import Testing
import ZKApp
import ZKCore

/// Window focus lost and back (spec 5.7): a pause cover, and the round continues where it was.
@MainActor @Suite struct LifecycleTests {
    private func inTask() throws -> AppHarness {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.solve()
        app.wait(2)
        for _ in 0..<50 where app.journey.correctIntent == nil { app.wait(0.1) }
        return app
    }

    @Test func aShortInterruptionResumesByItself() throws {
        let app = try inTask()
        app.send(.suspend)
        #expect(app.journey.correctIntent == nil)
        app.wait(1)
        app.send(.activate)
        #expect(!app.events(named: "resume").isEmpty)
        app.solve()
        #expect(app.events(named: "task").count == 1)
    }

    @Test func aLongInterruptionWaitsForTheChildsTap() throws {
        let app = try inTask()
        app.send(.suspend)
        app.wait(10)
        app.send(.activate)
        #expect(app.events(named: "resume").isEmpty)
        #expect(app.scene.isOnScreen(try #require(A11yID(rawValue: "S07.continue"))))
        app.tap(try #require(A11yID(rawValue: "S07.continue")))
        #expect(!app.events(named: "resume").isEmpty)
        app.solve()
        #expect(app.events(named: "task").count == 1)
    }

    @Test func timeAwayIsNotResponseTime() throws {
        let app = try inTask()
        app.send(.suspend)
        app.wait(30)
        app.send(.activate)
        app.tap(try #require(A11yID(rawValue: "S07.continue")))
        app.solve()
        let profile = try #require(try app.store.profiles.profiles().first)
        let attempt = try #require(
            try app.store.progress.attempts(profileID: profile.id, since: app.device.clock.today).first)
        #expect(attempt.responseTimeMs < 5000)
    }
}

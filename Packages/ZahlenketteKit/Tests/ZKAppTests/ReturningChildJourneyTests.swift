import Foundation
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// J-02: a returning child's session, and what survives a restart.
@MainActor @Suite struct ReturningChildJourneyTests {
    @Test func starsMasteryAndProgressSurviveARestart() throws {
        let first = try AppHarness()
        first.createFirstProfile(level: .vorschule)
        first.tap(.home(.play))
        first.tap(.gameTile(.wieViele))
        first.playRound()
        let profile = try #require(try first.store.profiles.profiles().first)
        let balance = try first.store.rewards.balance(profileID: profile.id)
        let attempts = try first.store.progress.attemptCount(profileID: profile.id)
        #expect(attempts == 6)
        #expect(balance == 8)

        // Every task was first-try correct: each counted number's primary cell moved from 0 to
        // 0.30 per success (docs/engine.md#learning-from-a-task), its secondary cell by half the weight; a task the plan
        // marked scaffolded counts with half its weight again (D-0118); and a success counts with
        // the share that guessing does not explain (D-0131): two thirds among the three tiles of
        // vorschule's first steps, one half among the two tiles of the easiest form (D-0136).
        let records = try first.store.progress.masteryRecords(profileID: profile.id)
        let tasks = first.events(named: "task").compactMap { event -> (number: Int, factor: Double)? in
            guard let number = event.value("number").flatMap(Int.init) else { return nil }
            let scaffolded = event.value("scaffolded") == "true"
            return (number, scaffolded ? 0.5 * (1 - 1.0 / 2) : 1 - 1.0 / 3)
        }
        for number in Set(tasks.map(\.number)) {
            let primary = try #require(records.first { $0.skill == .count && $0.number == number })
            let secondary = try #require(records.first { $0.skill == .recognize && $0.number == number })
            var expected = 0.0
            var half = 0.0
            for task in tasks where task.number == number {
                expected += 0.30 * task.factor * (1 - expected)
                half += 0.30 * 0.5 * task.factor * (1 - half)
            }
            #expect(abs(primary.value - expected) < 1e-9, "count \(number)")
            #expect(abs(secondary.value - half) < 1e-9, "recognize \(number)")
        }

        // The first app owns the folder; it must outlive the second.
        try withExtendedLifetime(first) {
            let again = try AppHarness(dataDirectory: first.dataDirectory, seed: 99)
            again.wait(1.5)
            #expect(again.screen == .profilePicker)
            again.tap(.profileTile(0))
            #expect(again.screen == .home)
            #expect(try again.store.rewards.balance(profileID: profile.id) == balance)
            #expect(try again.store.progress.attemptCount(profileID: profile.id) == attempts)
            #expect(try again.store.progress.gameProgress(profileID: profile.id, gameID: .wieViele).demoSeen)

            // The second round of the game has no demo task and adds its own stars.
            again.tap(.home(.play))
            again.tap(.gameTile(.wieViele))
            again.playRound()
            #expect(try again.store.rewards.balance(profileID: profile.id) == balance + 8)

        }
    }

    @Test func leavingARoundKeepsTheStarsOfFinishedTasks() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.wasFehlt))
        app.solve()  // the demo task
        app.wait(2)
        app.solve()
        app.wait(2)
        let profile = try #require(try app.store.profiles.profiles().first)
        #expect(try app.store.rewards.balance(profileID: profile.id) == 1)
        app.send(.press(.gameHome))
        app.wait(0.5)
        #expect(app.screen == .gameContainer)
        app.wait(0.6)
        #expect(app.screen == .home)
        #expect(try app.store.rewards.balance(profileID: profile.id) == 1)
    }

    @Test func aShortTapOnHomeDoesNotLeave() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.tap(.gameHome)
        #expect(app.screen == .gameContainer)
        #expect(app.audio.contains(.prompt(.common("press_home"))))
    }
}

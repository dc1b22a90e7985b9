import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKGameKit
import ZKGameList
import ZKPersistence

/// J-03 Daily Abenteuer (spec 3.5, docs/abenteuer.md#the-day, 14.1, 15.10): Jonas, with premium active, plays
/// today's three stops from the home button to the end screen and gets +5 once.
@MainActor @Suite struct AbenteuerJourneyTests {
    @Test func jonasPlaysTodaysAbenteuerFromHomeToItsEnd() throws {
        let app = try AppHarness(seed: 3)
        app.createFirstProfile(level: .vorschule, nickname: "Jonas")
        #expect(app.abenteuerButtonState == "notStarted")

        app.tap(.home(.abenteuer))
        #expect(app.screen == .abenteuer)
        let games = app.plannedGames
        #expect(games.count == 3 && Set(games).count == 3 && !games.contains(.entdecken))
        #expect(app.audio.last == .prompt(.common("abenteuer_start")))
        let record = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        #expect(record.games == games && record.roundsCompleted == 0 && record.completedAt == nil)
        // Only the first stop takes a tap; the others wait.
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "1"))?.role == .image)

        for stop in 0..<3 {
            app.clearLog()
            app.playAbenteuerStop(stop, endingOn: stop < 2 ? .abenteuer : .abenteuerComplete)
            let started = try #require(app.events(named: "round-start").first)
            #expect(started.value("game") == games[stop].rawValue)
            #expect(app.events(named: "abenteuer-stop").first?.value("stop") == String(stop))
            #expect(app.events(named: "round-end").count == 1)
            if stop < 2 {
                app.tap(AbenteuerScreenIDs.home)
                #expect(app.abenteuerButtonState == "inProgress")
                app.tap(.home(.abenteuer))
                #expect(app.audio.last == .prompt(.common("abenteuer_next")))
            }
        }
        let done = try #require(app.events(named: "abenteuer-complete").first)
        #expect(done.value("id") == record.id.uuidString && done.value("stars") == "5")
        #expect(done.value("sticker") == "none")
        #expect(app.scene.element(A11yID(.abenteuerComplete, "stars"))?.label == "5 Sterne für dein Abenteuer")

        // Every task's star, the three round bonuses and +5, once; the attempts carry the plan.
        let profile = try app.profile()
        let attempts = try app.store.progress.attempts(profileID: profile.id, since: Berlin.day("2026-10-01"))
        #expect(!attempts.isEmpty && attempts.allSatisfy { $0.abenteuerID == record.id })
        #expect(Set(attempts.map(\.gameID)) == Set(games))
        #expect(try app.abenteuerCompletions().map(\.sourceID) == [record.id])
        #expect(try app.store.rewards.balance(profileID: profile.id) == attempts.count + 3 * 2 + 5)
        let stored = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        #expect(stored.roundsCompleted == 3 && stored.completedAt != nil)

        app.tap(A11yID(.abenteuerComplete, "home"))
        #expect(app.screen == .home && app.abenteuerButtonState == "done")
        app.tap(.home(.abenteuer))
        #expect(app.screen == .abenteuer && app.audio.last == .prompt(.common("abenteuer_tomorrow")))
        #expect(app.scene.elements.allSatisfy { $0.id.element != "stop" || $0.role == .image })
        #expect(app.events(named: "abenteuer-planned").isEmpty)
    }

    @Test func theFirstStopPlaysAtMostStepTwoAndTheOthersAtTheirStep() throws {
        let app = try AppHarness(seed: 5)
        app.createFirstProfile(level: .vorschule)
        let profile = try app.profile()
        for game in GameRegistry.allGames().gameIDs {
            var progress = try app.store.progress.gameProgress(profileID: profile.id, gameID: game)
            progress.step = .step3
            progress.demoSeen = true
            try app.store.progress.saveGameProgress(progress)
        }
        app.tap(.home(.abenteuer))
        var steps: [String] = []
        for stop in 0..<3 {
            app.clearLog()
            app.playAbenteuerStop(stop, endingOn: stop < 2 ? .abenteuer : .abenteuerComplete)
            steps.append(app.events(named: "round-start").first?.value("step") ?? "")
        }
        #expect(steps == ["2", "3", "3"])
    }

    @Test func leavingAStopKeepsItsStarsAndTheStopWaitsOnTheTrail() throws {
        let app = try AppHarness(seed: 8)
        app.createFirstProfile()
        app.tap(.home(.abenteuer))
        app.tap(A11yID(.abenteuer, "stop", "0"))
        // Past the unscored demo of a first round, until one task is committed.
        for _ in 0..<60 where app.events(named: "task").isEmpty {
            app.solve()
            app.wait(0.5)
        }
        app.send(.press(.gameHome))
        app.wait(1.2)
        #expect(app.screen == .home && app.abenteuerButtonState == "notStarted")
        let record = try #require(try app.abenteuerRecord(on: "2026-10-01"))
        #expect(record.roundsCompleted == 0)
        #expect(try app.store.rewards.balance(profileID: app.profile().id) >= 1)
        app.tap(.home(.abenteuer))
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "0"))?.role == .button)
        #expect(app.events(named: "abenteuer-planned").count == 1)
    }
}

/// Identifiers of S-09 the journeys tap.
enum AbenteuerScreenIDs {
    static let home = A11yID(.abenteuer, "home")
}

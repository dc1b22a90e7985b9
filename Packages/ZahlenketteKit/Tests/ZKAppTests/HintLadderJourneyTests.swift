import Foundation
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// A wrong-answer path through H1, H2 and S that still earns the star.
@MainActor @Suite struct HintLadderJourneyTests {
    @Test func threeWrongAnswersShowTheSolutionAndTheGuidedTapEarnsTheStar() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .vorschule)
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.solve()  // the demo task
        app.wait(2)
        app.answerWrong()
        app.wait(1)
        app.answerWrong()
        app.wait(1)
        // From H2 on only the answer and the last wrong choice remain.
        let tiles = app.scene.elements.filter { $0.id.element == "answer" }
        #expect(tiles.count == 2)
        app.answerWrong()
        app.wait(1)
        app.solve()
        let task = try #require(app.events(named: "task").first)
        #expect(task.value("firstTry") == "false")
        #expect(task.value("attempts") == "3")
        let profile = try #require(try app.store.profiles.profiles().first)
        #expect(try app.store.rewards.balance(profileID: profile.id) == 1)
        let attempt = try #require(
            try app.store.progress.attempts(profileID: profile.id, since: app.device.clock.today).first)
        #expect(attempt.solutionShown)
        #expect(attempt.hintsUsed == 2)
        #expect(attempt.wrongAnswers.count == 3)
        // A shown solution pulls the cell towards 0 (docs/engine.md#learning-from-a-task): from 0 it stays 0.
        let cell = try #require(
            try app.store.progress.masteryRecord(profileID: profile.id, skill: .name, number: attempt.number))
        #expect(cell.value == 0)
    }

    @Test func tapsBeforeTheAnswersEnableOnlyBounce() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        // Still in the title line: the tiles of the demo task are not taking answers yet.
        let tile = try #require(app.scene.elements.first { $0.id.element == "answer" })
        app.tap(tile.id)
        #expect(app.events(named: "task").isEmpty)
        app.solve()
        app.wait(2)
        app.solve()
        #expect(app.events(named: "task").count == 1)
        #expect(app.events(named: "task").first?.value("attempts") == "1")
    }

    @Test func aDoubleTapNeverCountsTwice() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.solve()
        app.wait(2)
        app.solve()
        let answered = try #require(app.events(named: "task").first?.value("number").flatMap(Int.init))
        app.send(.tap(.answer(answered)))
        #expect(app.events(named: "task").count == 1)
        let profile = try #require(try app.store.profiles.profiles().first)
        #expect(try app.store.rewards.balance(profileID: profile.id) == 1)
    }
}

import Foundation
import TestSupport
import Testing
import ZKCore
import ZKPersistence

@testable import ZKApp

/// The Abenteuer on a failing store (D-0530): the child plays on and never sees an error, the
/// parent is told, nothing committed is lost, and nothing of a failed unit of work stays.
@MainActor @Suite struct AbenteuerStoreFailureTests {
    private func stored(_ app: AppHarness) throws -> AbenteuerRecord? {
        try app.store.progress.abenteuer(profileID: app.profile().id, on: app.model.environment.trustedDate)
    }

    @Test func aCompletionThatCannotBeSavedLeavesNoStarsAndTheLastStopWaits() throws {
        let app = try AppHarness(seed: 17)
        app.createFirstProfile()
        app.tap(.home(.abenteuer))
        app.playAbenteuerStop(0, endingOn: .abenteuer)
        app.playAbenteuerStop(1, endingOn: .abenteuer)
        let balance = try app.store.rewards.balance(profileID: app.profile().id)
        try failWrites(to: "abenteuer_record", in: app)
        app.clearLog()
        app.playAbenteuerStop(2, endingOn: .abenteuer)
        #expect(app.events(named: "abenteuer-complete").isEmpty)
        #expect(try kept(app).contains("saveFailed@round-commit"))
        #expect(app.model.parentNotices.contains("error.storage.write_failed"))
        // The round's bonus went with the rest of the unit of work; the tasks' stars stayed.
        let tasks = app.events(named: "task").count
        #expect(tasks > 0)
        #expect(try app.store.rewards.balance(profileID: app.profile().id) == balance + tasks)
        #expect(try app.abenteuerCompletions().isEmpty)
        // The first two stops, committed before, are still done; the last one waits on the trail.
        #expect(try stored(app)?.roundsCompleted == 2)
        #expect(try stored(app)?.completedAt == nil)
        #expect(app.scene.element(A11yID(.abenteuer, "stop", "2"))?.role == .button)
        try healWrites(to: "abenteuer_record", in: app)
        app.playAbenteuerStop(2, endingOn: .abenteuerComplete)
        #expect(try app.abenteuerCompletions().map(\.amount) == [5])
        #expect(try stored(app)?.roundsCompleted == 3)
    }

    @Test func aPlanThatCannotBeKeptIsStillPlayedAndTheParentIsTold() throws {
        let app = try AppHarness(seed: 19)
        app.createFirstProfile()
        try failWrites(to: "abenteuer_record", in: app)
        app.tap(.home(.abenteuer))
        #expect(app.screen == .abenteuer)
        #expect(try kept(app).contains("saveFailed@abenteuer-plan"))
        #expect(try stored(app) == nil)
        let games = app.plannedGames
        // The trail on screen is played, not planned anew on the tap.
        app.playAbenteuerStop(0, endingOn: .abenteuer)
        #expect(app.events(named: "abenteuer-planned").count == 1)
        #expect(app.events(named: "abenteuer-stop").first?.value("game") == games.first?.rawValue)
        #expect(app.events(named: "round-end").count == 1)
        #expect(try kept(app).contains("saveFailed@round-commit"))
    }
}

import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// Active time (docs/app.md#sessions-daily-limits-and-the-gate): counted on child-mode screens while the last touch or voice line is
/// at most a minute old, saved every 15 s under the trusted date.
@MainActor @Suite struct SessionTimeTests {
    @Test func aScriptedDayCountsExactlyTheChildModeSeconds() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        // S-02, S-17 and S-03 came before the session: nothing counted yet.
        #expect(try app.usage(on: "2026-10-01").activeSeconds == 0)
        app.stayActive(40)  // home: 40
        app.tap(.home(.play))
        app.stayActive(30)  // the game picker: 30
        app.tap(.gameTile(.wieViele))
        app.stayActive(50)  // a round that waits for the child: 50
        app.send(.suspend)
        app.pass(120)  // in the background: nothing
        app.send(.activate)
        app.send(.tap(.root(.gameContainer)))
        app.pass(30)  // the pause cover: nothing
        app.tap(GameContainerTestIDs.continueID)
        app.stayActive(20)  // the round again: 20
        app.tap(.gameHome)
        app.send(.press(.gameHome))
        app.pass(2)  // holding the house: 2
        app.stayActive(10)  // home: 10, touched at its start
        app.pass(90)  // home without a touch: up to a minute after that touch, so 50
        app.tap(.home(.switchProfile))
        app.stayActive(45)  // the picker: nothing
        #expect(try app.usage(on: "2026-10-01").activeSeconds == 40 + 30 + 50 + 20 + 2 + 10 + 50)
        let sessions = try app.store.usage.sessions(profileID: app.profile().id, since: Berlin.day("2026-10-01"))
        #expect(sessions.map(\.activeSeconds).reduce(0, +) == 202)
    }

    @Test func usageIsSavedEveryFifteenSecondsNotOnlyAtTheEnd() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.stayActive(14)
        #expect(try app.usage(on: "2026-10-01").activeSeconds == 0)
        app.stayActive(2)
        #expect(try app.usage(on: "2026-10-01").activeSeconds >= 15)
    }

    @Test func tenMinutesWithoutATouchEndTheSession() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.pass(599)
        #expect(app.screen == .home)
        app.pass(2)
        #expect(app.screen == .profilePicker)
        let sessions = try app.store.usage.sessions(profileID: app.profile().id, since: Berlin.day("2026-10-01"))
        #expect(sessions.last?.endReason == "idle")
    }

    @Test func fiveMinutesInTheBackgroundEndTheSessionAndLessDoesNot() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.send(.suspend)
        app.pass(299)
        app.send(.activate)
        #expect(app.screen == .home)
        app.send(.suspend)
        app.pass(300)
        app.send(.activate)
        #expect(app.screen == .profilePicker)
        let sessions = try app.store.usage.sessions(profileID: app.profile().id, since: Berlin.day("2026-10-01"))
        #expect(sessions.last?.endReason == "background")
    }
}

/// Identifiers of the game container the tests tap.
enum GameContainerTestIDs {
    static let continueID = A11yID(.gameContainer, "continue")
}

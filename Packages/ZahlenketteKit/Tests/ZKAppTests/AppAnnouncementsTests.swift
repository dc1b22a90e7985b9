import Testing
import ZKApp
import ZKCore
import ZKScene

/// What a screen reader hears beside the screens and the focus (docs/usability.md#announcements).
@MainActor
struct AppAnnouncementsTests {
    @Test func aStarEarnedSaysTheNewBalanceAndARoundsEndItsStars() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .littleOnes)
        app.tap(.home(.play))
        app.tap(.gameTile(.wieViele))
        app.playRound()
        let tasks = app.events(named: "task")
        let spoken = app.model.announcements(for: app.events)
        let balances = tasks.compactMap { $0.value("stars") }
        #expect(!balances.isEmpty)
        #expect(spoken.dropLast() == balances.map { $0 == "1" ? "1 Stern" : "\($0) Sterne" }[...])
        let roundStars = try #require(app.events(named: "round-end").first?.value("stars"))
        #expect(spoken.last == "\(roundStars) Sterne gesammelt")
    }

    @Test func navigationAndChoicesAreNotAnnouncedAsEvents() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .littleOnes)
        #expect(!app.events.isEmpty)
        #expect(app.model.announcements(for: app.events).isEmpty)
    }
}

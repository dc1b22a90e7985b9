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

    /// S-05's title says where a listener is: the child's animal and the start page, never the
    /// animal alone (the new screen is announced by this title).
    @Test func theHomeScreensTitleSaysWhoseStartPageItIs() throws {
        for (language, title) in [("de", "Fuchs – Startseite"), ("en", "Fox – start page")] {
            let app = try AppHarness(language: language)
            app.createFirstProfile(level: .littleOnes)
            #expect(app.screen == .home)
            #expect(app.scene.element(.root(.home))?.label == title, "\(language)")
        }
    }
}

import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene

/// The child mode never shows a price or a word of buying (docs/store.md#s-24): every child screen, on a
/// free sandbox account whose prices have been loaded, and the sandbox's own label.
@MainActor @Suite struct ChildModeNoPriceTests {
    /// What a price or a sales pitch would look like on a screen.
    private func expectNoPrice(_ app: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let words = app.words
        let screen = app.screen.rawValue
        #expect(!app.screen.isParentArea, "\(screen) is a child screen", sourceLocation: sourceLocation)
        for forbidden in ["€", "EUR", "Abo", "kauf", "Kauf", "Preis", "gratis", "kostenlos", "Testphase"] {
            #expect(!words.contains(forbidden), "\(screen) shows \"\(forbidden)\"", sourceLocation: sourceLocation)
        }
        #expect(
            words.range(of: #"\d+,\d\d"#, options: .regularExpression) == nil, "\(screen) shows an amount",
            sourceLocation: sourceLocation)
        #expect(
            app.scene.element(A11yID(app.screen, "sandboxBanner"))?.label == "Testumgebung",
            "\(screen) carries the sandbox's label", sourceLocation: sourceLocation)
    }

    @Test func noChildScreenShowsAPriceInTheFreeState() throws {
        let app = try AppHarness(sandbox: true)
        var seen: Set<ScreenID> = []
        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            seen.insert(app.screen)
            expectNoPrice(app, sourceLocation: sourceLocation)
        }
        check()  // S-01
        app.wait(1.5)
        check()  // S-02
        app.tap(.welcomeStart)
        app.passGate()
        check()  // S-03
        app.tap(.createProfileAvatar(0))
        app.tap(.createProfileLevel(.littleOnes))
        app.tap(.createProfileConfirm)
        check()  // S-05
        // The parent looked at the offer first: the store's prices are loaded.
        app.tap(.home(.switchProfile))
        check()  // S-04
        app.openSubscriptionFromThePicker()
        #expect(app.words.contains("29,99 €"))
        app.tap(A11yID(.subscription, "back"))
        app.tap(A11yID(.parentDashboard, "close"))
        app.tap(.profileTile(0))
        app.tap(.home(.play))
        check()  // S-06
        app.tap(.gameTile(.blitzblick))
        check()  // S-15
        app.tap(A11yID(.askParent, "back"))
        app.tap(.gameTile(.entdecken))
        check()  // its entry modes (S-07)
        app.tap(.gameElement(.entdecken, "modeCount"))
        app.wait(3)
        check()  // S-07
        app.playRound()
        check()  // S-08
        // A break nudge at a round end, then S-16 when the day is used up.
        app.tap(.roundEndHome)
        try app.setLimits(minutes: nil, breakEvery: 1)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        app.playRounds(of: .hoerHin, for: 70)
        for _ in 0..<40 where app.screen == .gameContainer {
            app.solve()
            app.wait(2)
        }
        #expect(app.screen == .breakNudge)
        check()  // S-26
        app.wait(12.5)
        try app.setLimits(minutes: 1)
        app.tap(.roundEndHome)
        app.tap(.home(.switchProfile))
        app.tap(.profileTile(0))
        #expect(app.screen == .timesUp)
        check()  // S-16
        #expect(
            seen == [
                .splash, .welcome, .createProfile, .home, .profilePicker, .gamePicker, .askParent, .gameContainer,
                .roundEnd,
                .breakNudge, .timesUp,
            ])
    }
}

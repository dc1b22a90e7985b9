import Foundation
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// Entdecken's free explore (docs/games.md#entdecken): the magnifier opens it, tapping places names numbers,
/// nothing is scored, and the explored numbers are kept for next time.
@MainActor @Suite struct EntdeckenExploreJourneyTests {
    @Test func freeExploreRecordsNothingButTheExploredNumbers() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.entdecken))
        #expect(app.screen == .gameContainer)
        app.tap(.gameElement(.entdecken, "modeExplore"))
        app.wait(1)
        app.tap(.gameElement(.entdecken, "place", "3"))
        app.tap(.gameElement(.entdecken, "place", "5"))
        #expect(app.audio.contains(.prompt(.number(3))))
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(findings)")
        app.send(.press(.gameHome))
        app.wait(1.1)
        #expect(app.screen == .home)

        let profile = try #require(try app.store.profiles.profiles().first)
        #expect(try app.store.progress.attemptCount(profileID: profile.id) == 0)
        #expect(try app.store.rewards.balance(profileID: profile.id) == 0)
        #expect(app.events(named: "task").isEmpty)
        let state = try app.store.progress.gameProgress(profileID: profile.id, gameID: .entdecken).gameStateJSON
        #expect(state?.contains("3") == true && state?.contains("5") == true)
    }

    @Test func theCountingHandOpensZaehlMit() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.entdecken))
        app.tap(.gameElement(.entdecken, "modeCount"))
        app.playRound()
        #expect(app.events(named: "task").count == 4)
    }
}

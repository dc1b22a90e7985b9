import Foundation
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// J-01: first launch to the first finished round.
@MainActor @Suite struct FirstLaunchJourneyTests {
    @Test func firstLaunchLeadsFromTheWelcomeToAFinishedRoundWithStars() throws {
        let app = try AppHarness()
        #expect(app.screen == .splash)
        app.wait(1.5)
        #expect(app.screen == .welcome)
        #expect(app.scene.isOnScreen(.root(.welcome)))

        app.tap(.welcomeStart)
        app.passGate()
        #expect(app.screen == .createProfile)
        app.tap(.createProfileAvatar(2))
        app.tap(.createProfileLevel(.littleOnes))
        app.tap(.createProfileNickname)
        app.send(.text("Mila"))
        app.tap(.createProfileConfirm)
        #expect(app.screen == .home)
        let profile = try #require(try app.store.profiles.profiles().first)
        #expect(profile.nickname == "Mila")
        #expect(profile.level == .littleOnes)

        app.tap(.home(.play))
        #expect(app.screen == .gamePicker)
        for game in [GameID.entdecken, .wieViele, .hoerHin, .wasFehlt] {
            #expect(app.scene.isOnScreen(.gameTile(game)), "\(game) tile")
        }
        app.tap(.gameTile(.hoerHin))
        #expect(app.screen == .gameContainer)
        app.playRound()

        // A littleOnes round: a demo task (unscored), then 4 tasks, 1 star each plus 2 for the round.
        let tasks = app.events(named: "task")
        #expect(tasks.count == 4)
        #expect(app.events(named: "round-end").first?.value("stars") == "6")
        #expect(try app.store.rewards.balance(profileID: profile.id) == 6)
        #expect(app.scene.isOnScreen(.roundEndContinue))
    }

    @Test func theSplashGoesToThePickerWhenProfilesExist() throws {
        let first = try AppHarness()
        first.createFirstProfile()
        // The first app owns the folder; it must outlive the second.
        try withExtendedLifetime(first) {
            let again = try AppHarness(dataDirectory: first.dataDirectory)
            again.wait(1.5)
            #expect(again.screen == .profilePicker)
            #expect(again.scene.isOnScreen(.profileTile(0)))
        }
    }
}

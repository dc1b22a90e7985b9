import Foundation
import Testing
import ZKApp
import ZKCore
import ZKPersistence

/// Bad input on the profile screens gets a calm answer.
@MainActor @Suite struct ProfileInputTests {
    private func detailsPage() throws -> AppHarness {
        let app = try AppHarness()
        app.wait(1.5)
        app.tap(.welcomeStart)
        app.passGate()
        app.tap(.createProfileAvatar(0))
        app.tap(.createProfileNickname)
        return app
    }

    private func shownTexts(_ app: AppHarness) -> [String] {
        app.scene.texts.map(\.string)
    }

    @Test func aNicknameOverTwentyCharactersIsRefusedWithAHint() throws {
        let app = try detailsPage()
        app.send(.text("Maximiliane-Sophie"))
        app.send(.text("abc"))
        let hint = try #require(app.model.environment.catalog.strings.lookup("profile.create.nickname_hint"))
        #expect(
            shownTexts(app).joined(separator: " ").contains(hint.split(separator: " ").prefix(3).joined(separator: " "))
        )
        app.tap(.createProfileLevel(.vorschule))
        app.tap(.createProfileConfirm)
        let profile = try #require(try app.store.profiles.profiles().first)
        #expect(profile.nickname == "Maximiliane-Sophie")
    }

    @Test func umlautsAreLettersButPunctuationIsRefused() throws {
        let app = try detailsPage()
        app.send(.text("Jönas"))
        app.send(.text("!"))
        app.send(.text(" Ü-2"))
        app.tap(.createProfileLevel(.littleOnes))
        app.tap(.createProfileConfirm)
        #expect(try app.store.profiles.profiles().first?.nickname == "Jönas Ü-2")
    }

    @Test func confirmingWithoutALevelDoesNothing() throws {
        let app = try detailsPage()
        app.tap(.createProfileConfirm)
        #expect(app.screen == .createProfile)
        #expect(try app.store.profiles.profiles().isEmpty)
    }

    @Test func aTakenAnimalCannotBeChosenAgain() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.switchProfile))
        app.tap(.addProfile)
        app.passGate()
        #expect(app.screen == .createProfile)
        let first = try #require(app.scene.element(.createProfileAvatar(0)))
        #expect(!first.isEnabled)
    }

    @Test func aSixthProfileIsExplainedNotCreated() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        for index in 1..<5 {
            app.tap(.home(.switchProfile))
            app.tap(.addProfile)
            app.passGate()
            app.tap(.createProfileAvatar(index))
            app.tap(.createProfileLevel(.vorschule))
            app.tap(.createProfileConfirm)
        }
        #expect(try app.store.profiles.profiles().count == 5)
        app.tap(.home(.switchProfile))
        app.tap(.addProfile)
        #expect(app.screen == .profilePicker)
        #expect(!app.events(named: "profile-limit").isEmpty)
        let note = try #require(app.model.environment.catalog.strings.lookup("profile.limit.sixth_profile"))
        #expect(shownTexts(app).joined(separator: " ").contains(String(note.prefix(20))))
    }

    @Test func switchingChildrenShowsEachOnesStars() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.playRound()
        app.tap(.roundEndHome)
        app.tap(.home(.switchProfile))
        app.tap(.addProfile)
        app.passGate()
        app.tap(.createProfileAvatar(1))
        app.tap(.createProfileLevel(.vorschule))
        app.tap(.createProfileConfirm)
        let profiles = try app.store.profiles.profiles()
        #expect(profiles.count == 2)
        #expect(try app.store.rewards.balance(profileID: profiles[1].id) == 0)
        #expect(try app.store.rewards.balance(profileID: profiles[0].id) == 6)
    }
}

import Foundation
import Testing
import ZKAudio
import ZKCore
import ZKPersistence

@testable import ZKApp

/// The app's language (docs/content.md#9-languages): chosen on S-02, kept on the device,
/// changed on S-22; strings and voice follow it, progress never does.
@MainActor @Suite struct LanguageJourneyTests {
    private func germanWords(_ text: String) -> [String] {
        ["Willkommen", "Los geht's", "Wer spielt", "Zeit & Pausen", "Sprache", "Tippen Sie"].filter(text.contains)
    }

    @Test func englishChosenOnTheWelcomeShowsEnglishAndIsKeptForTheNextStart() throws {
        let app = try AppHarness()
        app.wait(1.5)
        #expect(app.screen == .welcome)
        #expect(app.scene.isOnScreen(A11yID(.welcome, "language", "de")))
        #expect(app.scene.element(A11yID(.welcome, "language", "en"))?.label == "English")
        #expect(app.pageText.contains("Willkommen bei Zahlenkette"))

        app.tap(A11yID(.welcome, "language", "en"))
        #expect(app.screen == .welcome)
        #expect(app.pageText.contains("Welcome to Zahlenkette"))
        #expect(germanWords(app.pageText) == [])
        #expect(app.model.environment.settings.settings.language == "en")

        // The gate asks in English words, and the child's first screens speak English.
        app.tap(.welcomeStart)
        #expect(app.scene.element(A11yID(.parentalGate, "challenge"))?.label.contains("hundred") == true)
        app.passGate()
        #expect(app.screen == .createProfile)
        #expect(app.scene.texts.map(\.string).contains("Choose an animal"))

        try withExtendedLifetime(app) {
            let again = try AppHarness(dataDirectory: app.dataDirectory)
            #expect(again.model.environment.language == "en")
        }
    }

    @Test func englishVoiceLinesAreAskedForInTheEnglishFolderAndGermanOnesStayAsTheyWere() throws {
        let app = try AppHarness()
        app.wait(1.5)
        app.tap(A11yID(.welcome, "language", "en"))
        app.createFirstProfile()
        app.clearLog()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        let voice = app.audio.compactMap { event -> AudioID? in
            if case .prompt(let id) = event { return id }
            if case .feedback(let id) = event { return id }
            return nil
        }
        #expect(!voice.isEmpty)
        #expect(voice.allSatisfy { $0.voiceLanguage == "en" })
        #expect(voice.contains { $0.fileID == .title(.hoerHin) || $0.fileID.rawValue.hasPrefix("prompt.hoer_hin") })

        let german = try AppHarness()
        german.createFirstProfile()
        german.tap(.home(.play))
        german.tap(.gameTile(.hoerHin))
        #expect(german.audio.contains { if case .prompt(let id) = $0 { id.voiceLanguage == nil } else { false } })
    }

    @Test func switchingTheLanguageInTheParentAreaKeepsEveryStarAndProfile() throws {
        let app = try AppHarness()
        app.twoChildrenWithAWeek()
        let profiles = try app.store.profiles.profiles()
        let stars = try profiles.map { try app.store.rewards.balance(profileID: $0.id) }
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "time")))
        app.scrollAndTap(A11yID(.timeAndBreaks, "language", "en"))
        #expect(app.screen == .timeAndBreaks)
        #expect(app.pageText.contains("Language"))
        #expect(app.pageText.contains("On this device"))
        #expect(app.model.environment.settings.settings.language == "en")
        #expect(try app.store.profiles.profiles() == profiles)
        #expect(try profiles.map { try app.store.rewards.balance(profileID: $0.id) } == stars)

        app.scrollAndTap(A11yID(.timeAndBreaks, "language", "de"))
        #expect(app.pageText.contains("Auf diesem Gerät"))
        #expect(app.model.environment.settings.settings.language == "de")
    }

    @Test func aRoundOpenWhileTheLanguageChangesFinishesInTheLanguageItStartedIn() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        #expect(app.screen == .gameContainer)
        // The switch as S-22 makes it; a round can be open beneath (the app keeps it, D-0224).
        #expect(app.model.environment.useLanguage("en"))
        app.clearLog()
        app.playRound()
        let voice = app.audio.compactMap { event -> AudioID? in
            if case .prompt(let id) = event { return id }
            if case .feedback(let id) = event { return id }
            return nil
        }
        #expect(!voice.isEmpty)
        // Every line of the round is German; the line that closes it belongs to the round-end screen,
        // which is the new language's.
        #expect(voice.dropLast().allSatisfy { $0.voiceLanguage == nil }, "\(voice)")
        #expect(voice.last == AudioID.common("round_end").spoken(in: "en"))
        #expect(app.screen == .roundEnd)
        #expect(app.scene.texts.map(\.string).contains("Well done!"), "\(app.scene.texts.map(\.string))")
    }
}

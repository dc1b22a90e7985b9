import Foundation
import TestSupport
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKPersistence

/// A child's home language (docs/content.md#home-language-number-words): a grown-up chooses it on
/// S-20; in the child's rounds every number word is followed by a calm pause and the same number
/// in that language; it is kept in the store and leaves with the export.
@MainActor @Suite struct HomeLanguageJourneyTests {
    private func voice(_ app: AppHarness) -> [AudioID] {
        app.audio.compactMap { event -> AudioID? in
            switch event {
            case .prompt(let id), .feedback(let id): id
            default: nil
            }
        }
    }

    @Test func aTurkishHomeLanguageFollowsEveryNumberWordAfterACalmPause() throws {
        let app = try AppHarness()
        app.createFirstProfile(level: .vorschule)
        app.tap(.home(.switchProfile))
        app.openParentArea()
        app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", "range")))
        #expect(app.pageText.contains("Zahlwörter auch in der Familiensprache"))
        app.scrollAndTap(A11yID(.profileSettings, "homeLanguage", "tr"))
        #expect(try app.profile(0).homeLanguage == "tr")
        // The app's own language is no home language to choose.
        #expect(app.scene.element(A11yID(.profileSettings, "homeLanguage", "de")) == nil)

        app.scrollAndTap(A11yID(.profileSettings, "back"))
        app.tap(A11yID(.parentDashboard, "close"))
        app.tap(.profileTile(0))
        app.clearLog()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.playRound()
        let lines = voice(app)
        var pairs = 0
        for (index, line) in lines.enumerated() {
            let parts = line.rawValue.split(separator: ".")
            guard parts.first == "num", parts.count <= 3, let number = Int(parts[1]) else { continue }
            #expect(index + 2 < lines.count, "\(line) is the last line")
            guard index + 2 < lines.count else { continue }
            #expect(lines[index + 1] == .effect("pause"), "\(line) is not followed by the pause")
            #expect(lines[index + 2] == AudioID.number(number).spoken(in: "tr"))
            pairs += 1
        }
        #expect(pairs >= 6)
        let file = ShippedContent.resources.appendingPathComponent("Audio/tr/num.7.ogg")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func withoutAHomeLanguageNothingIsAdded() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.clearLog()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.playRound()
        #expect(!voice(app).contains(.effect("pause")))
        #expect(voice(app).allSatisfy { $0.voiceLanguage == nil })
    }

    @Test func theHomeLanguageIsStoredAndExported() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        var profile = try app.profile(0)
        profile.homeLanguage = "uk"
        try app.store.profiles.update(profile)
        #expect(try app.store.profiles.profile(id: profile.id).homeLanguage == "uk")
        profile.homeLanguage = "ukr"
        #expect(throws: PersistenceError.self) { try app.store.profiles.update(profile) }
        let document = try app.store.dataManagement.export()
        #expect(document.profiles.first?.homeLanguage == "uk")
    }
}

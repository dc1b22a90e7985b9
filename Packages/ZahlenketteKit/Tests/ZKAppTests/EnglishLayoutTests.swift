import Foundation
import TestSupport
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKScene

/// The English edition passes the same layout audit as the German one at the five standard sizes
/// (docs/content.md#9-languages): English words are often shorter, but not always ("Switching
/// profiles only with the parental gate"). Every voice line it asks for exists in `Audio/en/`, and
/// no German sentence shows.
@MainActor @Suite struct EnglishLayoutTests {
    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        app.size = Size(width: 1024, height: 768)
        let german = [
            "Zurück", "Spiele", "Geschafft", "Abenteuer", "Zeit & Pausen", "Fortschritt", "Tippen Sie", "Sterne",
        ]
        let shown = app.scene.texts.map(\.string)
        for word in german {
            #expect(!shown.contains { $0.contains(word) }, "\(label) shows \(word)", sourceLocation: sourceLocation)
        }
    }

    /// Every voice line asked for is an English line with its file.
    private func expectEnglishVoice(_ app: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        var voiced = 0
        for event in app.audio {
            let line: AudioID
            switch event {
            case .prompt(let id), .feedback(let id): line = id
            default: continue
            }
            guard line.isVoice else { continue }
            voiced += 1
            #expect(line.voiceLanguage == "en", "\(line) is not English", sourceLocation: sourceLocation)
            let file = ShippedContent.resources.appendingPathComponent("Audio/en/\(line.fileID.rawValue).ogg")
            #expect(
                FileManager.default.fileExists(atPath: file.path), "\(line) has no file", sourceLocation: sourceLocation
            )
        }
        #expect(voiced > 0, sourceLocation: sourceLocation)
    }

    @Test func firstLaunchScreensFitInEnglish() throws {
        let app = try AppHarness(language: "en")
        audit(app, "S01")
        app.wait(1.5)
        audit(app, "S02")
        app.tap(.welcomeStart)
        audit(app, "S17")
        app.passGate()
        audit(app, "S03 animals")
        app.tap(.createProfileAvatar(0))
        app.tap(.createProfileLevel(.vorschule))
        app.tap(.createProfileConfirm)
        audit(app, "S05")
        app.tap(.home(.play))
        audit(app, "S06")
    }

    @Test(arguments: ShippedContent.games)
    func everyGameFitsInEnglishAndSpeaksEnglish(game: GameID) throws {
        let app = try AppHarness(language: "en")
        app.createFirstProfile(level: .vorschule)
        app.clearLog()
        app.tap(.home(.play))
        app.tap(.gameTile(game))
        if game == .entdecken { app.tap(.gameElement(.entdecken, "modeCount")) }
        audit(app, "\(game) title")
        app.solve()
        app.wait(2)
        for _ in 0..<200 where app.journey.wrongIntent == nil && app.journey.correctIntent != nil { app.solve() }
        app.answerWrong()
        app.wait(1)
        app.answerWrong()
        app.wait(1)
        audit(app, "\(game) H2")
        app.playRound()
        audit(app, "S08 after \(game)")
        expectEnglishVoice(app)
    }

    @Test func everyParentPageFitsInEnglish() throws {
        let app = try AppHarness(language: "en")
        app.createFirstProfile(level: .littleOnes, nickname: ParentAreaLayoutTests.longestNickname)
        PreviewWeek.play(in: app.model.environment)
        app.tap(.home(.switchProfile))
        app.openParentArea()
        audit(app, "S18")
        for (row, screen) in [
            ("progress", "S19"), ("range", "S20"), ("profiles", "S21"), ("time", "S22"), ("data", "S23"),
            ("help", "S25"),
        ] {
            if app.screen != .parentDashboard { app.scrollAndTap(A11yID(app.screen, "back")) }
            app.scrollAndTap(try #require(A11yID.element(.parentDashboard, "row", row)))
            audit(app, screen)
        }
    }
}

import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKScene

/// Every screen and every game passes the layout audit at the five standard sizes: child targets
/// at least 60 × 60 pt, inside the window, never overlapping, no text wider than its box.
@MainActor @Suite struct ScreenLayoutTests {
    private func audit(_ app: AppHarness, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let findings = LayoutAudit().auditAtStandardSizes { size in app.scene(at: size) }
        #expect(findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        for size in LayoutAudit.standardSizes {
            let scene = app.scene(at: size)
            #expect(scene.element(.root(app.screen)) != nil, "\(label) has its root", sourceLocation: sourceLocation)
        }
    }

    @Test func firstLaunchScreensFitEveryWindow() throws {
        let app = try AppHarness()
        audit(app, "S01")
        app.wait(1.5)
        audit(app, "S02")
        app.tap(.welcomeStart)
        audit(app, "S17")
        app.passGate()
        audit(app, "S03 animals")
        app.tap(.createProfileAvatar(0))
        app.tap(.createProfileNickname)
        app.send(.text("Maximiliane-Sophie"))
        app.send(.text("xyz"))
        audit(app, "S03 details with the hint")
        app.tap(.createProfileConfirm)
        audit(app, "S03 check mark pointing at the levels")
        app.tap(.createProfileLevel(.vorschule))
        app.tap(.createProfileConfirm)
        audit(app, "S05")
        app.tap(.home(.play))
        audit(app, "S06")
    }

    @Test func pickerWithFiveChildrenAndItsNoteFits() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        for index in 1..<5 {
            app.tap(.home(.switchProfile))
            app.tap(.addProfile)
            app.passGate()
            app.tap(.createProfileAvatar(index))
            app.tap(.createProfileLevel(.littleOnes))
            app.tap(.createProfileConfirm)
        }
        app.tap(.home(.switchProfile))
        app.tap(.addProfile)
        audit(app, "S04 with five children and the note")
    }

    @Test(
        arguments: [
            GameID.entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox,
        ],
        [Level.littleOnes, .vorschule])
    func everyGameFitsEveryWindowThroughTheHintLadder(game: GameID, level: Level) throws {
        let app = try AppHarness()
        app.createFirstProfile(level: level)
        app.tap(.home(.play))
        app.tap(.gameTile(game))
        if game == .entdecken {
            audit(app, "Entdecken mode choice")
            app.tap(.gameElement(.entdecken, "modeCount"))
        }
        audit(app, "\(game) title")
        app.solve()
        app.wait(2)
        for _ in 0..<200 where app.journey.wrongIntent == nil && app.journey.correctIntent != nil {
            app.solve()  // Zähl mit counts its beads before the tiles take answers
        }
        audit(app, "\(game) task")
        app.answerWrong()
        app.wait(1)
        audit(app, "\(game) H1")
        app.answerWrong()
        app.wait(1)
        audit(app, "\(game) H2")
        app.answerWrong()
        app.wait(1)
        audit(app, "\(game) solution")
        app.playRound()
        audit(app, "S08 after \(game)")
        expectEverySpokenLineExists(app)
    }

    /// Every line the app asked for has German text in the inventory and a file to play.
    private func expectEverySpokenLineExists(_ app: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let catalog = app.model.environment.catalog
        for event in app.audio {
            let id: AudioID
            switch event {
            case .prompt(let line), .feedback(let line), .effect(let line): id = line
            case .music(let line?): id = line
            default: continue
            }
            let folder = id.isVoice ? "de" : "common"
            let file = ShippedContent.resources.appendingPathComponent("Audio/\(folder)/\(id.rawValue).ogg")
            #expect(
                FileManager.default.fileExists(atPath: file.path), "\(id) has no file", sourceLocation: sourceLocation)
            if id.isVoice {
                #expect(catalog.line(id) != nil, "\(id) has no text", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func thePauseCoverFitsAndHidesTheRound() throws {
        let app = try AppHarness()
        app.createFirstProfile()
        app.tap(.home(.play))
        app.tap(.gameTile(.hoerHin))
        app.send(.suspend)
        audit(app, "S07 paused")
        #expect(app.scene.elements.filter { $0.id.element == "answer" }.isEmpty)
    }
}

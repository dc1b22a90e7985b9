import Foundation
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// Issue 19 in the real window (SDL's offscreen driver) with the real app: F11 and focus, the
/// first click after coming back, Space on S-03's cards, and a sound device that plays to nowhere.
extension SDLTests {
    @MainActor @Suite final class WindowSlipTests {
        /// The data folder of this test's app; removed when the test is done.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-window-\(UUID())")

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init() {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
        }

        /// The app played by `script` headless, then handed to a window that continues from there.
        private func window(
            after script: String, audio: any AudioService = SilentAudioService()
        ) throws -> (
            WindowHost, AppScreen, [String]
        ) {
            let options = AppLauncher.Options(
                dataDirectory: folder, resources: AppFixture.resources, voiceAvailable: true, seed: 19)
            let runner = ScriptRunner(options: options, output: { _ in }, screenshot: { _, _ in nil })
            #expect(runner.run(script, startScreen: "app") == .ok)
            let app = try #require(runner.screen)
            app.timeOffset = runner.time
            let host = try WindowHost(
                screen: app, size: Size(width: 1024, height: 768), fullscreen: false, audio: audio)
            var lines: [String] = []
            host.output = { lines.append($0) }
            return (host, app, lines)
        }

        private let inRound = """
            wait 1.5
            tap S02.start
            pass-gate
            tap S03.avatarTile.0
            tap S03.level.littleOnes
            tap S03.confirm
            tap S05.play
            tap S06.gameTile.hoer_hin
            wait 2
            solve
            wait 3
            """

        @Test func f11DoesNotPauseTheRoundButLeavingTheWindowDoes() throws {
            let (host, app, _) = try window(after: inRound)
            var events: [String] = []
            host.output = { events.append($0) }
            _ = host.press(.f11)
            // The window manager takes the focus away and gives it back while switching.
            host.windowFocus(gained: false)
            host.windowFocus(gained: true)
            _ = host.press(.f11)
            #expect(!events.contains("event pause"))
            #expect(app.correctIntent != nil, "the round still takes answers")
            // Long after a switch, a loss is the child leaving.
            host.focusFilter = WindowFocusFilter()
            host.windowFocus(gained: false)
            #expect(events.contains("event pause"))
        }

        @Test func theFirstClickOnPlayAfterComingBackResumes() throws {
            let (host, app, _) = try window(after: inRound)
            var events: [String] = []
            host.output = { events.append($0) }
            // The window goes away in the middle of a touch (a finger down, a line being drawn).
            let tile = try #require(host.currentScene().0.focusOrder.first { $0.id.element == "answer" })
            _ = host.pointerDown(tile.hitRegion.center)
            host.capture.begin(on: tile.id, at: tile.hitRegion.center, time: host.time)
            host.windowFocus(gained: false)
            #expect(events.contains("event pause"))
            // Ten seconds later it comes back: the cover waits for a tap on its play button.
            app.timeOffset += 10
            host.windowFocus(gained: true)
            #expect(!events.contains("event resume"))
            let play = try #require(host.currentScene().0.element(A11yID(.gameContainer, "continue")))
            _ = host.pointerDown(play.hitRegion.center)
            _ = host.pointerUp(play.hitRegion.center)
            #expect(events.contains("event resume"))
        }

        @Test func spaceOnACardChoosesItAndTypesNothingButTheFocusedFieldTakesText() throws {
            let (host, _, _) = try window(after: "wait 1.5\ntap S02.start\npass-gate\ntap S03.avatarTile.0")
            /// What the nickname field shows (its placeholder while empty).
            func field() -> String? {
                let scene = host.currentScene().0
                guard let frame = scene.element(.createProfileNickname)?.frame else { return nil }
                return scene.texts.first { frame.contains($0.frame.center) }?.string
            }
            let empty = try #require(field())
            // Tab to the first level card (after the back arrow); Space comes as a key and as text.
            _ = host.press(.tab)
            _ = host.press(.tab)
            #expect(host.focus.focused == .createProfileLevel(.littleOnes))
            _ = host.press(.space)
            host.typed(" ")
            _ = host.lift(.space)
            #expect(field() == empty, "the space typed nothing")
            // With the focus on the field, letters go in.
            for _ in 0..<4 where host.focus.focused != .createProfileNickname { _ = host.press(.tab) }
            #expect(host.focus.focused == .createProfileNickname)
            host.typed("Mo")
            #expect(field() == "Mo")
        }

        @Test func withTheDummyDriverTheVoiceCountsAsOff() throws {
            let audio = SDLAudioService.makeService()
            let (host, app, _) = try window(after: "wait 1.5", audio: audio)
            let model = try #require(app.model)
            #expect(model.voiceAvailable)
            host.onFirstPresent = { host.runLimit = 0 }
            host.runLimit = 5
            host.run()
            #expect(!model.voiceAvailable)
        }
    }
}

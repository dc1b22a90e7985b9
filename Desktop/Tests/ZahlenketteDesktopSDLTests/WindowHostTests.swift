import Foundation
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKDesignSystem
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// The window runs headless on SDL's offscreen video driver.
extension SDLTests {
    @MainActor @Suite struct WindowHostTests {
        init() {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
        }

        @Test func theWindowPresentsAFrameAndStops() throws {
            let host = try AppFixture.window(.gallery())
            var presented = 0
            host.onFirstPresent = {
                presented += 1
                host.runLimit = 0
            }
            host.run()
            #expect(presented == 1)
            #expect(host.canvas?.width == 1024)
        }

        /// The answer tiles of the task on screen, in reading order.
        private func answers(_ host: WindowHost) -> [ResolvedElement] {
            host.currentScene().0.focusOrder.filter { $0.id.element == "answer" }
        }

        @Test func aClickOnTheRightTileAnswersTheTask() throws {
            let app = try AppFixture.game("hoer_hin")
            let host = try AppFixture.window(app)
            var lines: [String] = []
            host.output = { lines.append($0) }
            guard case .input(.tap(let right))? = app.correctIntent else {
                Issue.record("Hör hin should wait for a tap on an answer, not \(String(describing: app.correctIntent))")
                return
            }
            let tile = try #require(host.currentScene().0.element(right))
            _ = host.pointerDown(tile.hitRegion.center)
            _ = host.pointerUp(tile.hitRegion.center)
            #expect(lines.contains { $0.hasPrefix("event task number=") && $0.contains("firstTry=true") })
        }

        @Test func pressingOnOneElementAndReleasingOnAnotherIsADrag() throws {
            let app = try AppFixture.game("hoer_hin")
            let host = try AppFixture.window(app)
            var intents: [AppIntent] = []
            app.intentObserver = { intents.append($0) }
            let tiles = answers(host)
            try #require(tiles.count >= 2)
            _ = host.pointerDown(tiles[0].hitRegion.center)
            _ = host.pointerUp(tiles[1].hitRegion.center)
            #expect(intents == [.drag(from: tiles[0].id, to: tiles[1].id)])
            #expect(app.correctIntent != nil, "the task still waits for its answer")
        }

        @Test func aClickOnAnAdjustableElementSaysWhereInLayoutPoints() throws {
            let app = try AppFixture.game("punkt_zu_punkt")
            // The 300 pt window shows the 375 pt layout at 0.8: window (96, 200) is layout (120, 250).
            let host = try AppFixture.window(app, size: Size(width: 300, height: 300))
            var intents: [AppIntent] = []
            app.intentObserver = { intents.append($0) }
            let picture = try #require(host.currentScene().0.elements.first { $0.role == .adjustable })
            try #require(picture.hitRegion.contains(Point(x: 120, y: 250)))
            _ = host.pointerDown(Point(x: 96, y: 200))
            _ = host.pointerUp(Point(x: 96, y: 200))
            // One intent for the click: the app hears a tap once (docs/app.md#input).
            #expect(intents == [.tapAt(picture.id, Point(x: 120, y: 250))])
        }

        @Test func theHouseHearsItsPressAndReleaseAndATileOnlyItsTap() throws {
            let app = try AppFixture.game("hoer_hin")
            let host = try AppFixture.window(app)
            var intents: [AppIntent] = []
            app.intentObserver = { intents.append($0) }
            let tile = try #require(answers(host).first)
            _ = host.pointerDown(tile.hitRegion.center)
            #expect(intents.isEmpty, "a tile hears nothing until the pointer lifts")
            _ = host.pointerUp(tile.hitRegion.center)
            #expect(intents == [.tap(tile.id)])
            intents = []
            let house = try #require(host.currentScene().0.element(.gameHome)).hitRegion.center
            _ = host.pointerDown(house)
            _ = host.pointerUp(house)
            // The release did nothing by itself here, so the tap follows, as for a short tap.
            #expect(intents == [.press(.gameHome), .release(.gameHome), .tap(.gameHome)])
        }

        @Test func smallWindowsAreLaidOutAt375AndScaledDown() throws {
            let app = try AppFixture.game("hoer_hin")
            let host = try AppFixture.window(app, size: Size(width: 300, height: 300))
            var intents: [AppIntent] = []
            app.intentObserver = { intents.append($0) }
            let (scene, viewport, _) = host.currentScene()
            #expect(scene.size == Size(width: 375, height: 375))
            #expect(viewport.scale == 0.8)
            let tile = try #require(answers(host).first)
            let windowPoint = Point(x: tile.hitRegion.center.x * 0.8, y: tile.hitRegion.center.y * 0.8)
            _ = host.pointerDown(windowPoint)
            _ = host.pointerUp(windowPoint)
            #expect(intents == [.tap(tile.id)])
        }
    }
}

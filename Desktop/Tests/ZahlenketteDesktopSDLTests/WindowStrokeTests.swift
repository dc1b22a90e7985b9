import Foundation
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKGameKit
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// Drawing on a drawable element in the window (D-0630), headless on SDL's offscreen driver.
extension SDLTests {
    @MainActor @Suite struct WindowStrokeTests {
        init() {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
        }

        static let canvas = A11yID.gameElement(.nachspuren, "canvas")

        /// A Nachspuren round in a window of `size`, and what the app hears.
        private func nachspuren(size: Size) throws -> (WindowHost, () -> [AppIntent]) {
            let app = try AppFixture.game("nachspuren")
            AppFixture.advance(app, size: size) { $0.element(WindowStrokeTests.canvas)?.isEnabled == true }
            let host = try AppFixture.window(app, size: size)
            var intents: [AppIntent] = []
            app.intentObserver = { intents.append($0) }
            return (host, { intents.filter { if case .focus = $0 { false } else { true } } })
        }

        @Test func aDragOnADrawableElementIsOneStrokeInLayoutPointsAndNoPress() throws {
            // The 300 pt window shows the 375 pt layout at 0.8.
            let (host, intents) = try nachspuren(size: Size(width: 300, height: 300))
            let found = host.currentScene().0.element(WindowStrokeTests.canvas)
            let canvas = try #require(found).hitRegion
            // Four points inside the canvas, in layout points, and where they lie in the window.
            let layout = [0.2, 0.4, 0.6, 0.8].map {
                Point(x: (canvas.minX + canvas.width * $0).rounded(), y: (canvas.minY + canvas.height * $0).rounded())
            }
            let window = layout.map { Point(x: $0.x * 0.8, y: $0.y * 0.8) }
            _ = host.pointerDown(window[0])
            _ = host.pointerMoved(window[1])
            _ = host.pointerMoved(window[2])
            // While the finger is down, its line is drawn over the scene.
            let during = host.currentScene().0
            #expect(host.withLiveInk(during).nodes.count == during.nodes.count + 1)
            _ = host.pointerUp(window[3])
            #expect(intents().count == 1)
            guard case .input(.stroke(let id, let stroke))? = intents().first else {
                Issue.record("expected a stroke, got \(intents())")
                return
            }
            #expect(id == WindowStrokeTests.canvas)
            #expect(stroke.points.count == 4)
            for (drawn, wanted) in zip(stroke.points, layout) {
                #expect(abs(drawn.x - wanted.x) < 0.001 && abs(drawn.y - wanted.y) < 0.001)
            }
            // Lifted, the line is the app's to draw: the window adds nothing over the scene.
            let after = host.currentScene().0
            #expect(host.withLiveInk(after).nodes.count == after.nodes.count)
        }

        @Test func theActivationKeyHoldsAFocusedDrawableElementUntilItGoesUp() throws {
            let (host, intents) = try nachspuren(size: Size(width: 1024, height: 768))
            for _ in 0..<30 where host.focus.focused != WindowStrokeTests.canvas {
                host.focus.apply(.focusNext, in: host.currentScene().0)
            }
            #expect(host.focus.focused == WindowStrokeTests.canvas)
            #expect(host.press(.space) == .redraw)
            // Held down: a second activation key (or its repeat) presses nothing more.
            #expect(host.press(.enter) == .none)
            #expect(intents() == [.press(WindowStrokeTests.canvas)])
            _ = host.lift(.space)
            _ = host.lift(.space)
            // A drawable element takes the press alone, no tap after it.
            #expect(intents() == [.press(WindowStrokeTests.canvas), .release(WindowStrokeTests.canvas)])
        }
    }
}

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

        /// A screen with one drawable pad that records the intents it gets.
        final class DrawPad: HostScreen {
            let name = "S05"
            var intents: [AppIntent] = []
            static let pad = A11yID.gameElement(.nachspuren, "canvas")
            func scene(size: Size, time: Double) -> Scene {
                Scene(
                    size: size, background: Color(hex: 0),
                    nodes: [
                        Node.rect(Rect(x: 100, y: 100, width: 200, height: 200), fill: nil)
                            .interactive(DrawPad.pad, label: "Fläche", role: .drawable)
                    ])
            }
            func handle(_ intent: AppIntent, time: Double) -> HostResponse {
                intents.append(intent)
                return HostResponse()
            }
        }

        private func host(_ pad: DrawPad, size: Size) throws -> WindowHost {
            let host = try WindowHost(
                registry: ScreenRegistry.standard(), screen: pad, size: size, fullscreen: false,
                audio: SilentAudioService())
            host.output = { _ in }
            return host
        }

        @Test func aDragOnADrawableElementIsOneStrokeInLayoutPointsAndNoPress() throws {
            let pad = DrawPad()
            // The 300 pt window shows the 375 pt layout at 0.8.
            let host = try host(pad, size: Size(width: 300, height: 300))
            _ = host.pointerDown(Point(x: 96, y: 96))
            _ = host.pointerMoved(Point(x: 120, y: 96))
            _ = host.pointerMoved(Point(x: 160, y: 120))
            // While the finger is down, its line is drawn over the scene.
            #expect(host.withLiveInk(host.currentScene().0).nodes.count == 2)
            _ = host.pointerUp(Point(x: 200, y: 160))
            #expect(pad.intents.count == 1)
            guard case .input(.stroke(let id, let stroke))? = pad.intents.first else {
                Issue.record("expected a stroke, got \(pad.intents)")
                return
            }
            #expect(id == DrawPad.pad)
            #expect(
                stroke.points == [
                    Point(x: 120, y: 120), Point(x: 150, y: 120), Point(x: 200, y: 150), Point(x: 250, y: 200),
                ])
            #expect(host.withLiveInk(host.currentScene().0).nodes.count == 1)
        }

        @Test func theActivationKeyHoldsAFocusedDrawableElementUntilItGoesUp() throws {
            let pad = DrawPad()
            let host = try host(pad, size: Size(width: 1024, height: 768))
            host.focus.apply(.focusNext, in: host.currentScene().0)
            #expect(host.press(.space) == .redraw)
            // Held down: a second activation key (or its repeat) presses nothing more.
            #expect(host.press(.enter) == .none)
            #expect(pad.intents == [.press(DrawPad.pad)])
            _ = host.lift(.space)
            _ = host.lift(.space)
            // A drawable element takes the press alone, no tap after it.
            #expect(pad.intents == [.press(DrawPad.pad), .release(DrawPad.pad)])
        }
    }
}

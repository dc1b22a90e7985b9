import Foundation
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// Scrolling in the window (D-0651): a sideways drag that starts on a stone lying on the pond
/// scrolls the pond and is never a tap; a press that stays put is still a tap.
extension SDLTests {
    @MainActor @Suite struct WindowHostScrollTests {
        init() {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
        }

        static let pond = A11yID.gameElement(.froschsprung, "pond")
        static let stone = A11yID.gameElement(.froschsprung, "stone", "3")

        final class Pond: HostScreen {
            let name = "S07"
            var intents: [AppIntent] = []
            func scene(size: Size, time: Double) -> Scene {
                Scene(
                    size: size, background: Color(hex: 0),
                    nodes: [
                        Node.rect(Rect(x: 0, y: 100, width: 800, height: 300), fill: Color(hex: 0xD3E8F4)).interactive(
                            WindowHostScrollTests.pond, label: "Teich verschieben", role: .scrollable,
                            hitRegion: Rect(x: 0, y: 320, width: 800, height: 80)),
                        Node.rect(Rect(x: 100, y: 150, width: 80, height: 80), fill: Color(hex: 0xD1342F)).interactive(
                            WindowHostScrollTests.stone, label: "Stein"),
                    ])
            }
            func handle(_ intent: AppIntent, time: Double) -> HostResponse {
                intents.append(intent)
                return HostResponse()
            }
        }

        @Test func aSidewaysDragFromAStoneScrollsThePondAndIsNoTap() throws {
            let pond = Pond()
            let host = try WindowHost(
                registry: ScreenRegistry.standard(), screen: pond, size: Size(width: 1024, height: 768),
                fullscreen: false, audio: SilentAudioService())
            host.output = { _ in }
            _ = host.pointerDown(Point(x: 140, y: 190))
            _ = host.pointerMoved(Point(x: 120, y: 190))
            _ = host.pointerMoved(Point(x: 60, y: 195))
            _ = host.pointerUp(Point(x: 60, y: 195))
            #expect(
                pond.intents == [
                    .input(.scroll(WindowHostScrollTests.pond, delta: 20)),
                    .input(.scroll(WindowHostScrollTests.pond, delta: 60)),
                ])
            pond.intents = []
            _ = host.pointerDown(Point(x: 140, y: 190))
            _ = host.pointerMoved(Point(x: 143, y: 192))
            _ = host.pointerUp(Point(x: 143, y: 192))
            #expect(pond.intents == [.tap(WindowHostScrollTests.stone)])
        }
    }
}

import Foundation
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// Scrolling in the window (D-0651), on Froschsprung's pond in the middle of a round: a sideways
/// drag that starts on a stone lying on the pond scrolls the pond and is never a tap; a press that
/// stays put is still a tap.
extension SDLTests {
    @MainActor @Suite struct WindowHostScrollTests {
        init() {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
        }

        static let pond = A11yID.gameElement(.froschsprung, "pond")

        @Test func aSidewaysDragFromAStoneScrollsThePondAndIsNoTap() throws {
            // At a phone's width the pond is wider than the window, so it scrolls.
            let size = Size(width: 375, height: 667)
            let app = try AppFixture.game("froschsprung")
            AppFixture.advance(app, size: size) { $0.element(WindowHostScrollTests.pond) != nil }
            let host = try AppFixture.window(app, size: size)
            var intents: [AppIntent] = []
            app.intentObserver = { intents.append($0) }
            let scene = host.currentScene().0
            let found = scene.element(WindowHostScrollTests.pond)
            let pond = try #require(found)
            // A stone lying on the pond's picture, whose own target is a strip at the bottom.
            let stone = try #require(
                scene.focusOrder.first {
                    $0.id.rawValue.hasPrefix("S07.froschsprung.stone.") && pond.frame.contains($0.hitRegion.center)
                })
            let start = stone.hitRegion.center
            _ = host.pointerDown(start)
            _ = host.pointerMoved(Point(x: start.x - 20, y: start.y))
            _ = host.pointerMoved(Point(x: start.x - 80, y: start.y + 5))
            _ = host.pointerUp(Point(x: start.x - 80, y: start.y + 5))
            #expect(
                intents == [
                    .input(.scroll(WindowHostScrollTests.pond, delta: 20)),
                    .input(.scroll(WindowHostScrollTests.pond, delta: 60)),
                ])
            intents = []
            let after = try #require(host.currentScene().0.element(stone.id)).hitRegion.center
            _ = host.pointerDown(after)
            _ = host.pointerMoved(Point(x: after.x + 3, y: after.y + 2))
            _ = host.pointerUp(Point(x: after.x + 3, y: after.y + 2))
            #expect(intents == [.tap(stone.id)])
        }
    }
}

internal import CSDL2
import Foundation
import Testing
import ZKAudio
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// Issue 20: the window shows the launcher's icon, set through SDL.
extension SDLTests {
    @MainActor @Suite struct WindowIconTests {
        init() {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
        }

        @Test func theIconIsTheBeadChainOfTheResourcesAt256Pixels() throws {
            let path = try #require(WindowIcon.defaultPath)
            let surface = try #require(WindowIcon.load(path))
            defer { SDL_FreeSurface(surface) }
            #expect(surface.pointee.w == 256)
            #expect(surface.pointee.h == 256)
        }

        @Test func theWindowTakesTheIcon() throws {
            let host = try AppFixture.window(.gallery(), size: Size(width: 400, height: 300))
            #expect(WindowIcon.apply(to: host.window, path: WindowIcon.defaultPath))
            #expect(!WindowIcon.apply(to: host.window, path: "/no/such/icon.png"))
        }
    }
}

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
            let registry = ScreenRegistry.standard()
            let screen = try registry.make("gallery").get()
            let host = try WindowHost(
                registry: registry, screen: screen, size: Size(width: 1024, height: 768), fullscreen: false,
                audio: SilentAudioService())
            var presented = 0
            host.onFirstPresent = {
                presented += 1
                host.runLimit = 0
            }
            host.run()
            #expect(presented == 1)
            #expect(host.canvas?.width == 1024)
        }

        @Test func aClickOnATileAnswersTheDemoTask() throws {
            let registry = ScreenRegistry.standard()
            let demo = DemoTaskScreen(fixture: nil)
            let host = try WindowHost(
                registry: registry, screen: demo, size: Size(width: 1024, height: 768), fullscreen: false,
                audio: SilentAudioService())
            var lines: [String] = []
            host.output = { lines.append($0) }
            let (scene, _, _) = host.currentScene()
            let tile = try #require(scene.element(.answer(7)))
            _ = host.pointerDown(tile.hitRegion.center)
            _ = host.pointerUp(tile.hitRegion.center)
            #expect(demo.solvedAt != nil)
            #expect(lines.contains("event answer number=7 correct=true"))
        }

        @Test func pressingOnOneElementAndReleasingOnAnotherIsADrag() throws {
            let registry = ScreenRegistry.standard()
            let demo = DemoTaskScreen(fixture: nil)
            let host = try WindowHost(
                registry: registry, screen: demo, size: Size(width: 1024, height: 768), fullscreen: false,
                audio: SilentAudioService())
            var lines: [String] = []
            host.output = { lines.append($0) }
            let (scene, _, _) = host.currentScene()
            let from = try #require(scene.element(.answer(5)))
            let to = try #require(scene.element(.answer(9)))
            _ = host.pointerDown(from.hitRegion.center)
            _ = host.pointerUp(to.hitRegion.center)
            #expect(lines == ["event drag from=S07.answer.5 to=S07.answer.9"])
            #expect(demo.solvedAt == nil)
        }

        /// A screen with one adjustable pad that records the intents it gets.
        final class Pad: HostScreen {
            let name = "S05"
            var intents: [AppIntent] = []
            func scene(size: Size, time: Double) -> Scene {
                let pad = Rect(x: 100, y: 100, width: 200, height: 200)
                return Scene(
                    size: size, background: Color(hex: 0),
                    nodes: [
                        Node.rect(pad, cornerRadius: 0, fill: Color(hex: 0xFFFFFF), stroke: nil)
                            .interactive(.root(.home), label: "Fläche", role: .adjustable)
                    ])
            }
            func handle(_ intent: AppIntent, time: Double) -> HostResponse {
                intents.append(intent)
                return HostResponse()
            }
        }

        @Test func aClickOnAnAdjustableElementSaysWhereInLayoutPoints() throws {
            let pad = Pad()
            let host = try WindowHost(
                registry: ScreenRegistry.standard(), screen: pad, size: Size(width: 300, height: 300),
                fullscreen: false, audio: SilentAudioService())
            host.output = { _ in }
            // The 300 pt window shows the 375 pt layout at 0.8: window (96, 200) is layout (120, 250).
            _ = host.pointerDown(Point(x: 96, y: 200))
            _ = host.pointerUp(Point(x: 96, y: 200))
            // One intent for the click: the app hears a tap once (docs/app.md#input).
            #expect(pad.intents == [.tapAt(.root(.home), Point(x: 120, y: 250))])
        }

        /// A screen with the round's house, which is held, and one answer tile beside it.
        final class House: HostScreen {
            let name = "S07"
            var intents: [AppIntent] = []
            func scene(size: Size, time: Double) -> Scene {
                Scene(
                    size: size, background: Color(hex: 0),
                    nodes: [
                        HomeButton(center: Point(x: 60, y: 60), label: "Nach Hause").node(),
                        Node.rect(Rect(x: 200, y: 200, width: 100, height: 100), fill: Color(hex: 0xFFFFFF))
                            .interactive(.answer(4), label: "4"),
                    ])
            }
            func handle(_ intent: AppIntent, time: Double) -> HostResponse {
                intents.append(intent)
                return HostResponse()
            }
        }

        @Test func theHouseHearsItsPressAndReleaseAndATileOnlyItsTap() throws {
            let house = House()
            let host = try WindowHost(
                registry: ScreenRegistry.standard(), screen: house, size: Size(width: 1024, height: 768),
                fullscreen: false, audio: SilentAudioService())
            host.output = { _ in }
            _ = host.pointerDown(Point(x: 250, y: 250))
            #expect(house.intents.isEmpty, "a tile hears nothing until the pointer lifts")
            _ = host.pointerUp(Point(x: 250, y: 250))
            #expect(house.intents == [.tap(.answer(4))])
            house.intents = []
            _ = host.pointerDown(Point(x: 60, y: 60))
            _ = host.pointerUp(Point(x: 60, y: 60))
            // The release did nothing by itself here, so the tap follows, as for a short tap.
            #expect(house.intents == [.press(.gameHome), .release(.gameHome), .tap(.gameHome)])
        }

        @Test func smallWindowsAreLaidOutAt375AndScaledDown() throws {
            let registry = ScreenRegistry.standard()
            let demo = DemoTaskScreen(fixture: nil)
            let host = try WindowHost(
                registry: registry, screen: demo, size: Size(width: 300, height: 300), fullscreen: false,
                audio: SilentAudioService())
            host.output = { _ in }
            let (scene, viewport, _) = host.currentScene()
            #expect(scene.size == Size(width: 375, height: 375))
            #expect(viewport.scale == 0.8)
            let tile = try #require(scene.element(.answer(5)))
            let windowPoint = Point(x: tile.hitRegion.center.x * 0.8, y: tile.hitRegion.center.y * 0.8)
            _ = host.pointerDown(windowPoint)
            _ = host.pointerUp(windowPoint)
            #expect(demo.wrongTaps == [5])
        }
    }
}

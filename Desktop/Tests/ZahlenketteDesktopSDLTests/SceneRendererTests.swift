import Foundation
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKDesignSystem
import ZKScene
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// Renderer tests run headless: the pixel canvas needs no video driver.
extension SDLTests {
    @MainActor @Suite struct SceneRendererTests {
        static let fonts: FontLibrary? = try? FontLibrary(override: nil)

        func canvas(_ w: Int = 400, _ h: Int = 300) throws -> OffscreenCanvas {
            guard let fonts = SceneRendererTests.fonts else { throw SDLTestError.noFonts }
            return try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: fonts)
        }

        enum SDLTestError: Error { case noFonts }

        @Test func beadsAreDrawnInTheirTokenColoursWithAWhiteCentre() throws {
            let canvas = try canvas()
            let field = Zwanzigerfeld(filled: 7, beadDiameter: 30, origin: Point(x: 10, y: 10))
            canvas.render(Scene(size: Size(width: 400, height: 300), background: Palette.canvas, nodes: [field.node()]))
            let red = field.center(of: 1)
            let blue = field.center(of: 6)
            let empty = field.center(of: 9)
            #expect(canvas.pixel(x: Int(red.x), y: Int(red.y)) == Palette.beadRed)
            #expect(canvas.pixel(x: Int(blue.x), y: Int(blue.y)) == Palette.white)
            #expect(canvas.pixel(x: Int(blue.x + 10), y: Int(blue.y)) == Palette.beadBlue)
            #expect(canvas.pixel(x: Int(empty.x), y: Int(empty.y)) == Palette.surface)
            #expect(canvas.pixel(x: 399, y: 299) == Palette.canvas)
        }

        @Test func edgesAreAntiAliased() throws {
            let canvas = try canvas(100, 100)
            canvas.render(
                Scene(
                    size: Size(width: 100, height: 100), background: Palette.white,
                    nodes: [.circle(center: Point(x: 50, y: 50), radius: 30.3, fill: Palette.ink)]))
            // Along a diagonal edge some pixels are neither background nor ink.
            let blended = (0..<100).map { canvas.pixel(x: $0, y: $0) }.filter {
                $0 != Palette.white && $0 != Palette.ink
            }
            #expect(blended.count == 2)
        }

        @Test func renderingIsPixelExactlyRepeatable() throws {
            let scene = BenchmarkScene.scene(size: Size(width: 1024, height: 768)) { DeveloperLabels.numeral($0) }
            let first = try canvas(1024, 768)
            first.render(scene)
            let second = try canvas(1024, 768)
            second.render(scene)
            #expect(first.checksum() == second.checksum())
        }

        @Test func disabledTextIsFadedNotLost() throws {
            let canvas = try canvas(200, 100)
            let text = Node.text(
                "88", frame: Rect(x: 0, y: 0, width: 200, height: 100),
                style: TextStyle(size: 60, weight: .bold, color: Palette.ink))
            canvas.render(
                Scene(
                    size: Size(width: 200, height: 100), background: Palette.white,
                    nodes: [.group([text], opacity: 0.5)])
            )
            var darkest = 255
            for y in 0..<100 { for x in 0..<200 { darkest = min(darkest, Int(canvas.pixel(x: x, y: y).red)) } }
            #expect(darkest > 100 && darkest < 200)
        }

        @Test func textIsDrawnWithTheFont() throws {
            let canvas = try canvas(200, 100)
            canvas.render(
                Scene(
                    size: Size(width: 200, height: 100), background: Palette.white,
                    nodes: [
                        .text(
                            "88", frame: Rect(x: 0, y: 0, width: 200, height: 100),
                            style: TextStyle(size: 60, weight: .bold, color: Palette.ink))
                    ]))
            var inked = 0
            for y in 0..<100 { for x in 0..<200 where canvas.pixel(x: x, y: y) == Palette.ink { inked += 1 } }
            #expect(inked > 200)
            let width = SceneRendererTests.fonts?.width(of: "88", size: 60, weight: .bold) ?? 0
            #expect(width > 40 && width < 120)
        }

        @Test func aMissingImageDrawsANeutralShape() throws {
            let canvas = try canvas(100, 100)
            canvas.render(
                Scene(
                    size: Size(width: 100, height: 100), background: Palette.white,
                    nodes: [.image("no.such.picture", frame: Rect(x: 0, y: 0, width: 100, height: 100))]))
            #expect(canvas.pixel(x: 20, y: 50) != Palette.white)
        }

        @Test func scalingMapsPointsToPixels() throws {
            let canvas = try canvas(200, 200)
            canvas.render(
                Scene(
                    size: Size(width: 100, height: 100), background: Palette.white,
                    nodes: [.rect(Rect(x: 50, y: 50, width: 50, height: 50), fill: Palette.beadRed)]),
                scale: 2)
            #expect(canvas.pixel(x: 150, y: 150) == Palette.beadRed)
            #expect(canvas.pixel(x: 90, y: 90) == Palette.white)
        }

        @Test func theFocusRingIsVisible() throws {
            let canvas = try canvas(300, 200)
            let tile = NumeralTile(
                number: 7, frame: Rect(x: 100, y: 50, width: 88, height: 88), id: .answer(7), label: "sieben")
            let scene = Scene(size: Size(width: 300, height: 200), background: Palette.canvas, nodes: [tile.node()])
            canvas.render(scene, focus: .answer(7))
            #expect(canvas.pixel(x: 144, y: 45) == Palette.focus)
        }

        @Test func screenshotsAreWrittenAsPNG() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "zk-shot-\(ProcessInfo.processInfo.processIdentifier).png"
            ).path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let status = HeadlessHost.screenshot(
                output: path, screen: "gallery", size: Size(width: 375, height: 667), fixture: ScreenFixture(),
                options: AppFixture.options())
            #expect(status == 0)
            let data = FileManager.default.contents(atPath: path) ?? Data()
            #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            #expect(
                HeadlessHost.screenshot(
                    output: path, screen: "S99", size: Size(width: 375, height: 667), fixture: ScreenFixture(),
                    options: AppFixture.options())
                    == 2)
        }

        @Test func theRoundedSansIsPreferredAndItsLightFaceSkipped() {
            let listing = [
                FontLibrary.InstalledFace(
                    families: ["Comfortaa", "Comfortaa Light"], styles: ["Light", "Regular"], file: "/f/light.ttf"),
                FontLibrary.InstalledFace(families: ["DejaVu Sans"], styles: ["Book"], file: "/f/dv.ttf"),
                FontLibrary.InstalledFace(families: ["Comfortaa"], styles: ["Regular"], file: "/f/regular.ttf"),
                FontLibrary.InstalledFace(families: ["Comfortaa"], styles: ["Bold"], file: "/f/bold.ttf"),
            ]
            let faces = FontLibrary.locate(override: nil, installed: listing) { _ in true }
            #expect(faces == FontLibrary.Faces(regular: "/f/regular.ttf", bold: "/f/bold.ttf"))
            let fallback = FontLibrary.locate(override: nil, installed: Array(listing[1...1])) { _ in true }
            #expect(fallback.regular == "/f/dv.ttf")
        }

        @Test func aMissingFontFallsBackToDejaVuSans() {
            let faces = FontLibrary.locate(override: "/no/such/font.ttf") { FileManager.default.fileExists(atPath: $0) }
            #expect(faces.regular.contains("DejaVuSans"))
        }

        @Test func aMissingVoiceFileNeverBlocksTheQueue() throws {
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            defer { unsetenv("SDL_AUDIODRIVER") }
            let service = try SDLAudioService(roots: ["/nonexistent"], acceptingSilentDriver: true)
            service.handle(.prompt(.number(7)))
            service.handle(.feedback(.number(8)))
            service.update()
            #expect(!service.isVoicePlaying)
        }

        /// Issue 19: SDL's dummy driver opens, but nothing is heard; it counts as no device, so the
        /// voice is off and the games show their pictures.
        @Test func theDummyDriverCountsAsNoSoundDevice() {
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            defer { unsetenv("SDL_AUDIODRIVER") }
            #expect(throws: AudioError.deviceUnavailable) { try SDLAudioService(roots: ["/nonexistent"]) }
            let service = SDLAudioService.makeService()
            #expect(!service.isAvailable)
            #expect(service is SilentAudioService)
        }

        @Test func aDeviceThatFailsLaterTurnsTheVoiceOff() throws {
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            defer { unsetenv("SDL_AUDIODRIVER") }
            let service = try SDLAudioService(roots: ["/nonexistent"], acceptingSilentDriver: true)
            #expect(service.isAvailable)
            service.deviceFailed()
            #expect(!service.isAvailable)
            service.handle(.prompt(.number(7)))
            #expect(!service.isVoicePlaying)
        }

        @Test func withoutAnAudioDeviceTheServiceIsSilent() {
            setenv("SDL_AUDIODRIVER", "disk_none_such", 1)
            defer { unsetenv("SDL_AUDIODRIVER") }
            let service = SDLAudioService.makeService()
            service.handle(.prompt(.number(7)))
            service.update()
            #expect(!service.isVoicePlaying)
        }
    }
}

import Foundation
import Testing
import ZahlenketteDesktopCore

@testable import ZahlenketteDesktopSDL

/// Issue 19: our own art is drawn from its sharper raster when it is drawn larger than 1x.
extension SDLTests {
    @MainActor @Suite struct ImageLibraryTests {
        static let images = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // ZahlenketteDesktopSDLTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // Desktop
            .deletingLastPathComponent()
            .appendingPathComponent("Resources/Images").path

        @Test func aPictureDrawnAboveOneXComesFromItsSharperRaster() throws {
            let library = ImageLibrary(roots: [ImageLibraryTests.images])
            let rabbit = "obj_hoer_hin_hase"
            #expect(library.size(of: rabbit)?.width == 256, "the 1x raster sets the picture's proportions")
            // At 512 px the picture is the 512 px raster itself, not the 256 px one stretched.
            let large = try #require(library.bitmap(rabbit, width: 512, height: 512))
            let sharp = try #require(library.bitmap(rabbit + "@2x", width: 512, height: 512))
            #expect(large.pixels == sharp.pixels)
            // At 1x and below, the 1x raster.
            let small = try #require(library.bitmap(rabbit, width: 200, height: 200))
            #expect(small.width == 200)
        }

        @Test func anEmojiWithoutASharperRasterIsScaledUpQuietly() throws {
            let library = ImageLibrary(roots: [ImageLibraryTests.images])
            let hare = try #require(library.bitmap("obj_hase", width: 400, height: 400))
            #expect(hare.width == 400)
        }
    }
}

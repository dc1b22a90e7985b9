internal import CSDL2
import ZKCore
import ZKScene
import ZahlenketteDesktopCore

/// A headless, pixel-exact drawing target (`--screenshot`, `--script`, the render benchmark):
/// the scene renderer's pixel canvas plus PNG output through SDL2_image. Needs no video driver.
public final class OffscreenCanvas {
    public let canvas: PixelCanvas
    public let sceneRenderer: SceneRenderer

    public init(pixelWidth: Int, pixelHeight: Int, fonts: FontLibrary) throws {
        guard pixelWidth > 0, pixelHeight > 0 else { throw SDLError("canvas size") }
        canvas = PixelCanvas(width: pixelWidth, height: pixelHeight)
        sceneRenderer = SceneRenderer(fonts: fonts)
    }

    public var pixelWidth: Int { canvas.width }
    public var pixelHeight: Int { canvas.height }

    public func render(_ scene: Scene, scale: Double = 1, focus: A11yID? = nil) {
        sceneRenderer.draw(scene, into: canvas, scale: scale, focus: focus)
    }

    public func savePNG(to path: String) throws {
        var pixels = canvas.pixels
        let status = pixels.withUnsafeMutableBytes { raw -> Int32 in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(canvas.width), Int32(canvas.height), 32, Int32(canvas.width * 4),
                    zk_pixelformat_argb8888())
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            guard let rgb = SDL_ConvertSurfaceFormat(surface, zk_pixelformat_rgb24(), 0) else { return -1 }
            defer { SDL_FreeSurface(rgb) }
            return IMG_SavePNG(rgb, path)
        }
        guard status == 0 else { throw SDLError("IMG_SavePNG \(path)") }
    }

    public func pixel(x: Int, y: Int) -> Color {
        canvas.pixel(x: x, y: y)
    }

    /// A digest of all pixels (for determinism tests).
    public func checksum() -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in canvas.pixels { hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3 }
        return hash
    }
}

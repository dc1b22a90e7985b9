internal import CSDL2
import Foundation
import ZKScene
import ZahlenketteDesktopCore

/// Loads PNGs by asset name through SDL2_image and keeps them, scaled per drawn size. A missing
/// picture is logged once and drawn as a neutral shape by the renderer.
public final class ImageLibrary {
    private let roots: [String]
    private var sources: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// Pictures at the sizes drawn: the last frames' and, beyond them, 1 MB more (D-1117).
    private var scaled = BitmapCache<String>(budgetBytes: 1 << 20)
    private var missing: Set<String> = []

    public init(roots: [String]) {
        self.roots = roots
    }

    deinit {
        for surface in sources.values { SDL_FreeSurface(surface) }
    }

    /// The natural size of `name`, or nil when the picture is missing.
    func size(of name: String) -> Size? {
        guard let surface = source(name) else { return nil }
        return Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h))
    }

    /// `name` scaled to `width` x `height` pixels (bilinear), cached.
    func bitmap(_ name: String, width: Int, height: Int) -> Bitmap? {
        let key = "\(name)@\(width)x\(height)"
        if let bitmap = scaled.bitmap(for: key) { return bitmap }
        guard let surface = source(forDrawing: name, width: width, height: height),
            let target = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, zk_pixelformat_argb8888())
        else { return nil }
        defer { SDL_FreeSurface(target) }
        guard SDL_SoftStretchLinear(surface, nil, target, nil) == 0, let bitmap = Bitmap(surface: target) else {
            return nil
        }
        scaled.insert(bitmap, for: key)
        return bitmap
    }

    /// Called once a frame is drawn: lets go of sizes no recent frame drew.
    func frameEnded() {
        scaled.frameEnded()
    }

    /// The raster to scale from: our own art's sharper `<name>@2x` when the picture is drawn
    /// larger than its 1x raster and one exists (issue 19: no soft rabbit at 1366 x 1024), else the
    /// 1x raster.
    private func source(forDrawing name: String, width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let base = source(name) else { return nil }
        guard width > Int(base.pointee.w) || height > Int(base.pointee.h),
            let sharper = source(name + "@2x", reportMissing: false)
        else { return base }
        return sharper
    }

    private func source(_ name: String, reportMissing: Bool = true) -> UnsafeMutablePointer<SDL_Surface>? {
        if let surface = sources[name] { return surface }
        if missing.contains(name) { return nil }
        let file = name.hasSuffix(".png") ? name : name + ".png"
        for root in roots {
            let path = (root as NSString).appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if let loaded = IMG_Load(path) {
                defer { SDL_FreeSurface(loaded) }
                if let converted = SDL_ConvertSurfaceFormat(loaded, zk_pixelformat_argb8888(), 0) {
                    sources[name] = converted
                    return converted
                }
            }
            HostLog.warn("image \(path) could not be decoded: \(String(cString: SDL_GetError()))")
        }
        missing.insert(name)
        if reportMissing { HostLog.warn("image \(name) is missing; drawing a neutral shape") }
        return nil
    }

    /// The image folder of `ResourceLocator` (issue 20); none when the resources are missing, so
    /// every picture is drawn as a neutral shape.
    public static func defaultRoots() -> [String] {
        guard case .success(let resources) = ResourceLocator.process else { return [] }
        return [resources.images.path]
    }
}

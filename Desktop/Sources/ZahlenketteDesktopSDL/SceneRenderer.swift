internal import CSDL2
import ZKCore
import ZKDesignSystem
import ZKScene
import ZahlenketteDesktopCore

/// Draws a Scene into a `PixelCanvas` (docs/design-system.md#scene-essentials-for-screen-authors): shapes through the exact-coverage
/// rasterizer, text through SDL2_ttf and pictures through SDL2_image, both cached as pixel images.
/// `scale` maps points to pixels (HiDPI and the 375-pt rule). Every host mode uses this one path,
/// so a screenshot and the window show the same pixels.
public final class SceneRenderer {
    let fonts: FontLibrary
    let images: ImageLibrary
    /// Text at the sizes drawn: the last frames' and, beyond them, 512 KB more (D-1117).
    private var textCache = BitmapCache<TextKey>(budgetBytes: 512 << 10)
    private var clipStack: [PixelRect] = []
    private var canvas: PixelCanvas?

    struct TextKey: Hashable {
        let string: String
        let pixelSize: Int
        let weight: FontWeight
        let color: Color
    }

    public init(fonts: FontLibrary, imageRoots: [String] = ImageLibrary.defaultRoots()) {
        self.fonts = fonts
        self.images = ImageLibrary(roots: imageRoots)
    }

    /// Clears with the scene's background and draws every node, then the focus ring.
    public func draw(_ scene: Scene, into canvas: PixelCanvas, scale: Double, focus: A11yID? = nil) {
        self.canvas = canvas
        defer { self.canvas = nil }
        clipStack = []
        canvas.clear(scene.background)
        let root = Transform(scale: scale)
        draw(scene.nodes, transform: root, opacity: 1)
        if let focus, let element = scene.element(focus) {
            let ring = root.apply(element.hitRegion.insetBy(dx: -5, dy: -5))
            canvas.fill(
                Contours.strokeClosed(
                    Contours.roundedRect(ring, radius: (Metrics.cornerRadius + 5) * scale), width: 4 * scale),
                color: Palette.focus)
        }
        textCache.frameEnded()
        images.frameEnded()
    }

    private var clip: PixelRect? { clipStack.last }

    private func fill(_ contours: [[Point]], _ color: Color, _ opacity: Double) {
        canvas?.fill(contours, color: color, opacity: opacity, clip: clip)
    }

    private func draw(_ nodes: [Node], transform: Transform, opacity: Double) {
        for node in nodes { draw(node, transform: transform, opacity: opacity) }
    }

    private func draw(_ node: Node, transform t: Transform, opacity: Double) {
        let s = t.scale
        switch node.shape {
        case .rect(let rect, let radius, let fill, let stroke):
            let outline = Contours.roundedRect(t.apply(rect), radius: radius * s)
            if let fill { self.fill([outline], fill, opacity) }
            if let stroke { self.fill(Contours.strokeClosed(outline, width: stroke.width * s), stroke.color, opacity) }
        case .circle(let center, let radius, let fill, let stroke):
            let outline = Contours.circle(center: t.apply(center), radius: radius * s)
            if let fill { self.fill([outline], fill, opacity) }
            if let stroke { self.fill(Contours.strokeClosed(outline, width: stroke.width * s), stroke.color, opacity) }
        case .ring(let center, let outer, let inner, let color, let sweep):
            fill(
                Contours.ring(center: t.apply(center), outerRadius: outer * s, innerRadius: inner * s, sweep: sweep),
                color, opacity)
        case .line(let from, let to, let stroke):
            fill(Contours.line(from: t.apply(from), to: t.apply(to), width: stroke.width * s), stroke.color, opacity)
        case .path(let elements, let fillColor, let stroke):
            let subpaths = PathGeometry.flatten(elements, segments: max(8, Int(12 * s)))
            let mapped = subpaths.map { (points: $0.points.map { t.apply($0) }, closed: $0.closed) }
            if let fillColor { fill(mapped.map(\.points).filter { $0.count >= 3 }, fillColor, opacity) }
            if let stroke {
                fill(
                    mapped.flatMap { Contours.polyline($0.points, closed: $0.closed, width: stroke.width * s) },
                    stroke.color, opacity)
            }
        case .text(let string, let frame, let style):
            drawText(string, frame: t.apply(frame), style: style, pixelSize: style.size * s, opacity: opacity)
        case .image(let name, let frame):
            drawImage(name, frame: t.apply(frame), opacity: opacity)
        case .group(let group):
            let inner = t.concatenating(group.transform)
            let alpha = opacity * group.opacity
            guard alpha > 0.001 else { return }
            if let groupClip = group.clip {
                let r = inner.apply(groupClip)
                let rect = PixelRect(
                    minX: Int(r.minX.rounded(.down)), minY: Int(r.minY.rounded(.down)), maxX: Int(r.maxX.rounded(.up)),
                    maxY: Int(r.maxY.rounded(.up)))
                clipStack.append(clip.map { $0.intersection(rect) } ?? rect)
                draw(group.children, transform: inner, opacity: alpha)
                clipStack.removeLast()
            } else {
                draw(group.children, transform: inner, opacity: alpha)
            }
        }
    }

    private func drawText(_ string: String, frame: Rect, style: TextStyle, pixelSize: Double, opacity: Double) {
        guard !string.isEmpty, let bitmap = text(string, pixelSize: Int(pixelSize.rounded()), style: style) else {
            return
        }
        let w = Double(bitmap.width)
        let x: Double
        switch style.alignment {
        case .leading: x = frame.minX
        case .center: x = frame.center.x - w / 2
        case .trailing: x = frame.maxX - w
        }
        let y = frame.center.y - Double(bitmap.height) / 2
        bitmap.pixels.withUnsafeBufferPointer { buffer in
            canvas?.blend(
                source: buffer, sourceWidth: bitmap.width, sourceHeight: bitmap.height, pitch: bitmap.width,
                x: Int(x.rounded()), y: Int(y.rounded()), opacity: opacity * Double(style.color.alpha) / 255, clip: clip
            )
        }
    }

    private func text(_ string: String, pixelSize: Int, style: TextStyle) -> Bitmap? {
        let key = TextKey(string: string, pixelSize: pixelSize, weight: style.weight, color: style.color)
        if let cached = textCache.bitmap(for: key) { return cached }
        let color = SDL_Color(r: style.color.red, g: style.color.green, b: style.color.blue, a: 255)
        let rendered = fonts.withFont(pixelSize: pixelSize, weight: style.weight) {
            TTF_RenderUTF8_Blended($0, string, color)
        }
        guard let surface = rendered ?? nil else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let bitmap = Bitmap(surface: surface) else { return nil }
        textCache.insert(bitmap, for: key)
        return bitmap
    }

    private func drawImage(_ name: String, frame: Rect, opacity: Double) {
        guard let source = images.size(of: name) else {
            // A neutral placeholder: a soft rounded square with a circle, never a crash.
            let inset = frame.insetBy(dx: frame.width * 0.08, dy: frame.height * 0.08)
            let outline = Contours.roundedRect(inset, radius: inset.width * 0.25)
            fill([outline], Palette.outline, 0.45 * opacity)
            fill(Contours.strokeClosed(outline, width: max(1, inset.width * 0.06)), Palette.outline, opacity)
            fill([Contours.circle(center: inset.center, radius: inset.width * 0.22)], Palette.surface, opacity)
            return
        }
        let fitted = Layout.aspectFit(source, in: frame)
        let w = max(1, Int(fitted.width.rounded()))
        let h = max(1, Int(fitted.height.rounded()))
        guard let bitmap = images.bitmap(name, width: w, height: h) else { return }
        bitmap.pixels.withUnsafeBufferPointer { buffer in
            canvas?.blend(
                source: buffer, sourceWidth: bitmap.width, sourceHeight: bitmap.height, pitch: bitmap.width,
                x: Int(fitted.minX.rounded()), y: Int(fitted.minY.rounded()), opacity: opacity, clip: clip)
        }
    }
}

/// A non-premultiplied ARGB image copied out of an SDL surface.
struct Bitmap {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    var byteCount: Int { pixels.count * MemoryLayout<UInt32>.stride }

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let converted = SDL_ConvertSurfaceFormat(surface, zk_pixelformat_argb8888(), 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w)
        let h = Int(converted.pointee.h)
        let pitch = Int(converted.pointee.pitch)
        guard w > 0, h > 0, let base = converted.pointee.pixels else { return nil }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(w * h)
        for y in 0..<h {
            for x in 0..<w { pixels.append(base.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)) }
        }
        self.width = w
        self.height = h
        self.pixels = pixels
    }
}

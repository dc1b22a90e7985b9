import ZKScene

/// An integer rectangle of pixels.
public struct PixelRect: Equatable, Sendable {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY))
    }
}

/// An opaque ARGB pixel buffer with an exact-coverage polygon rasterizer (the signed-area
/// accumulation method of font-rs): every edge pixel gets its true covered fraction, so circles,
/// rings and curves are smooth on any host, identically, with no GPU (D-0403).
public final class PixelCanvas {
    public let width: Int
    public let height: Int
    /// 0xAARRGGBB, row-major, alpha always 0xFF.
    public private(set) var pixels: [UInt32]
    private var accumulation: [Float] = []

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.pixels = Array(repeating: 0xFF00_0000, count: max(1, width) * max(1, height))
    }

    public var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    public func clear(_ color: Color) {
        let value = 0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] = value }
        }
    }

    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let v = pixels[y * width + x]
        return Color(
            red: UInt8(truncatingIfNeeded: v >> 16), green: UInt8(truncatingIfNeeded: v >> 8),
            blue: UInt8(truncatingIfNeeded: v))
    }

    /// Fills the union of `contours` (non-zero rule) with `color` scaled by `opacity`, inside `clip`.
    public func fill(_ contours: [[Point]], color: Color, opacity: Double = 1, clip: PixelRect? = nil) {
        let alpha = Double(color.alpha) / 255 * opacity
        guard alpha > 0.001 else { return }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for contour in contours {
            for p in contour {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        let area = PixelRect(
            minX: Int(max(-1, minX.rounded(.down))), minY: Int(max(-1, minY.rounded(.down))),
            maxX: Int(min(Double(width + 1), maxX.rounded(.up) + 1)),
            maxY: Int(min(Double(height + 1), maxY.rounded(.up) + 1))
        ).intersection(clip ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let w = area.maxX - area.minX
        let h = area.maxY - area.minY
        let stride = w + 2
        let needed = stride * h
        if accumulation.count < needed { accumulation = Array(repeating: 0, count: needed) }
        accumulation.withUnsafeMutableBufferPointer { acc in
            for i in 0..<needed { acc[i] = 0 }
            let ox = Double(area.minX)
            let oy = Double(area.minY)
            for contour in contours where contour.count >= 2 {
                for i in contour.indices {
                    let a = contour[i]
                    let b = contour[(i + 1) % contour.count]
                    PixelCanvas.accumulateLine(
                        x0: Float(min(Double(w), max(0, a.x - ox))), y0: Float(a.y - oy),
                        x1: Float(min(Double(w), max(0, b.x - ox))), y1: Float(b.y - oy), width: w, height: h,
                        stride: stride,
                        into: acc)
                }
            }
            let sr = UInt32(color.red)
            let sg = UInt32(color.green)
            let sb = UInt32(color.blue)
            let scale = Float(alpha * 256)
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    var sum: Float = 0
                    let base = row * stride
                    let line = (area.minY + row) * width + area.minX
                    for column in 0..<w {
                        sum += acc[base + column]
                        let coverage = min(1, abs(sum))
                        let a = UInt32(coverage * scale)
                        if a == 0 { continue }
                        let index = line + column
                        if a >= 256 {
                            dst[index] = 0xFF00_0000 | sr << 16 | sg << 8 | sb
                            continue
                        }
                        let d = dst[index]
                        let inv = 256 - a
                        let r = (sr * a + (d >> 16 & 0xFF) * inv) >> 8
                        let g = (sg * a + (d >> 8 & 0xFF) * inv) >> 8
                        let b = (sb * a + (d & 0xFF) * inv) >> 8
                        dst[index] = 0xFF00_0000 | r << 16 | g << 8 | b
                    }
                }
            }
        }
    }

    /// Composites a non-premultiplied ARGB image (`source`, `sourceWidth` x `sourceHeight`, row
    /// pitch in pixels) with its top-left corner at (`x`, `y`).
    public func blend(
        source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sourceHeight: Int, pitch: Int, x: Int, y: Int,
        opacity: Double, clip: PixelRect? = nil
    ) {
        let target = PixelRect(minX: x, minY: y, maxX: x + sourceWidth, maxY: y + sourceHeight)
            .intersection(clip ?? bounds).intersection(bounds)
        guard !target.isEmpty, opacity > 0.001 else { return }
        let scale = UInt32(min(1, opacity) * 256)
        pixels.withUnsafeMutableBufferPointer { dst in
            for row in target.minY..<target.maxY {
                let sourceRow = (row - y) * pitch
                for column in target.minX..<target.maxX {
                    let s = source[sourceRow + column - x]
                    let a = ((s >> 24) * scale) >> 8
                    if a == 0 { continue }
                    let index = row * width + column
                    let d = dst[index]
                    let aa = a + (a >> 7)
                    let inv = 256 - aa
                    let r = ((s >> 16 & 0xFF) * aa + (d >> 16 & 0xFF) * inv) >> 8
                    let g = ((s >> 8 & 0xFF) * aa + (d >> 8 & 0xFF) * inv) >> 8
                    let b = ((s & 0xFF) * aa + (d & 0xFF) * inv) >> 8
                    dst[index] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
    }

    /// Adds one edge's signed area to the accumulation buffer (font-rs, Raph Levien, Apache-2.0
    /// algorithm, re-implemented here).
    static func accumulateLine(
        x0 ax: Float, y0 ay: Float, x1 bx: Float, y1 by: Float, width: Int, height: Int, stride: Int,
        into acc: UnsafeMutableBufferPointer<Float>
    ) {
        if abs(ay - by) <= Float.ulpOfOne { return }
        let (direction, p0x, p0y, p1x, p1y): (Float, Float, Float, Float, Float) =
            ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
        let dxdy = (p1x - p0x) / (p1y - p0y)
        var x = p0x
        if p0y < 0 { x -= p0y * dxdy }
        let startRow = max(0, Int(p0y.rounded(.down)))
        let endRow = min(height, Int(p1y.rounded(.up)))
        guard startRow < endRow else { return }
        for row in startRow..<endRow {
            let lineStart = row * stride
            let dy = min(Float(row + 1), p1y) - max(Float(row), p0y)
            let xNext = x + dxdy * dy
            let d = dy * direction
            // Rounding can carry an edge that runs along the left border a hair below 0; clamping
            // keeps its row instead of dropping it (a faint line across a shape).
            let from = min(max(x, 0), Float(width))
            let to = min(max(xNext, 0), Float(width))
            let (x0, x1) = from < to ? (from, to) : (to, from)
            let x0Floor = x0.rounded(.down)
            let x0i = Int(x0Floor)
            let x1Ceil = x1.rounded(.up)
            let x1i = Int(x1Ceil)
            if x0i < 0 || x1i > width + 1 {
                x = xNext
                continue
            }
            if x1i <= x0i + 1 {
                let xmf = 0.5 * (from + to) - x0Floor
                acc[lineStart + x0i] += d - d * xmf
                acc[lineStart + x0i + 1] += d * xmf
            } else {
                let s = 1 / (x1 - x0)
                let x0f = x0 - x0Floor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = x1 - x1Ceil + 1
                let am = 0.5 * s * x1f * x1f
                acc[lineStart + x0i] += d * a0
                if x1i == x0i + 2 {
                    acc[lineStart + x0i + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    acc[lineStart + x0i + 1] += d * (a1 - a0)
                    if x0i + 2 < x1i - 1 {
                        for xi in (x0i + 2)..<(x1i - 1) { acc[lineStart + xi] += d * s }
                    }
                    let a2 = a1 + Float(x1i - x0i - 3) * s
                    acc[lineStart + x1i - 1] += d * (1 - a2 - am)
                }
                if x1i < stride { acc[lineStart + x1i] += d * am }
            }
            x = xNext
        }
    }
}

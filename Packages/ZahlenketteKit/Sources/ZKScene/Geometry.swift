/// Points, sizes and rectangles in points
/// (docs/design-system.md#scene-essentials-for-screen-authors: geometry is in points; hosts map to
/// pixels).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public func offset(by delta: Point) -> Point {
        Point(x: x + delta.x, y: y + delta.y)
    }

    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String {
        "\(Size.format(width))x\(Size.format(height))"
    }

    /// Parses "WxH" with positive integer or decimal parts; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        self.init(width: width, height: height)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle of `size` centred on `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies inside this rectangle; `tolerance` absorbs rounding.
    public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance
            && other.maxY <= maxY + tolerance
    }

    /// True when the interiors overlap (touching edges do not count).
    public func intersects(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        minX < other.maxX - tolerance && other.minX < maxX - tolerance && minY < other.maxY - tolerance
            && other.minY < maxY - tolerance
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Grows the rectangle around its centre until it is at least `minimum` in both directions.
    public func expanded(toAtLeast minimum: Double) -> Rect {
        Rect(center: center, size: Size(width: max(width, minimum), height: max(height, minimum)))
    }
}

/// A uniform scale followed by a translation: the only transform groups apply.
public struct Transform: Hashable, Sendable {
    public var scale: Double
    public var offset: Point

    public init(scale: Double = 1, offset: Point = .zero) {
        self.scale = scale
        self.offset = offset
    }

    public static let identity = Transform()

    public func apply(_ point: Point) -> Point {
        Point(x: point.x * scale + offset.x, y: point.y * scale + offset.y)
    }

    public func apply(_ rect: Rect) -> Rect {
        Rect(origin: apply(rect.origin), size: Size(width: rect.width * scale, height: rect.height * scale))
    }

    /// `self` applied after `inner`: first the child's own transform, then this one.
    public func concatenating(_ inner: Transform) -> Transform {
        Transform(scale: scale * inner.scale, offset: apply(inner.offset))
    }
}

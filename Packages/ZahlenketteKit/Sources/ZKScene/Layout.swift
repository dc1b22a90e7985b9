/// Layout helpers every screen uses: rows, grids, aspect-fit and the uniform scale-down below
/// 375 pt (spec 5.5.3).
public enum Layout {
    /// The smallest side a screen lays itself out for; smaller windows are scaled down uniformly.
    public static let minimumSide = 375.0

    /// `count` frames of `itemSize` in one row, `spacing` apart, centred in `container`.
    public static func row(count: Int, itemSize: Size, spacing: Double, in container: Rect) -> [Rect] {
        grid(count: count, columns: count, itemSize: itemSize, spacing: Size(width: spacing, height: 0), in: container)
    }

    /// `count` frames of `itemSize` in one column, centred in `container`.
    public static func column(count: Int, itemSize: Size, spacing: Double, in container: Rect) -> [Rect] {
        grid(count: count, columns: 1, itemSize: itemSize, spacing: Size(width: 0, height: spacing), in: container)
    }

    /// `count` frames in reading order on a grid of `columns`, centred in `container`; a shorter
    /// last row is centred too.
    public static func grid(count: Int, columns: Int, itemSize: Size, spacing: Size, in container: Rect) -> [Rect] {
        guard count > 0, columns > 0 else { return [] }
        let rows = (count + columns - 1) / columns
        let totalHeight = Double(rows) * itemSize.height + Double(rows - 1) * spacing.height
        let top = container.minY + (container.height - totalHeight) / 2
        return (0..<count).map { index in
            let row = index / columns
            let inRow = row == rows - 1 ? count - row * columns : columns
            let rowWidth = Double(inRow) * itemSize.width + Double(inRow - 1) * spacing.width
            let left = container.minX + (container.width - rowWidth) / 2
            let column = index % columns
            return Rect(
                x: left + Double(column) * (itemSize.width + spacing.width),
                y: top + Double(row) * (itemSize.height + spacing.height), width: itemSize.width,
                height: itemSize.height)
        }
    }

    /// The largest number of columns of `itemWidth` with `spacing` that fit `width` (at least 1).
    /// The largest square tiles (at most `maximumSide`) that fit `count` in `container` with
    /// `spacing` between them, and their frames: the column count is chosen for the biggest side.
    public static func fittingSquares(
        count: Int, maximumSide: Double, spacing: Double, in container: Rect
    ) -> (
        side: Double, frames: [Rect]
    ) {
        guard count > 0 else { return (0, []) }
        var best = (side: 0.0, columns: 1)
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let byWidth = (container.width - Double(columns - 1) * spacing) / Double(columns)
            let byHeight = (container.height - Double(rows - 1) * spacing) / Double(rows)
            let side = min(byWidth, byHeight, maximumSide)
            if side > best.side { best = (side, columns) }
        }
        let frames = grid(
            count: count, columns: best.columns, itemSize: Size(width: best.side, height: best.side),
            spacing: Size(width: spacing, height: spacing), in: container)
        return (best.side, frames)
    }

    public static func columnsThatFit(itemWidth: Double, spacing: Double, width: Double) -> Int {
        max(1, Int(((width + spacing) / (itemWidth + spacing)).rounded(.down)))
    }

    /// `content` scaled uniformly to fit `container` and centred.
    public static func aspectFit(_ content: Size, in container: Rect) -> Rect {
        guard content.width > 0, content.height > 0 else { return Rect(center: container.center, size: .zero) }
        let scale = min(container.width / content.width, container.height / content.height)
        return Rect(
            center: container.center, size: Size(width: content.width * scale, height: content.height * scale))
    }

    /// The viewport a screen lays out for and the uniform scale the host applies (spec 5.5.3):
    /// windows of at least 375 pt per side are used as they are; below that the layout is computed
    /// for a size whose short side is 375 pt and shrunk uniformly.
    public static func viewport(for window: Size) -> ScaledViewport {
        let scale = min(1, window.width / minimumSide, window.height / minimumSide)
        guard scale > 0 else {
            return ScaledViewport(layoutSize: Size(width: minimumSide, height: minimumSide), scale: 1)
        }
        return ScaledViewport(
            layoutSize: Size(width: window.width / scale, height: window.height / scale), scale: scale)
    }
}

public struct ScaledViewport: Hashable, Sendable {
    /// The size the screen lays itself out for (each side >= 375 pt).
    public let layoutSize: Size
    /// Window points per layout point (1 at or above 375 pt).
    public let scale: Double

    /// A window point mapped back into layout coordinates (for hit testing).
    public func layoutPoint(_ windowPoint: Point) -> Point {
        Point(x: windowPoint.x / scale, y: windowPoint.y / scale)
    }
}

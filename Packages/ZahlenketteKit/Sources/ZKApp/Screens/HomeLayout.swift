import ZKDesignSystem
import ZKScene

/// Where S-05's buttons go: a row of big buttons in the middle (play, and room for one more) and
/// the row of the child's world (garden, friends, album) along the bottom.
struct HomeLayout {
    /// The big buttons' frames, centred in one row.
    let primary: [Rect]
    /// Garden, friends, album.
    let world: [Rect]

    init(size: Size, compact: Bool, primaryCount: Int) {
        let worldSide: Double = compact ? 76 : 120
        let worldSpacing: Double = compact ? 16 : 32
        let worldTop = size.height - Metrics.margin - worldSide
        world = Layout.row(
            count: 3, itemSize: Size(width: worldSide, height: worldSide), spacing: worldSpacing,
            in: Rect(x: 0, y: worldTop, width: size.width, height: worldSide))
        let spacing = Metrics.targetSpacing * 2
        let count = max(1, primaryCount)
        let available = size.width - 2 * Metrics.margin - Double(count - 1) * spacing
        let width = min(compact ? 220 : 300, available / Double(count))
        let height: Double = compact ? 110 : 140
        // Between the avatar (at most 96 pt high) and the world row, a little above the middle.
        let top = Metrics.margin + (compact ? 72 : 96)
        let centerY = top + (worldTop - top) * 0.48
        primary = Layout.row(
            count: count, itemSize: Size(width: width, height: height), spacing: spacing,
            in: Rect(x: 0, y: centerY - height / 2, width: size.width, height: height))
    }
}

import ZKDesignSystem
import ZKScene

/// Small drawing helpers the tile games share for their stimuli: gentle scaling for pulses and
/// child-sized hit regions that stay inside the stimulus area (so they never reach the tiles).
public enum StimulusLayout {
    /// `node` scaled by `scale` around `center` (a pulse); unchanged at scale 1.
    public static func scaled(_ node: Node, by scale: Double, around center: Point) -> Node {
        scale == 1
            ? node : .group([node], offset: Point(x: center.x * (1 - scale), y: center.y * (1 - scale)), scale: scale)
    }

    /// `bounds` grown to a child target (60 x 60 pt) around its centre, then moved inside `area`
    /// where the area is big enough.
    public static func target(around bounds: Rect, within area: Rect) -> Rect {
        let region = bounds.expanded(toAtLeast: Metrics.childTarget)
        var x = region.minX
        var y = region.minY
        if region.width <= area.width { x = min(max(x, area.minX), area.maxX - region.width) }
        if region.height <= area.height { y = min(max(y, area.minY), area.maxY - region.height) }
        return Rect(x: x, y: y, width: region.width, height: region.height)
    }

    /// An accent ring around a bead or object of `diameter` (lit beads, explored places).
    public static func ring(center: Point, diameter: Double, opacity: Double = 1) -> Node {
        let outer = diameter * 0.5 + max(3, diameter * 0.16)
        let ring = Node.ring(center: center, outerRadius: outer, innerRadius: diameter * 0.5, color: Palette.accent)
        return opacity >= 1 ? ring : .group([ring], opacity: opacity)
    }
}

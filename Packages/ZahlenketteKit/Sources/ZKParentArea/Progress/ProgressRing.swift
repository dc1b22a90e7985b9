import ZKDesignSystem
import ZKScene

/// The grid's ring imagery (docs/parent-area.md#progress-grid-s-19), shared by S-19 and the printed
/// report: an empty ring, a ring filled in quarters, a full ring, an amber dot (never red), "—", or
/// a dimmed ring.
public enum ProgressRing {
    /// The blue of a filled quarter: the bead blue, far above 3:1 on white.
    static let fill = Palette.beadBlue
    static let track = Palette.outline
    static let amber = Palette.accent

    /// The picture of `display` centred at `center` with outer radius `radius`.
    public static func node(_ display: CellDisplay, center: Point, radius: Double) -> Node {
        let inner = radius * 0.58
        let trackRing = Node.ring(center: center, outerRadius: radius, innerRadius: radius - 1.5, color: track)
        switch display {
        case .new:
            return trackRing
        case .learning(let quarters):
            return .group([
                trackRing,
                .ring(
                    center: center, outerRadius: radius, innerRadius: inner, color: fill,
                    sweep: Double(min(3, max(1, quarters))) / 4),
            ])
        case .mastered:
            return .ring(center: center, outerRadius: radius, innerRadius: inner, color: fill)
        case .difficult:
            return .circle(
                center: center, radius: radius * 0.62, fill: amber, stroke: Stroke(color: Palette.ink, width: 1))
        case .notApplicable:
            return .text(
                "—", frame: Rect(center: center, size: Size(width: radius * 2.4, height: radius * 2.2)),
                style: TextStyle(size: radius * 1.5, color: Palette.ink))
        case .outOfRange:
            return .group([trackRing], opacity: 0.35)
        }
    }
}

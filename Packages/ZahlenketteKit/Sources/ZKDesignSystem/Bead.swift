import ZKCore
import ZKScene

/// One bead of a structured field: a solid red bead, a blue Lochperle with a white centre of 40 %
/// of its diameter, or an empty outline (DR-14, DR-18). Shape carries the coding, not only hue.
public enum Bead {
    public enum Look: Hashable, Sendable {
        case filled(BeadCoding)
        case empty
        /// An empty socket of the bead chain: a dashed-looking double outline.
        case socket
    }

    public static func node(_ look: Look, center: Point, diameter: Double) -> Node {
        let radius = diameter / 2
        switch look {
        case .filled(.redSolid):
            return .circle(center: center, radius: radius, fill: Palette.beadRed)
        case .filled(.blueLochperle):
            let hole = diameter * Metrics.lochperleHole / 2
            return .group([
                .ring(center: center, outerRadius: radius, innerRadius: hole, color: Palette.beadBlue),
                .circle(center: center, radius: hole, fill: Palette.white),
            ])
        case .empty:
            let width = max(1.5, diameter * 0.07)
            return .circle(
                center: center, radius: radius - width / 2, fill: nil,
                stroke: Stroke(color: Palette.outline, width: width))
        case .socket:
            let width = max(1.5, diameter * 0.07)
            return .group([
                .circle(
                    center: center, radius: radius - width / 2, fill: Palette.canvas,
                    stroke: Stroke(color: Palette.ink, width: width)),
                .circle(center: center, radius: diameter * 0.12, fill: Palette.outline),
            ])
        }
    }
}

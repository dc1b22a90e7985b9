import Foundation
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// The things of the two sets and their hint-ladder looks (docs/games.md#mehr-oder-weniger).
extension MehrOderWenigerRules {
    /// The extras wobble this often per second at H2 (gently, far below 3 Hz).
    static let wobbleHertz = 1.2

    /// One set's things with the fives (H1), the extras (H2) and the solution's pulse.
    func setNodes(
        _ side: ComparisonSide, things: [ComparisonSide: (centers: [Point], side: Double)],
        view: RoundView<MehrOderWenigerRules>, layout: MehrOderWenigerLayout, solution: Double?
    ) -> Node {
        let task = view.task
        guard let mine = things[side] else { return .group([]) }
        let partners = things[side.other]?.centers.count ?? 0
        var size = Size(width: mine.side, height: mine.side)
        var fades = false
        if let solution {
            // Each set grows gently while its number is spoken; the other set fades.
            let start = side == .upper ? 0 : MehrOderWenigerRules.solutionInterval
            let phase = (solution - start) / MehrOderWenigerRules.solutionInterval
            if phase >= 0, phase < 1, !view.reduceMotion {
                let grown = mine.side * (1 + 0.15 * sin(phase * Double.pi))
                size = Size(width: grown, height: grown)
            }
            fades = side != task.target
        }
        var wobble = 0.0
        if view.rung == .h2, !view.reduceMotion {
            wobble = mine.side * 0.12 * sin((view.rungElapsed ?? 0) * MehrOderWenigerRules.wobbleHertz * 2 * Double.pi)
        }
        var nodes: [Node] = []
        for (index, center) in mine.centers.enumerated() {
            let extra = view.rung == .h2 && index >= partners
            let place = extra ? Point(x: center.x + wobble, y: center.y) : center
            if extra { nodes.append(StimulusLayout.ring(center: place, diameter: mine.side)) }
            nodes.append(.image(task.set(side).object, frame: Rect(center: place, size: size)))
        }
        if view.rung == .h1 {
            let opacity = 0.55 + 0.45 * view.pulse(since: view.rungStartedAt)
            nodes.append(.group(fives(mine, layout: layout, side: side, scattered: task.scattered), opacity: opacity))
        }
        return Node.group(nodes, offset: shakeOffset(side, view: view), opacity: fades ? 0.45 : 1)
    }

    /// A wrong choice shakes its card and its things for 0.3 s (docs/games.md#feedback).
    func shakeOffset(_ side: ComparisonSide, view: RoundView<MehrOderWenigerRules>) -> Point {
        guard let wrongAt = view.lastWrongAt, !view.reduceMotion, view.task.target.other == side,
            view.time - wrongAt < RoundTimings.standard.wrongShake
        else { return .zero }
        return Point(x: 8 * sin((view.time - wrongAt) * 60), y: 0)
    }

    /// The fives outlined: a box around each whole five of the field that holds things (red for
    /// the first five of a ten, blue for the second), so a partly filled five shows what it lacks;
    /// scattered, a ring around each thing in its five's colour.
    private func fives(
        _ things: (centers: [Point], side: Double), layout: MehrOderWenigerLayout, side: ComparisonSide,
        scattered: Bool
    ) -> [Node] {
        let stroke = { (color: Color) in Stroke(color: color, width: max(3, things.side * 0.08)) }
        return stride(from: 0, to: things.centers.count, by: 5).flatMap { start -> [Node] in
            let color = (start / 5) % 2 == 0 ? Palette.beadRed : Palette.beadBlue
            if scattered {
                return things.centers[start..<min(things.centers.count, start + 5)].map {
                    .circle(center: $0, radius: things.side * 0.6, fill: nil, stroke: stroke(color))
                }
            }
            let field = layout.field(side)
            let half = field.beadDiameter / 2
            let corner = Size(width: 2 * half, height: 2 * half)
            let box = Rect(center: field.center(of: start + 1), size: corner)
                .union(Rect(center: field.center(of: start + 5), size: corner))
            return [.rect(box.insetBy(dx: -5, dy: -5), cornerRadius: half, fill: nil, stroke: stroke(color))]
        }
    }

    /// H2: each thing of the smaller set is joined to a partner in the other set by a line; the
    /// lines run under the things. In a field, partners sit on the same place, and the lines of
    /// different rows run side by side instead of on top of each other.
    static func pairLines(
        _ things: [ComparisonSide: (centers: [Point], side: Double)], layout: MehrOderWenigerLayout, scattered: Bool
    ) -> Node {
        guard let upper = things[.upper], let lower = things[.lower] else { return .group([]) }
        let perRow = layout.field.arrangement == .wide ? 10 : 5
        let rows = layout.field.arrangement == .wide ? 2 : 4
        let stroke = Stroke(color: Palette.ink.withOpacity(0.55), width: max(2, upper.side * 0.07))
        let lines = zip(upper.centers, lower.centers).enumerated().map { index, pair -> Node in
            let row = Double(index / perRow) - Double(rows - 1) / 2
            let shift = scattered ? 0 : row * upper.side * 0.22
            return .line(
                from: Point(x: pair.0.x + shift, y: pair.0.y), to: Point(x: pair.1.x + shift, y: pair.1.y),
                stroke: stroke)
        }
        return .group(lines)
    }
}

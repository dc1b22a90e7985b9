import Foundation
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// The Schüttelbox drawn for one moment of a task (docs/games.md#schüttelbox). Before the shake the
/// open box shows all N beads in rows of five; while the child shakes, both lids are closed; after
/// the shake the box wobbles and the left lid opens on the k visible beads. H1 pulses the N outline
/// places and names N, H2 lets the hidden beads' outlines show through the right lid, the solution
/// (and the correct answer) lifts it while the hidden beads are counted.
struct SchuettelboxPicture {
    let view: RoundView<SchuettelboxRules>
    let layout: SchuettelboxLayout

    /// How long the box wobbles after the shake before the left lid opens.
    static let wobbleSeconds = 0.8
    /// The wobble's frequency: a calm rock, far from any flicker.
    static let wobbleHertz = 2.5
    /// How long a lid takes to lift.
    static let lidSeconds = 0.3
    /// Seconds per counted hidden bead in the solution, in step with `num.1 … num.<N−k>`.
    static let countInterval = 0.7

    private var task: SchuettelboxTask { view.task }
    private var d: Double { layout.bead }

    /// From the solution rung (while its counting line plays) and after a correct answer the right
    /// lid is lifted. The demo task opens straight in the solution.
    private var revealsHidden: Bool { isCorrect || solving }

    private var solving: Bool { view.rung == .solution || view.phase.isSolution }

    private var isCorrect: Bool {
        if case .correctFeedback = view.phase { return true }
        return false
    }

    /// Seconds since the shake, nil before it.
    private var sinceShake: Double? { view.play.shakenAt.map { max(0, view.time - $0) } }

    /// Before the shake: the box is open and shows the whole.
    private var showsWhole: Bool { sinceShake == nil && !revealsHidden && view.phase != .activity }

    /// 0 (closed) … 1 (open) for the left lid.
    private var leftLidOpening: Double {
        if showsWhole || revealsHidden { return 1 }
        guard let since = sinceShake else { return 0 }
        let opening = since - SchuettelboxPicture.wobbleSeconds
        if opening <= 0 { return 0 }
        return view.reduceMotion ? 1 : min(1, opening / SchuettelboxPicture.lidSeconds)
    }

    private var rightLidOpening: Double {
        if showsWhole { return 1 }
        guard revealsHidden else { return 0 }
        let start = solving ? view.rungStartedAt : view.correctAt
        let since = start.map { view.time - $0 } ?? 1
        return view.reduceMotion ? 1 : min(1, max(0, since) / SchuettelboxPicture.lidSeconds)
    }

    private var wobble: Double {
        guard let since = sinceShake, since < SchuettelboxPicture.wobbleSeconds, !view.reduceMotion else { return 0 }
        let fade = 1 - since / SchuettelboxPicture.wobbleSeconds
        return 0.3 * d * fade * sin(since * SchuettelboxPicture.wobbleHertz * 2 * Double.pi)
    }

    func nodes() -> [Node] {
        var nodes = outlinePlaces()
        let box = Node.group(boxNodes(), offset: Point(x: wobble, y: 0))
        let region = Rect(
            x: layout.body.minX, y: layout.body.minY - SchuettelboxLayout.lidSpaceUnits * d, width: layout.body.width,
            height: layout.body.height + SchuettelboxLayout.lidSpaceUnits * d)
        nodes.append(
            box.interactive(
                SchuettelboxRules.boxID, label: view.strings.text("game.schuettelbox.a11y.box"), role: .drawable,
                hitRegion: region, isEnabled: view.phase == .activity))
        if sinceShake == nil, !revealsHidden { nodes.append(shakeButton()) }
        return nodes
    }

    // MARK: - The box

    private func boxNodes() -> [Node] {
        let ink = Stroke(color: Palette.ink, width: max(1.5, d * 0.08))
        var nodes: [Node] = []
        for (compartment, opening) in [(layout.left, leftLidOpening), (layout.right, rightLidOpening)] where opening > 0
        {
            nodes.append(
                .group(
                    [
                        .rect(
                            layout.openLid(over: compartment), cornerRadius: d * 0.2, fill: Palette.accent, stroke: ink)
                    ],
                    opacity: opening))
        }
        nodes.append(.rect(layout.body, cornerRadius: d * 0.35, fill: Palette.accentSoft, stroke: ink))
        for compartment in [layout.left, layout.right] {
            nodes.append(
                .rect(
                    compartment, cornerRadius: d * 0.25, fill: Palette.surface,
                    stroke: Stroke(color: Palette.outline, width: max(1, d * 0.05))))
        }
        nodes += visibleBeads()
        if revealsHidden { nodes += hiddenBeads() }
        nodes += lids(ink: ink)
        if task.showsWholeNumeral || view.rung >= .h1 || !view.voiceEnabled {
            // Step 3 names N only by voice; with the voice off (or after H1's line) it is written.
            nodes.append(.rect(layout.numeralBadge, cornerRadius: d * 0.3, fill: Palette.surface, stroke: ink))
            nodes.append(
                .text(
                    String(task.whole), frame: layout.numeralBadge,
                    style: TextStyle(size: d * 1.0, weight: .bold, color: Palette.ink)))
        }
        return nodes
    }

    private func visibleBeads() -> [Node] {
        if showsWhole {
            return SchuettelboxPicture.beads(layout.structured(task.whole, in: layout.left), diameter: d)
        }
        guard leftLidOpening > 0 else { return [] }
        if task.display == .scattered {
            let scattered = layout.scattered(task.visible, in: layout.left, seed: task.layoutSeed)
            return scattered.centers.map {
                Bead.node(.filled(.redSolid), center: $0, diameter: scattered.diameter)
            }
        }
        return SchuettelboxPicture.beads(layout.structured(task.visible, in: layout.left), diameter: d)
    }

    /// The hidden beads in rows of five; in the solution they light up one by one as they are counted.
    private func hiddenBeads() -> [Node] {
        let centers = layout.structured(task.number, in: layout.right)
        var nodes = SchuettelboxPicture.beads(centers, diameter: d)
        if solving {
            nodes += centers.prefix(countedHidden).map { StimulusLayout.ring(center: $0, diameter: d) }
        }
        return nodes
    }

    /// How many hidden beads the counting voice has reached in the solution.
    private var countedHidden: Int {
        let elapsed = view.rungElapsed ?? 0
        return min(task.number, Int(elapsed / SchuettelboxPicture.countInterval) + 1)
    }

    private func lids(ink: Stroke) -> [Node] {
        var nodes: [Node] = []
        for (compartment, opening) in [(layout.left, leftLidOpening), (layout.right, rightLidOpening)] where opening < 1
        {
            let seeThrough = compartment == layout.right && view.rung == .h2
            let lid = Node.rect(
                layout.closedLid(over: compartment), cornerRadius: d * 0.3, fill: Palette.accent, stroke: ink)
            nodes.append(.group([lid], opacity: (1 - opening) * (seeThrough ? 0.45 : 1)))
            if seeThrough {
                // H2: the hidden beads' outlines show through the lid.
                nodes += layout.structured(task.number, in: compartment).map {
                    Bead.node(.empty, center: $0, diameter: d)
                }
            }
        }
        return nodes
    }

    static func beads(_ centers: [Point], diameter: Double) -> [Node] {
        centers.enumerated().map { index, center in
            let coding = BeadChainPlace(index: index % 10 + 1)?.coding ?? .redSolid
            return Bead.node(.filled(coding), center: center, diameter: diameter)
        }
    }

    // MARK: - Outline places and the shake button

    /// The N places (DR-18): always at step 1, from H1 on at every step, pulsing at H1. They are all
    /// filled while the box holds the whole, and show k filled once the left lid opens.
    private func outlinePlaces() -> [Node] {
        guard task.showsOutlinePlaces || view.rung >= .h1 else { return [] }
        let (centers, diameter) = layout.outlinePlaces(task.whole)
        let filled = !showsWhole && leftLidOpening > 0 ? task.visible : task.whole
        var nodes: [Node] = centers.enumerated().map { index, center in
            let coding = BeadChainPlace(index: index + 1)?.coding ?? .redSolid
            return Bead.node(index < filled ? .filled(coding) : .empty, center: center, diameter: diameter)
        }
        if solving {
            nodes += centers.dropFirst(task.visible).prefix(countedHidden).map {
                StimulusLayout.ring(center: $0, diameter: diameter)
            }
        }
        guard view.rung == .h1 else { return nodes }
        let pulse = view.pulse(since: view.rungStartedAt)
        let row = Node.group(nodes, opacity: 0.55 + 0.45 * pulse)
        return [StimulusLayout.scaled(row, by: 1 + 0.06 * pulse, around: layout.outlineRow.center)]
    }

    /// The shake-button picture: a box between motion lines. Enabled while the box waits to be
    /// shaken, faded before; it pulses gently to invite the shake.
    private func shakeButton() -> Node {
        let frame = layout.shakeButton
        let enabled = view.phase == .activity
        let u = frame.width / 10
        let c = frame.center
        let ink = Stroke(color: Palette.ink, width: max(2, u * 0.45))
        let box = Rect(x: c.x - 2.6 * u, y: c.y - 1.6 * u, width: 5.2 * u, height: 3.6 * u)
        var children: [Node] = [
            .rect(frame, cornerRadius: Metrics.cornerRadius, fill: Palette.accent, stroke: ink),
            .rect(box, cornerRadius: u * 0.6, fill: Palette.accentSoft, stroke: ink),
            .line(from: Point(x: box.minX, y: box.minY + u), to: Point(x: box.maxX, y: box.minY + u), stroke: ink),
        ]
        for side in [-1.0, 1.0] {
            let x = c.x + side * 3.6 * u
            children.append(
                .path(
                    [
                        .move(Point(x: x, y: c.y - 1.8 * u)),
                        .quad(control: Point(x: x + side * 1.1 * u, y: c.y), to: Point(x: x, y: c.y + 1.8 * u)),
                    ], fill: nil, stroke: ink))
        }
        var button = Node.group(children, opacity: enabled ? 1 : 0.4)
        if enabled {
            button = StimulusLayout.scaled(
                button, by: 1 + 0.05 * view.pulse(since: view.activityStartedAt), around: frame.center)
        }
        return button.interactive(
            SchuettelboxRules.shakeID, label: view.strings.text("game.a11y.shake"), hitRegion: frame,
            isEnabled: enabled)
    }
}

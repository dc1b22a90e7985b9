import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Wie viele?'s picture (docs/games.md#wie-viele): n objects as a field, a dice face, fingers, a
/// ten-stick or scattered. H1 outlines the fives, H2 lets the objects glide into a Zwanzigerfeld,
/// the solution lights them one by one while the voice counts.
extension WieVieleRules: TileGame, JourneyPlayable {
    /// Seconds per counted object in the solution, in step with `num.1 … num.n`.
    static let countInterval = 0.7
    /// How long the objects glide into the field at H2.
    static let glideDuration = 0.8

    public func stimulus(_ view: RoundView<WieVieleRules>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let task = view.task
        let area = frame.insetBy(dx: 4, dy: 4)
        let label = (WieVieleRules.quantityID, WieVieleRules.listeningLabel(view))
        let structured = view.rung >= .h2
        if task.objectAsset.isEmpty || !WieVieleRules.showsObjects(task.display) {
            if structured { return fieldHint(view, in: area, label: label) }
            var nodes = [
                DotPattern(
                    task.display.dotPattern(task.number, seed: task.layoutSeed), frame: area, accessibility: label
                ).node()
            ]
            if view.rung == .h1 {
                let opacity = 0.5 + 0.5 * view.pulse(since: view.rungStartedAt)
                let box = Rect(center: area.center, size: Size(width: area.width - 2, height: area.height - 2))
                nodes.append(
                    .group(
                        [.rect(box, cornerRadius: 16, fill: nil, stroke: Stroke(color: Palette.accent, width: 4))],
                        opacity: opacity))
            }
            return nodes
        }
        return objects(view, in: area, label: label)
    }

    static func showsObjects(_ display: WieVieleDisplay) -> Bool {
        display == .field || display == .scattered
    }

    /// A tap on the scattered objects (step 3) marks or unmarks the nearest one
    /// (docs/games.md#wie-viele, D-0526); taps farther than one object from every object do
    /// nothing.
    public func interpretStimulus(
        _ intent: GameIntent, view: RoundView<WieVieleRules>
    ) -> PlayInput<Int, WieVielePlay> {
        let frame = TilePlayfield.stimulusFrame(of: view, game: self)
        guard WieVieleRules.isMarkable(view.task), frame.width > 0, frame.height > 0 else { return .none }
        guard case .tapAt(let id, let point) = intent, id == WieVieleRules.quantityID else {
            return interpretMarker(intent, view: view)
        }
        let placed = WieVieleRules.placement(view, in: frame.insetBy(dx: 4, dy: 4))
        return WieVieleRules.nearest(to: point, centers: placed.centers, side: placed.side).map {
            PlayInput(toggleMark: $0)
        }
            ?? .none
    }

    static let quantityID = A11yID.gameElement(.wieViele, "quantity")

    /// Only the scattered objects take marks; the other pictures stay images.
    static func isMarkable(_ task: WieVieleTask) -> Bool {
        task.display == .scattered && !task.objectAsset.isEmpty
    }

    /// The index of the object nearest `point`, when it lies within one object size of its centre.
    static func nearest(to point: Point, centers: [Point], side: Double) -> Int? {
        let distances = centers.enumerated().map { index, center -> (Int, Double) in
            let dx = center.x - point.x
            let dy = center.y - point.y
            return (index, (dx * dx + dy * dy).squareRoot())
        }
        guard let best = distances.min(by: { $0.1 < $1.1 }), best.1 <= max(side, 30) else { return nil }
        return best.0
    }

    /// Where the objects are now: their arrangement, on the way into rows of five from H2 on.
    /// An object keeps its index through the glide, so its mark moves with it.
    static func placement(
        _ view: RoundView<WieVieleRules>, in area: Rect
    ) -> (
        centers: [Point], side: Double, progress: Double
    ) {
        let task = view.task
        let to = WieVieleRules.fieldLayout(count: task.number, in: area)
        var from = to
        if task.display == .scattered {
            from = ObjectGroup(
                count: task.number, imageName: task.objectAsset, arrangement: .scattered(seed: task.layoutSeed),
                frame: area
            ).layout()
            // Scattered objects are taken left to right, so each five is a band and the glide into
            // the rows does not cross over itself.
            from.centers.sort { ($0.x, $0.y) < ($1.x, $1.y) }
        }
        var progress = 0.0
        if view.rung == .h2 {
            let elapsed = view.rungElapsed ?? WieVieleRules.glideDuration
            progress = view.reduceMotion ? 1 : min(1, elapsed / WieVieleRules.glideDuration)
        } else if view.rung == .solution {
            progress = 1
        }
        let side = from.side + (to.side - from.side) * progress
        let centers = zip(from.centers, to.centers).map { start, end in
            Point(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
        }
        return (centers, side, progress)
    }

    /// The objects in their arrangement; from H2 on they glide into rows of five.
    private func objects(_ view: RoundView<WieVieleRules>, in area: Rect, label: (A11yID, String)) -> [Node] {
        let task = view.task
        let (centers, side, progress) = WieVieleRules.placement(view, in: area)
        var nodes: [Node] = []
        if progress >= 1 || task.display == .field, let first = centers.first {
            // The field's board behind the rows.
            let board = centers.dropFirst().reduce(Rect(center: first, size: Size(width: side, height: side))) {
                $0.union(Rect(center: $1, size: Size(width: side, height: side)))
            }.insetBy(dx: -side * 0.3, dy: -side * 0.3)
            nodes.append(
                .rect(
                    board, cornerRadius: side * 0.35, fill: Palette.surface,
                    stroke: Stroke(color: Palette.outline, width: 2)))
        }
        if view.rung == .h1 || view.rung == .h2 {
            nodes += fives(centers: centers, side: side, inField: progress >= 1 || task.display == .field, view: view)
        }
        if view.rung == .solution {
            nodes += WieVieleRules.lit(count: litCount(view), centers: centers, side: side)
        }
        let images = centers.map {
            Node.image(task.objectAsset, frame: Rect(center: $0, size: Size(width: side, height: side)))
        }
        // Scattered objects answer a tap with its position (D-0526): one adjustable element, whose
        // marker the arrow keys move (issue 19).
        let markable = WieVieleRules.isMarkable(task)
        nodes.append(
            Node.group(images).interactive(
                label.0, label: label.1, role: markable ? .adjustable : .image, hitRegion: area,
                adjustsWithArrows: markable))
        nodes += WieVieleRules.markNodes(view.marks, centers: centers, side: side)
        if markable { nodes += WieVieleRules.markerNode(view.play, centers: centers, side: side) }
        return nodes
    }

    /// A marked object wears an accent ring and, on the ring's upper right, an accent badge with a
    /// white tick: the shapes, not the colour alone, say "counted".
    static func markNodes(_ marks: Set<Int>, centers: [Point], side: Double) -> [Node] {
        let diameter = side * 1.2
        let outer = diameter * 0.5 + max(3, diameter * 0.16)
        let radius = max(9, side * 0.18)
        return marks.sorted().filter { centers.indices.contains($0) }.flatMap { index -> [Node] in
            let center = centers[index]
            let badge = Point(x: center.x + outer * 0.7071, y: center.y - outer * 0.7071)
            let tick: [PathElement] = [
                .move(Point(x: badge.x - radius * 0.45, y: badge.y)),
                .line(Point(x: badge.x - radius * 0.1, y: badge.y + radius * 0.35)),
                .line(Point(x: badge.x + radius * 0.45, y: badge.y - radius * 0.35)),
            ]
            return [
                StimulusLayout.ring(center: center, diameter: diameter),
                .circle(
                    center: badge, radius: radius, fill: Palette.accent,
                    stroke: Stroke(color: Palette.surface, width: 2)),
                .path(tick, fill: nil, stroke: Stroke(color: Palette.surface, width: max(2.5, radius * 0.3))),
            ]
        }
    }

    /// The objects in rows of five like the Zwanzigerfeld: ten to a row with a gap after five,
    /// or, in narrow areas, five to a row with a gap after each ten; objects at most 88 pt, centred
    /// with room for the board around them.
    static func fieldLayout(count: Int, in area: Rect) -> (centers: [Point], side: Double) {
        let count = max(1, min(20, count))
        let pitch = 1.15
        let gap = 0.45
        let pad = 0.6
        func unit(perRow: Int) -> Size {
            let columns = min(count, perRow)
            let rows = (count + perRow - 1) / perRow
            let groupGaps = perRow == 10 ? (columns > 5 ? 1 : 0) : 0
            let rowGaps = perRow == 10 ? rows - 1 : (rows > 2 ? 1 : 0)
            return Size(
                width: Double(columns) * pitch + Double(groupGaps) * gap + pad,
                height: Double(rows) * pitch + Double(rowGaps) * gap + pad)
        }
        func side(perRow: Int) -> Double {
            let size = unit(perRow: perRow)
            return max(0, min(area.width / size.width, area.height / size.height, 88))
        }
        // The wide field is the usual picture; narrow areas switch when that makes objects a quarter bigger.
        let perRow = side(perRow: 5) > side(perRow: 10) * 1.25 ? 5 : 10
        let s = side(perRow: perRow)
        let size = unit(perRow: perRow)
        let origin = Point(
            x: area.center.x - (size.width - pad) * s / 2, y: area.center.y - (size.height - pad) * s / 2)
        let centers = (0..<count).map { index -> Point in
            let column = index % perRow
            let row = index / perRow
            let x = (Double(column) * pitch + pitch / 2 + (perRow == 10 && column >= 5 ? gap : 0)) * s
            let rowOffset = perRow == 10 ? Double(row) * (pitch + gap) : Double(row) * pitch + (row >= 2 ? gap : 0)
            return Point(x: origin.x + x, y: origin.y + (rowOffset + pitch / 2) * s)
        }
        return (centers, s)
    }

    /// The fives outlined: a soft box around each row of five in a field, a coloured ring per
    /// object (red for the first five, blue for the next) when scattered.
    private func fives(centers: [Point], side: Double, inField: Bool, view: RoundView<WieVieleRules>) -> [Node] {
        let opacity = view.rung == .h1 ? 0.55 + 0.45 * view.pulse(since: view.rungStartedAt) : 1
        var nodes: [Node] = []
        for start in stride(from: 0, to: centers.count, by: 5) {
            let group = Array(centers[start..<min(centers.count, start + 5)])
            let color = (start / 5) % 2 == 0 ? Palette.beadRed : Palette.beadBlue
            let stroke = Stroke(color: color, width: max(3, side * 0.06))
            if inField, let first = group.first {
                let box = group.dropFirst().reduce(Rect(center: first, size: Size(width: side, height: side))) {
                    $0.union(Rect(center: $1, size: Size(width: side, height: side)))
                }.insetBy(dx: -side * 0.08, dy: -side * 0.08)
                nodes.append(.rect(box, cornerRadius: side * 0.3, fill: nil, stroke: stroke))
            } else {
                nodes += group.map { .circle(center: $0, radius: side * 0.56, fill: nil, stroke: stroke) }
            }
        }
        return [.group(nodes, opacity: opacity)]
    }

    /// How many objects the counting voice has reached.
    private func litCount(_ view: RoundView<WieVieleRules>) -> Int {
        let elapsed = view.rungElapsed ?? 0
        return min(view.task.number, Int(elapsed / WieVieleRules.countInterval) + 1)
    }

    static func lit(count: Int, centers: [Point], side: Double) -> [Node] {
        centers.prefix(count).map { .circle(center: $0, radius: side * 0.6, fill: Palette.accentSoft) }
    }

    /// Dice, fingers and ten-sticks make way for a Zwanzigerfeld of n at H2; the solution lights
    /// its beads one by one.
    private func fieldHint(_ view: RoundView<WieVieleRules>, in area: Rect, label: (A11yID, String)) -> [Node] {
        let field = Zwanzigerfeld.fitting(filled: view.task.number, in: area, maximumDiameter: 64, accessibility: label)
        var nodes = [field.node()]
        if view.rung == .solution {
            nodes += (1...max(1, litCount(view))).map {
                StimulusLayout.ring(center: field.center(of: $0), diameter: field.beadDiameter)
            }
        }
        return nodes
    }
}

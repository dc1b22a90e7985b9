import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Wie viele?'s picture (games.md 11.2): n objects as a field, a dice face, fingers, a ten-stick
/// or scattered. H1 outlines the fives, H2 lets the objects glide into a Zwanzigerfeld, the
/// solution lights them one by one while the voice counts.
extension WieVieleRules: TileGame {
    /// Seconds per counted object in the solution, in step with `num.1 … num.n`.
    static let countInterval = 0.7
    /// How long the objects glide into the field at H2.
    static let glideDuration = 0.8

    public func options(of task: WieVieleTask) -> AnswerOptions { task.options }

    public func stimulus(_ view: TaskView<WieVieleTask>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let task = view.task
        let area = frame.insetBy(dx: 4, dy: 4)
        let label = (A11yID.gameElement(.wieViele, "quantity"), view.strings.text("game.a11y.quantity"))
        let structured = view.rung >= .h2
        if task.objectAsset.isEmpty || !WieVieleRules.showsObjects(task.display) {
            if structured { return fieldHint(view, in: area, label: label) }
            var nodes = [DotPattern(WieVieleRules.kind(of: task), frame: area, accessibility: label).node()]
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

    static func kind(of task: WieVieleTask) -> DotPattern.Kind {
        switch task.display {
        case .dice: .dice(task.number)
        case .fingers: .fingers(task.number)
        case .tenStickAndFingers: .tenStickAndFingers(task.number)
        case .field, .scattered: .scattered(task.number, seed: task.layoutSeed)
        }
    }

    /// The objects in their arrangement; from H2 on they glide into rows of five.
    private func objects(_ view: TaskView<WieVieleTask>, in area: Rect, label: (A11yID, String)) -> [Node] {
        let task = view.task
        let fieldArea = WieVieleRules.fieldArea(count: task.number, in: area)
        let shown =
            task.display == .scattered
            ? ObjectGroup(
                count: task.number, imageName: task.objectAsset, arrangement: .scattered(seed: task.layoutSeed),
                frame: area)
            : ObjectGroup(count: task.number, imageName: task.objectAsset, arrangement: .field, frame: fieldArea)
        let field = ObjectGroup(count: task.number, imageName: task.objectAsset, arrangement: .field, frame: fieldArea)
        var from = shown.layout()
        // Scattered objects are taken left to right, so each five is a band and the glide into
        // the rows does not cross over itself.
        if task.display == .scattered { from.centers.sort { ($0.x, $0.y) < ($1.x, $1.y) } }
        let to = field.layout()
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
        nodes.append(
            Node.group(images).interactive(label.0, label: label.1, role: .image, hitRegion: area))
        return nodes
    }

    /// The largest objects of at most 88 pt whose rows of five, with their board, fit `area`.
    static func fieldArea(count: Int, in area: Rect) -> Rect {
        let columns = Double(min(max(1, count), 10))
        let rows = Double((max(1, count) + 9) / 10)
        let unitWidth = columns * 1.15 + (columns > 5 ? 0.45 : 0) + 0.6
        let unitHeight = rows * 1.15 + (rows - 1) * 0.45 + 0.6
        let side = max(0, min(area.width / unitWidth, area.height / unitHeight, 88))
        return Rect(center: area.center, size: Size(width: (unitWidth - 0.6) * side, height: (unitHeight - 0.6) * side))
    }

    /// The fives outlined: a soft box around each row of five in a field, a coloured ring per
    /// object (red for the first five, blue for the next) when scattered.
    private func fives(centers: [Point], side: Double, inField: Bool, view: TaskView<WieVieleTask>) -> [Node] {
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
    private func litCount(_ view: TaskView<WieVieleTask>) -> Int {
        let elapsed = view.rungElapsed ?? 0
        return min(view.task.number, Int(elapsed / WieVieleRules.countInterval) + 1)
    }

    static func lit(count: Int, centers: [Point], side: Double) -> [Node] {
        centers.prefix(count).map { .circle(center: $0, radius: side * 0.6, fill: Palette.accentSoft) }
    }

    /// Dice, fingers and ten-sticks make way for a Zwanzigerfeld of n at H2; the solution lights
    /// its beads one by one.
    private func fieldHint(_ view: TaskView<WieVieleTask>, in area: Rect, label: (A11yID, String)) -> [Node] {
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

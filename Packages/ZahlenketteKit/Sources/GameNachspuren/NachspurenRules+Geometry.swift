import ZKContent
import ZKCore
import ZKGameKit
import ZKScene

/// Where the open numeral's strokes lie now, and which one the child is on
/// (docs/games.md#nachspuren).
extension NachspurenRules {
    /// `S07.nachspuren.canvas`: the numeral the child traces.
    public static let canvasID = A11yID.gameElement(.nachspuren, "canvas")

    /// The ghost finger and the keyboard pen move this many glyph heights per second.
    static let ghostSpeed = 0.9
    static let penSpeed = 0.8
    /// The ghost finger rests on the dot this long before it moves.
    static let ghostRest = 0.5

    /// The numeral's layout, above the band a written home language keeps for its word
    /// (`HomeWordCaption`, docs/content.md#home-language-number-words).
    func layout(_ view: RoundView<NachspurenRules>) -> NachspurenLayout {
        let frame = view.frame
        let band = HomeWordCaption.band(of: view)
        let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - band))
        return NachspurenLayout(
            digits: view.task.digits.count, aspectRatio: aspectRatio, in: area, minimumHeight: trace.minimumHeight)
    }

    /// From the solution on (and in the demo) the other strokes write themselves and the child
    /// makes one guided trace of the last (docs/games.md#nachspuren, Hints).
    static func solving(_ view: RoundView<NachspurenRules>) -> Bool {
        view.rung == .solution || view.phase.isSolution
    }

    /// The stroke the child is on: the next one, or the last one while the solution shows.
    func target(_ view: RoundView<NachspurenRules>) -> Int {
        let count = view.task.strokes.count
        return NachspurenRules.solving(view) ? max(0, count - 1) : min(view.play.done, max(0, count - 1))
    }

    /// The corridor now, as a share of the glyph height: the step's, at least 28 % from H2 on,
    /// 40 % for the guided trace.
    func corridorShare(_ view: RoundView<NachspurenRules>) -> Double {
        if NachspurenRules.solving(view) { return trace.guidedCorridor }
        if view.rung == .h2 { return max(view.task.corridor, trace.hintCorridor) }
        return view.task.corridor
    }

    /// Stroke `index` in layout points.
    func path(_ index: Int, task: NachspurenTask, layout: NachspurenLayout) -> TracePath {
        guard task.strokes.indices.contains(index) else { return TracePath([]) }
        let stroke = task.strokes[index]
        return TracePath(layout.points(stroke.points, digit: stroke.digit))
    }

    /// The checker's verdict on `points` for the open stroke.
    func verdict(_ points: [Point], view: RoundView<NachspurenRules>) -> StrokeVerdict {
        let task = view.task
        let index = target(view)
        guard task.strokes.indices.contains(index) else { return .tooShort }
        let layout = layout(view)
        let stroke = task.strokes[index]
        return TraceChecker.verdict(
            points, template: path(index, task: task, layout: layout),
            mirrored: TracePath(layout.points(stroke.mirrored, digit: stroke.digit)),
            corridor: corridorShare(view) * layout.glyphHeight, rules: trace)
    }

    /// The Ziffer (0–9) of stroke `index`.
    func digit(ofStroke index: Int, in task: NachspurenTask) -> Int {
        guard task.strokes.indices.contains(index) else { return task.number % 10 }
        return task.digits[task.strokes[index].digit]
    }

    /// The length of stroke `index` in glyph heights (its width scaled by the glyph box).
    func unitLength(_ index: Int, in task: NachspurenTask) -> Double {
        guard task.strokes.indices.contains(index) else { return 1 }
        let points = task.strokes[index].points.map { Point(x: $0.x * aspectRatio, y: $0.y) }
        return max(0.1, TracePath(points).length)
    }

    /// How long the ghost finger takes for the open stroke, its rest on the dot included.
    func ghostDuration(_ view: RoundView<NachspurenRules>) -> Double {
        let travel = unitLength(target(view), in: view.task) / NachspurenRules.ghostSpeed
        return NachspurenRules.ghostRest + min(3.5, max(1, travel))
    }

    /// How far along its stroke the pen is now (0…1).
    func penProgress(_ pen: KeyboardPen, view: RoundView<NachspurenRules>) -> Double {
        guard let pressed = pen.pressedAt else { return pen.progress }
        let moved = max(0, view.time - pressed) * NachspurenRules.penSpeed / unitLength(pen.stroke, in: view.task)
        return min(1, pen.progress + moved)
    }

    /// The open stroke as a finger would draw it, every few points, ending now (`reversed`: from
    /// its end to its dot).
    func templateStroke(_ view: RoundView<NachspurenRules>, reversed: Bool = false) -> TracedStroke? {
        let path = path(target(view), task: view.task, layout: layout(view))
        guard path.length > 0 else { return nil }
        let count = max(2, Int(path.length / 6) + 1)
        var points = (0..<count).map { path.point(at: path.length * Double($0) / Double(count - 1)) }
        if reversed { points.reverse() }
        let interval = 0.01
        return TracedStroke(points: points, start: view.time - Double(count - 1) * interval, interval: interval)
    }
}

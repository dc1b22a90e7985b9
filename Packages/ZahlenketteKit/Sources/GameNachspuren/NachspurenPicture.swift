import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// The numeral drawn for one moment of a task (docs/games.md#nachspuren). Step 1 shows a 28 %
/// corridor with arrows along the open stroke and a ghost finger; step 2 a 20 % corridor, the green
/// dot and one arrow; step 3 only a faint outline. H1 replays the ghost finger and shows the green
/// dot at every step; H2 widens the corridor to 28 % and adds the arrows; the solution writes the
/// other strokes by itself and waits for one guided trace in a 40 % corridor.
struct NachspurenPicture {
    let view: RoundView<NachspurenRules>
    let rules: NachspurenRules
    let layout: NachspurenLayout

    /// A rejected stroke fades out over this long.
    static let fadeSeconds = 0.8
    /// In the solution each stroke takes this long to write itself.
    static let autoDrawSeconds = 0.9

    private var task: NachspurenTask { view.task }
    private var h: Double { layout.glyphHeight }
    private var target: Int { rules.target(view) }
    private var solving: Bool { NachspurenRules.solving(view) }

    private var isCorrect: Bool {
        if case .correctFeedback = view.phase { return true }
        return false
    }

    private var inkWidth: Double { max(5, h * 0.045) }

    func nodes() -> [Node] {
        var nodes = cards()
        if isCorrect {
            nodes += (0..<task.strokes.count).map {
                line(path($0).points, color: Palette.correct, width: inkWidth * 1.3)
            }
            nodes += field()
            nodes.append(canvas())
            if let correctAt = view.correctAt, view.time - correctAt < Motion.celebration {
                let center = layout.boxes.reduce(layout.boxes[0]) { $0.union($1) }.center
                nodes.append(
                    StarBurst(
                        center: center, radius: min(140, h * 0.6), start: correctAt, reduceMotion: view.reduceMotion
                    )
                    .node(at: view.time))
            }
            return nodes + homeWord()
        }
        nodes += guides()
        nodes += ink()
        nodes += faded()
        nodes += marks()
        nodes += field()
        nodes.append(canvas())
        nodes += homeWord()
        return nodes
    }

    /// In the solution, the numeral's word in the child's home language under it
    /// (docs/content.md#home-language-number-words).
    private func homeWord() -> [Node] {
        let band = HomeWordCaption.band(of: view)
        guard HomeWordCaption.isRevealing(view), band > 0 else { return [] }
        let frame = view.frame
        let numeral = layout.boxes.reduce(layout.boxes[0]) { $0.union($1) }
        let area = Rect(x: frame.minX, y: frame.maxY - band, width: frame.width, height: band)
        return HomeWordCaption.node(for: task.number, view: view, under: numeral, in: area).map { [$0] } ?? []
    }

    private func path(_ index: Int) -> TracePath { rules.path(index, task: task, layout: layout) }

    private func line(_ points: [Point], color: Color, width: Double, opacity: Double = 1) -> Node {
        let node = Node.path(NachspurenPicture.smooth(points), fill: nil, stroke: Stroke(color: color, width: width))
        return opacity >= 1 ? node : .group([node], opacity: opacity)
    }

    /// A polyline drawn as a smooth curve through the midpoints of its segments; a sharp corner
    /// (a turn of more than 50°, the tip of the 1 or the 4) stays sharp.
    static func smooth(_ points: [Point]) -> [PathElement] {
        guard let first = points.first else { return [] }
        guard points.count > 2 else { return [.move(first)] + points.dropFirst().map { .line($0) } }
        var elements: [PathElement] = [.move(first)]
        for index in 1..<(points.count - 1) {
            let a = points[index - 1]
            let b = points[index]
            let c = points[index + 1]
            let inbound = atan2(b.y - a.y, b.x - a.x)
            let outbound = atan2(c.y - b.y, c.x - b.x)
            var turn = abs(outbound - inbound)
            if turn > Double.pi { turn = 2 * Double.pi - turn }
            let middle = Point(x: (b.x + c.x) / 2, y: (b.y + c.y) / 2)
            if turn > 50 * Double.pi / 180 {
                elements += [.line(b), .line(middle)]
            } else {
                elements.append(.quad(control: b, to: middle))
            }
        }
        elements.append(.line(points[points.count - 1]))
        return elements
    }

    /// A writing card behind each Ziffer.
    private func cards() -> [Node] {
        layout.boxes.map {
            .rect(
                $0.insetBy(dx: -h * NachspurenLayout.cardMargin, dy: -h * NachspurenLayout.cardMargin),
                cornerRadius: Metrics.cornerRadius, fill: Palette.surface,
                stroke: Stroke(color: Palette.outline, width: 2))
        }
    }

    // MARK: - Guides

    private var showsCorridor: Bool {
        !task.guides.contains(.faintOutline) || view.rung >= .h2 || solving
    }

    /// Arrows along the whole open stroke (step 1, H2, the solution), or one after the dot (step 2).
    private var arrowCount: Int? {
        if view.rung >= .h2 || solving || task.guides.contains(.ghostFinger) { return nil }
        return task.guides.contains(.arrows) ? 1 : 0
    }

    private var showsDot: Bool {
        task.guides.contains(.startDot) || task.guides.contains(.ghostFinger) || view.rung >= .h1 || solving
    }

    private func guides() -> [Node] {
        var nodes: [Node] = []
        let open = Array(min(view.play.done, task.strokes.count)..<task.strokes.count)
        // The faint outline of every stroke the child has not written (the solution inks over it).
        nodes += open.map { line(path($0).points, color: Palette.outline, width: max(2, h * 0.018), opacity: 0.45) }
        if showsCorridor, task.strokes.indices.contains(target) {
            let width = rules.corridorShare(view) * h
            nodes.insert(line(path(target).points, color: Palette.accentSoft, width: width), at: 0)
            if arrowCount != 0 { nodes += arrows(path(target), limit: arrowCount) }
        }
        return nodes
    }

    /// Small chevrons pointing the way along `path`, about every third of a glyph height. For a
    /// left hand they sit beside the stroke on its right (or upper) side, and none lies where the
    /// hand rests while the finger is on the green dot (`leftHandArea`).
    private func arrows(_ path: TracePath, limit: Int?) -> [Node] {
        let spacing = h * 0.3
        let size = h * 0.05
        let stroke = Stroke(color: Palette.ink, width: max(2, h * 0.014))
        let hand = NachspurenPicture.leftHandArea(at: path.point(at: 0), glyphHeight: h)
        var offsets = Array(stride(from: spacing * 0.6, to: path.length - spacing * 0.3, by: spacing))
        var chevrons: [[Point]] = offsets.map { s in
            let tip = path.point(at: s)
            let back = path.point(at: max(0, s - size))
            let length = max(0.001, tip.distance(to: back))
            let ux = (tip.x - back.x) / length
            let uy = (tip.y - back.y) / length
            let left = Point(x: tip.x - ux * size - uy * size * 0.7, y: tip.y - uy * size + ux * size * 0.7)
            let right = Point(x: tip.x - ux * size + uy * size * 0.7, y: tip.y - uy * size - ux * size * 0.7)
            guard rules.leftHanded else { return [left, tip, right] }
            // The normal pointing right (or up, on a level stroke), away from a left hand.
            var (nx, ny) = (-uy, ux)
            if nx - ny < 0 { (nx, ny) = (uy, -ux) }
            let shift = h * NachspurenPicture.arrowShift
            return [left, tip, right].map { Point(x: $0.x + nx * shift, y: $0.y + ny * shift) }
        }
        if rules.leftHanded {
            let kept = chevrons.indices.filter { !chevrons[$0].contains { hand.contains($0) } }
            chevrons = kept.map { chevrons[$0] }
            offsets = kept.map { offsets[$0] }
        }
        if let limit { chevrons = Array(chevrons.prefix(limit)) }
        return chevrons.map { points in
            .group(
                [.path([.move(points[0]), .line(points[1]), .line(points[2])], fill: nil, stroke: stroke)],
                opacity: 0.7)
        }
    }

    /// How far a left hand's arrows sit beside the stroke, as a share of the glyph height.
    static let arrowShift = 0.07

    /// Where a left hand rests while its finger is on `dot` (docs/games.md#nachspuren): below the
    /// dot and to its left, as far as 0.6 glyph heights each way.
    static func leftHandArea(at dot: Point, glyphHeight h: Double) -> Rect {
        let clear = max(10, h * 0.045)
        return Rect(x: dot.x - 0.6 * h, y: dot.y + clear, width: 0.6 * h - clear, height: 0.6 * h)
    }

    // MARK: - Ink

    /// Strokes done before the open one, by the child (their ink) or, in the solution, by themselves.
    private var autoDrawn: Int { solving ? max(view.play.done, target) : view.play.done }

    private func ink() -> [Node] {
        var nodes = view.play.ink.map {
            line(layout.points($0.points, digit: $0.digit), color: Palette.ink, width: inkWidth)
        }
        if solving {
            // The remaining strokes write themselves one after another.
            let elapsed = view.rungElapsed ?? 0
            for (order, index) in (view.play.done..<target).enumerated() {
                let share = min(1, max(0, elapsed / NachspurenPicture.autoDrawSeconds - Double(order)))
                guard share > 0 else { continue }
                let stroke = path(index)
                nodes.append(line(partial(stroke, share), color: Palette.ink, width: inkWidth))
            }
        }
        if let pen = view.play.pen, pen.stroke == target {
            let progress = rules.penProgress(pen, view: view)
            nodes.append(line(partial(path(target), progress), color: Palette.ink, width: inkWidth))
        }
        return nodes
    }

    /// The first `share` of a path's points, ending exactly at that share.
    private func partial(_ path: TracePath, _ share: Double) -> [Point] {
        let s = path.length * share
        return zip(path.points, path.cumulative).filter { $0.1 < s }.map(\.0) + [path.point(at: s)]
    }

    private func faded() -> [Node] {
        guard let stroke = view.play.faded, let at = view.play.fadedAt else { return [] }
        let age = view.time - at
        guard age < NachspurenPicture.fadeSeconds else { return [] }
        return [
            line(
                stroke.points, color: Palette.outline, width: inkWidth, opacity: 1 - age / NachspurenPicture.fadeSeconds
            )
        ]
    }

    // MARK: - The dot, the ghost finger, the pen

    private func marks() -> [Node] {
        guard task.strokes.indices.contains(target) else { return [] }
        let open = path(target)
        var nodes: [Node] = []
        if showsDot || view.phase == .activity {
            let start = open.point(at: 0)
            let radius = max(10, h * 0.045)
            var dot: Node = .group([
                .circle(center: start, radius: radius + 3, fill: Palette.white),
                .circle(center: start, radius: radius, fill: Palette.correct),
            ])
            if view.rung == .h1 {
                dot = StimulusLayout.scaled(dot, by: 1 + 0.25 * view.pulse(since: view.rungStartedAt), around: start)
            }
            nodes.append(dot)
        }
        if view.phase == .activity, let elapsed = view.activityElapsed {
            let travel = rules.ghostDuration(view) - NachspurenRules.ghostRest
            let share = min(1, max(0, (elapsed - NachspurenRules.ghostRest) / travel))
            nodes.append(line(partial(open, share), color: Palette.accent, width: inkWidth))
            nodes.append(hand(at: open.point(at: open.length * share)))
        }
        if let pen = view.play.pen, pen.stroke == target {
            let at = open.point(at: open.length * rules.penProgress(pen, view: view))
            let radius = max(9, h * 0.04)
            nodes.append(
                .circle(center: at, radius: radius, fill: Palette.accent, stroke: Stroke(color: Palette.ink, width: 3)))
        }
        return nodes
    }

    /// A translucent fingertip with the hand behind it, coming from below on the side of the
    /// child's writing hand: lower right, or lower left for a left hand.
    private func hand(at point: Point) -> Node {
        let radius = max(14, h * 0.07)
        let side = rules.leftHanded ? -1.0 : 1.0
        let wrist = Point(x: point.x + side * radius * 1.6, y: point.y + radius * 2.6)
        let outline = max(2, radius * 0.12)
        return .group(
            [
                .line(from: point, to: wrist, stroke: Stroke(color: Palette.ink, width: radius * 1.5 + 2 * outline)),
                .line(from: point, to: wrist, stroke: Stroke(color: Palette.skin, width: radius * 1.5)),
                .circle(
                    center: point, radius: radius, fill: Palette.skin,
                    stroke: Stroke(color: Palette.ink, width: outline)),
            ], opacity: 0.8)
    }

    // MARK: - The mini Zwanzigerfeld and the canvas

    /// Two-Ziffer numerals fill a mini Zwanzigerfeld, the ten-row first: the tens when the first
    /// Ziffer is written, the rest with the second.
    private func field() -> [Node] {
        guard let strip = layout.field, task.digits.count > 1, let tens = task.digits.first else { return [] }
        let written = isCorrect ? task.digits.count : digitsWritten
        let filled = written == 0 ? 0 : written == 1 ? tens * 10 : task.number
        let label = CountingLabel.text(CountingLabel.fives(CountingLabel.dot, filled), strings: view.strings)
        return [
            Zwanzigerfeld.fitting(
                filled: filled, in: strip, maximumDiameter: 28,
                accessibility: (.gameElement(.nachspuren, "field"), label)
            ).node()
        ]
    }

    /// Ziffern whose strokes are all written.
    private var digitsWritten: Int {
        let done = solving ? autoDrawn : view.play.done
        return (0..<task.digits.count).filter { digit in
            (task.lastStroke(of: digit) ?? Int.max) < done
        }.count
    }

    private func canvas() -> Node {
        let word = view.strings.text(GermanNumberWords.wordKey(for: task.number))
        return Node.rect(layout.canvas, fill: nil).interactive(
            NachspurenRules.canvasID, label: view.strings.text("game.nachspuren.a11y.canvas", .text(word)),
            role: .drawable, hitRegion: layout.canvas, isEnabled: view.acceptsAnswers)
    }
}

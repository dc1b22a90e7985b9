import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// The picture (docs/games.md#punkt-zu-punkt): the lines drawn so far, the pen on its dot, the dots
/// with their numerals (step 3: only 1, 5, 10, 15, 20; the others five-coded red and blue), the
/// next dot larger at step 1. H1 pulses the pen's dot, H2 fades all but two dots, the solution
/// draws the line itself; the finished picture fills with colour.
extension PunktZuPunktRules: RoundGame {
    /// How long the solution's line takes to draw itself.
    static let solutionDrawSeconds = 1.2

    public func playfield(_ view: RoundView<PunktZuPunktRules>) -> [Node] {
        let layout = layout(view)
        guard layout.dots.width > 40 else { return [] }
        let task = view.task
        let picture = task.picture
        let play = view.play
        if view.phase == .outro || view.phase == .finished { return finished(picture, layout: layout) }
        var nodes = lines(view, layout: layout)
        let active = Set(PunktZuPunktRules.activeDots(view))
        var dots: [Node] = []
        for number in 1...task.dotCount {
            let faded =
                !active.contains(number) || (view.phase.isSolution && number != task.target && number > play.pen)
            let dot = self.dot(number, view: view, layout: layout)
            dots.append(faded ? .group(dot, opacity: 0.3) : .group(dot))
        }
        let label = view.strings.text("game.punkt_zu_punkt.a11y.picture")
        nodes.append(
            Node.group(dots).interactive(
                PunktZuPunktRules.pictureID, label: label, role: .adjustable, hitRegion: layout.area))
        return nodes
    }

    /// The finished picture in colour: the content's picture, or the outline filled.
    private func finished(_ picture: PunktZuPunktPicture, layout: PunktZuPunktLayout) -> [Node] {
        if let reveal = picture.revealAsset { return [.image(reveal, frame: layout.area)] }
        let points = (1...max(1, picture.dots.count)).map { layout.center(of: $0, in: picture) }
        guard let first = points.first else { return [] }
        let outline: [PathElement] = [.move(first)] + points.dropFirst().map { .line($0) } + [.close]
        return [.path(outline, fill: Palette.accent, stroke: Stroke(color: Palette.ink, width: 4))]
    }

    /// The lines from dot 1 to the pen; the closing line of a finished closed picture; during the
    /// solution the line growing from the pen to the next dot.
    private func lines(_ view: RoundView<PunktZuPunktRules>, layout: PunktZuPunktLayout) -> [Node] {
        let picture = view.task.picture
        let pen = min(view.play.pen, picture.dots.count)
        let stroke = Stroke(color: Palette.ink, width: max(3, layout.dotRadius * 0.45))
        var points = (1...max(1, pen)).map { layout.center(of: $0, in: picture) }
        if view.play.isFinished, picture.closed, let first = points.first { points.append(first) }
        var nodes: [Node] = []
        if points.count > 1, let first = points.first {
            nodes.append(.path([.move(first)] + points.dropFirst().map { .line($0) }, fill: nil, stroke: stroke))
        }
        if PunktZuPunktRules.drawsSolution(view), let from = points.last {
            let to = layout.center(of: view.task.target, in: picture)
            let elapsed = view.rungElapsed ?? PunktZuPunktRules.solutionDrawSeconds
            let progress = view.reduceMotion ? 1 : min(1, elapsed / PunktZuPunktRules.solutionDrawSeconds)
            let end = Point(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            nodes.append(.line(from: from, to: end, stroke: Stroke(color: Palette.accent, width: stroke.width * 1.6)))
        }
        return nodes
    }

    /// True while the solution's line draws itself (its line, then the guided tap).
    static func drawsSolution(_ view: RoundView<PunktZuPunktRules>) -> Bool {
        view.phase.isSolution || view.phase == .wrongFeedback(rung: .solution)
    }

    /// One dot: connected dots small and ink; open ones white (step 3: red or blue by their five);
    /// the pen an accent ring; the next dot larger at step 1 and pulsing during the solution.
    private func dot(_ number: Int, view: RoundView<PunktZuPunktRules>, layout: PunktZuPunktLayout) -> [Node] {
        let task = view.task
        let center = layout.center(of: number, in: task.picture)
        var radius = layout.dotRadius
        var nodes: [Node] = []
        let isOpen = number > view.play.pen
        let isNext = number == task.target && isOpen
        if isNext { radius *= task.nextDotScale }
        if number == view.play.pen {
            let pulse = view.rung == .h1 ? view.pulse(since: view.rungStartedAt) : 0
            let ring = radius * (1.9 + 0.5 * pulse)
            nodes.append(.circle(center: center, radius: ring, fill: Palette.accentSoft))
            nodes.append(.ring(center: center, outerRadius: ring, innerRadius: ring * 0.78, color: Palette.accent))
        }
        if isNext, PunktZuPunktRules.drawsSolution(view) {
            let scale = 1 + 0.25 * view.pulse(since: view.rungStartedAt)
            nodes.append(.circle(center: center, radius: radius * 1.8 * scale, fill: Palette.accentSoft))
        }
        if let correctAt = view.correctAt, number == task.target, view.time - correctAt < 1 {
            nodes.append(StimulusLayout.ring(center: center, diameter: radius * 2.6))
        }
        let fill: Color
        if !isOpen {
            fill = Palette.ink
        } else if task.labeled.count < task.dotCount {
            // Kraft der Fünf: the dots of each five share a colour, red and blue in turn.
            fill = ((number - 1) / 5) % 2 == 0 ? Palette.beadRed : Palette.beadBlue
        } else {
            fill = Palette.surface
        }
        nodes.append(
            .circle(center: center, radius: radius, fill: fill, stroke: Stroke(color: Palette.ink, width: 2.5)))
        if task.labeled.contains(number) {
            // The pen's numeral stays clear of its ring.
            let clearance = number == view.play.pen ? radius * 2.4 : radius
            nodes.append(numeral(number, at: center, radius: clearance, view: view))
        }
        return nodes
    }

    /// The dot's numeral, set away from the two lines that meet at the dot (the corner's outside),
    /// so it never sits on the picture's path.
    private func numeral(_ number: Int, at center: Point, radius: Double, view: RoundView<PunktZuPunktRules>) -> Node {
        let layout = layout(view)
        let picture = view.task.picture
        let size = min(26, max(14, layout.dots.width * 0.04))
        let count = picture.dots.count
        var neighbours: [Int] = []
        if number > 1 || picture.closed { neighbours.append(number > 1 ? number - 1 : count) }
        if number < count || picture.closed { neighbours.append(number < count ? number + 1 : 1) }
        var dx = 0.0
        var dy = 0.0
        for other in neighbours {
            let point = layout.center(of: other, in: picture)
            let length = max(
                1,
                ((center.x - point.x) * (center.x - point.x) + (center.y - point.y) * (center.y - point.y)).squareRoot()
            )
            dx += (center.x - point.x) / length
            dy += (center.y - point.y) / length
        }
        var length = (dx * dx + dy * dy).squareRoot()
        if length < 0.3, let other = neighbours.first {
            // A straight run: beside the line, on the side away from the picture's middle.
            let point = layout.center(of: other, in: picture)
            let along = Point(x: center.x - point.x, y: center.y - point.y)
            dx = -along.y
            dy = along.x
            let outward = (center.x - layout.dots.center.x) * dx + (center.y - layout.dots.center.y) * dy
            if outward < 0 {
                dx = -dx
                dy = -dy
            }
            length = max(1, (dx * dx + dy * dy).squareRoot())
        }
        dx /= max(length, 0.001)
        dy /= max(length, 0.001)
        let distance = radius + size * 0.75
        let box = Rect(
            center: Point(x: center.x + dx * distance, y: center.y + dy * distance),
            size: Size(width: size * 1.5, height: size * 1.2))
        return .text(String(number), frame: box, style: TextStyle(size: size, weight: .bold, color: Palette.ink))
    }
}

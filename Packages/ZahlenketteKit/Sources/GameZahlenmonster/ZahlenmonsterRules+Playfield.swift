import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Zahlenmonster's picture (docs/games.md#zahlenmonster): the monster with its sign, the jar, and
/// the plate as a dotted field (step 1), field outlines (step 2) or plain (step 3). H1 pulses the
/// sign, H2 outlines the first n places and counts the plate, S corrects the plate to n and counts
/// it while the mouth waits for the guided tap.
extension ZahlenmonsterRules: RoundGame {
    public func playfield(_ view: RoundView<ZahlenmonsterRules>) -> [Node] {
        guard view.frame.width > 0, view.frame.height > 0 else { return [] }
        let layout = ZahlenmonsterLayout(frame: view.frame)
        let plate = ZahlenmonsterPlate(view: view, rules: self)
        let armWidth = max(6, layout.monster.width * 0.08)
        var nodes: [Node] = [MonsterFigure.body(in: layout.monster)]
        nodes += layout.arms.map { MonsterFigure.arm(from: $0.shoulder, to: $0.hand, width: armWidth) }
        nodes.append(sign(view, layout: layout))
        nodes += layout.arms.map { MonsterFigure.hand(at: $0.hand, width: armWidth) }
        nodes.append(mouth(view, layout: layout))
        nodes.append(jar(view, layout: layout))
        nodes.append(plateNode(view, plate: plate))
        if let correctAt = view.correctAt {
            nodes += eaten(view, plate: plate, mouth: layout.mouth.center, since: correctAt)
            let start = correctAt + 0.9
            if view.time >= start, view.time - start < Motion.celebration {
                nodes.append(
                    StarBurst(
                        center: layout.monster.center, radius: min(110, layout.monster.width * 0.6), start: start,
                        reduceMotion: view.reduceMotion
                    ).node(at: view.time))
            }
        }
        return nodes
    }

    /// The plate is still being counted at H2 after the line (without voice the line is short).
    public func isAnimating(_ view: RoundView<ZahlenmonsterRules>) -> Bool {
        guard view.rung == .h2, view.correctAt == nil, let elapsed = view.rungElapsed else { return false }
        return elapsed < Double((view.wrongAnswers.last ?? 0) + 1) * ZahlenmonsterRules.countInterval
    }

    // MARK: - Monster

    /// The sign with n; it pulses at H1.
    private func sign(_ view: RoundView<ZahlenmonsterRules>, layout: ZahlenmonsterLayout) -> Node {
        let n = view.task.number
        let scale = view.rung == .h1 && view.correctAt == nil ? 1 + 0.1 * view.pulse(since: view.rungStartedAt) : 1
        let label = view.strings.text(
            "game.zahlenmonster.a11y.sign", .text(view.strings.text(GermanNumberWords.wordKey(for: n))))
        let picture = StimulusLayout.scaled(
            MonsterFigure.sign(n, in: layout.sign), by: scale, around: layout.sign.center)
        return Node.group([picture]).interactive(
            ZahlenmonsterRules.signID, label: label, role: .image, hitRegion: layout.sign)
    }

    /// The mouth: the one attempt. It chews while the monster eats and pulses for the guided tap.
    private func mouth(_ view: RoundView<ZahlenmonsterRules>, layout: ZahlenmonsterLayout) -> Node {
        let time = view.time
        var open = 0.7
        if let correctAt = view.correctAt, !view.reduceMotion { open = 0.5 + 0.5 * sine((time - correctAt) * 9) }
        var children: [Node] = []
        var scale = 1.0
        if view.phase.isSolution {
            let pulse = view.pulse(since: view.rungStartedAt)
            scale = 1 + 0.1 * pulse
            children.append(
                .rect(
                    layout.mouth.insetBy(dx: -10, dy: -10), cornerRadius: layout.mouth.height, fill: nil,
                    stroke: Stroke(color: Palette.accent, width: 5)))
        }
        if view.lastBounceAt.map({ time - $0 < Motion.quick }) == true, !view.reduceMotion { scale *= 0.94 }
        children.append(
            StimulusLayout.scaled(
                MonsterFigure.mouth(in: layout.mouth, open: open), by: scale, around: layout.mouth.center))
        return Node.group(children).interactive(
            ZahlenmonsterRules.mouthID, label: view.strings.text("game.zahlenmonster.a11y.mouth"),
            hitRegion: layout.mouth)
    }

    // MARK: - Jar

    /// The glass jar with the cookies not on the plate; a tap gives one.
    private func jar(_ view: RoundView<ZahlenmonsterRules>, layout: ZahlenmonsterLayout) -> Node {
        let frame = layout.jar
        let w = frame.width
        let h = frame.height
        let body = Rect(x: frame.minX, y: frame.minY + 0.12 * h, width: w, height: 0.88 * h)
        let lid = Rect(x: frame.minX + 0.12 * w, y: frame.minY, width: 0.76 * w, height: 0.15 * h)
        let ink = Stroke(color: Palette.ink, width: 3)
        var children: [Node] = [
            .rect(body, cornerRadius: 0.2 * w, fill: Palette.white.withOpacity(0.7), stroke: ink),
            .rect(lid, cornerRadius: 6, fill: Palette.beadRed, stroke: ink),
        ]
        let left = view.task.cookieCount - shownPlate(view).count
        let inner = body.insetBy(dx: 0.1 * w, dy: 0.08 * h)
        children += ZahlenmonsterRules.pile(left, of: view.task.cookieCount, in: inner)
        let movable = canMoveCookies(view)
        return Node.group(children, opacity: showsSolution(view) ? 0.45 : 1).interactive(
            ZahlenmonsterRules.jarID, label: view.strings.text("game.zahlenmonster.a11y.jar"), hitRegion: frame,
            isEnabled: movable)
    }

    /// `count` cookies stacked from the jar's bottom, sized so the full jar fits.
    static func pile(_ count: Int, of capacity: Int, in area: Rect) -> [Node] {
        guard count > 0, area.width > 4, area.height > 4 else { return [] }
        var side = min(area.width, area.height)
        var columns = 1
        while side > 4 {
            columns = max(1, Int(area.width / side))
            if columns * max(1, Int(area.height / side)) >= capacity { break }
            side *= 0.94
        }
        let left = area.center.x - Double(columns) * side / 2
        return (0..<count).map { index in
            let center = Point(
                x: left + (Double(index % columns) + 0.5) * side,
                y: area.maxY - (Double(index / columns) + 0.5) * side)
            return .image("obj_keks", frame: Rect(center: center, size: Size(width: side * 0.95, height: side * 0.95)))
        }
    }

    // MARK: - Plate

    /// The catalog key of a cookie's name in the plate's label.
    static let cookieName = CountingLabel.objectNameKey("obj_keks")

    private func plateNode(_ view: RoundView<ZahlenmonsterRules>, plate: ZahlenmonsterPlate) -> Node {
        let task = view.task
        var frame = plate.frame
        if let wrongAt = view.lastWrongAt, view.time - wrongAt < RoundTimings.standard.wrongShake, !view.reduceMotion {
            frame = frame.offsetBy(dx: 8 * sine((view.time - wrongAt) * 60), dy: 0)
        }
        let dx = frame.minX - plate.frame.minX
        let radius = min(frame.width, frame.height) * 0.45
        var children: [Node] = [
            .rect(frame, cornerRadius: radius, fill: Palette.surface, stroke: Stroke(color: Palette.outline, width: 3)),
            .rect(
                frame.insetBy(dx: 10, dy: 10), cornerRadius: max(0, radius - 10), fill: nil,
                stroke: Stroke(color: Palette.outline.withOpacity(0.35), width: 2)),
        ]
        let d = plate.diameter
        let hinted = view.rung >= .h2 || view.phase.isSolution
        if plate.structured, task.plate != .plain || hinted {
            for place in 1...task.places {
                let center = plate.center(of: place).offset(by: Point(x: dx, y: 0))
                children.append(Bead.node(.empty, center: center, diameter: d))
                if task.plate == .dottedField, place <= task.number {
                    children.append(.circle(center: center, radius: d * 0.14, fill: Palette.outline))
                }
                if hinted, place <= task.number {
                    children.append(StimulusLayout.ring(center: center, diameter: d))
                }
            }
        }
        let shown = view.correctAt == nil ? shownPlate(view).onPlate : []
        let lit = countedCookies(view)
        for (index, place) in shown.sorted().enumerated() {
            let center = plate.center(of: place).offset(by: Point(x: dx, y: 0))
            if index < lit { children.append(.circle(center: center, radius: d * 0.5, fill: Palette.accentSoft)) }
            children.append(
                .image("obj_keks", frame: Rect(center: center, size: Size(width: d * 0.95, height: d * 0.95))))
        }
        // For a listener the plate names each cookie once, in the field's fives or as a heap on the plain
        // plate, never how many (D-1221): counting the plate is the task.
        let cookies =
            plate.structured
            ? CountingLabel.fives(ZahlenmonsterRules.cookieName, shown.count)
            : CountingLabel.heap(ZahlenmonsterRules.cookieName, shown.count)
        let label = view.strings.text(
            "game.zahlenmonster.a11y.plate", .text(CountingLabel.text(cookies, strings: view.strings)))
        return Node.group(children).interactive(
            ZahlenmonsterRules.plateID, label: label, role: .adjustable,
            hitRegion: plate.frame, isEnabled: canMoveCookies(view))
    }

    /// How many plate cookies the voice has counted so far: at H2 the child's plate from the line's
    /// start, at S the corrected plate after the verdict (from the start in the demo).
    private func countedCookies(_ view: RoundView<ZahlenmonsterRules>) -> Int {
        guard view.correctAt == nil, let elapsed = view.rungElapsed else { return 0 }
        let interval = ZahlenmonsterRules.countInterval
        if view.phase.isSolution || view.rung == .solution {
            let start = view.wrongAnswers.isEmpty ? 0 : ZahlenmonsterRules.verdictSeconds
            return elapsed < start ? 0 : min(view.task.number, Int((elapsed - start) / interval) + 1)
        }
        guard view.rung == .h2 else { return 0 }
        let counted = view.wrongAnswers.last ?? 0
        let reached = Int(elapsed / interval) + 1
        return reached <= counted + 1 ? min(counted, reached) : 0
    }

    /// About how long "Noch mehr, bitte!" or "Oh, das sind zu viele!" takes before S counts.
    static let verdictSeconds = 1.4

    /// The plate's cookies flying into the mouth, one after another.
    private func eaten(
        _ view: RoundView<ZahlenmonsterRules>, plate: ZahlenmonsterPlate, mouth: Point, since correctAt: Double
    ) -> [Node] {
        let elapsed = view.time - correctAt
        let d = plate.diameter
        return shownPlate(view).onPlate.sorted().enumerated().compactMap { index, place in
            let progress = min(1, max(0, (elapsed - 0.2 - 0.05 * Double(index)) / 0.5))
            guard progress < 1 else { return nil }
            let from = plate.center(of: place)
            let center =
                view.reduceMotion
                ? from : Point(x: from.x + (mouth.x - from.x) * progress, y: from.y + (mouth.y - from.y) * progress)
            let side = d * 0.95 * (view.reduceMotion ? 1 : 1 - 0.5 * progress)
            return .group(
                [.image("obj_keks", frame: Rect(center: center, size: Size(width: side, height: side)))],
                opacity: 1 - progress)
        }
    }
}

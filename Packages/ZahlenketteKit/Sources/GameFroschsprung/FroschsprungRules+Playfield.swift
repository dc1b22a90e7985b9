import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Froschsprung's picture and input (docs/games.md#froschsprung): the pond with the bank and the
/// five-coded stones, the frog, and the hint looks. A tap on a stone commits it; scrolling the pond
/// is never an attempt.
extension FroschsprungRules: RoundGame {
    public func interpret(_ intent: GameIntent, view: RoundView<FroschsprungRules>) -> PlayInput<Int, FroschsprungPlay>
    {
        let pond = pond(view)
        switch intent {
        case .tap(let id):
            // The bank is no element and the frog's stone takes no tap: both are ignored.
            guard let stone = FroschsprungRules.stone(in: id), isActive(stone, view: view),
                pond.isVisible(stone, offset: offset(view, pond: pond))
            else { return .none }
            return .answer(stone)
        case .scroll(let id, let delta):
            guard id == FroschsprungRules.pondID || FroschsprungRules.stone(in: id) != nil, pond.scrolls,
                delta.isFinite
            else { return .none }
            return PlayInput(play: FroschsprungPlay(scroll: pond.clamp(offset(view, pond: pond) + delta)))
        default:
            return .none
        }
    }

    /// A new window size lays the pond out anew: it follows the frog again.
    public func playAfterResize(_ play: FroschsprungPlay) -> FroschsprungPlay { FroschsprungPlay() }

    public func playfield(_ view: RoundView<FroschsprungRules>) -> [Node] {
        guard view.frame.width > 0, view.frame.height > 0 else { return [] }
        let pond = pond(view)
        let offset = offset(view, pond: pond)
        var nodes: [Node] = [water(view, pond: pond, offset: offset)]
        var content: [Node] = [bank(pond, offset: offset)]
        for stone in view.task.stones {
            content += self.stone(stone, view: view, pond: pond, offset: offset)
        }
        content.append(frogNode(view, pond: pond, offset: offset))
        if showsSolution(view) {
            content.append(hand(view, pond: pond, offset: offset))
        }
        if let burst = starBurst(view, pond: pond, offset: offset) { content.append(burst) }
        // The pond's content is cut at the playfield's sides; the frog may jump above the water.
        let clip = Rect(x: pond.water.minX, y: view.frame.minY, width: pond.water.width, height: view.frame.height)
        nodes.append(.group(content, clip: clip))
        if showsSolution(view) { nodes += homeWord(view, pond: pond, offset: offset) }
        return nodes
    }

    /// While the hand points at the stone, the number's word in the child's home language under the
    /// pond, below the stone (docs/content.md#home-language-number-words).
    private func homeWord(_ view: RoundView<FroschsprungRules>, pond: FroschsprungPond, offset: Double) -> [Node] {
        let band = HomeWordCaption.band(of: view)
        guard band > 0 else { return [] }
        let frame = view.frame
        let area = Rect(x: frame.minX, y: frame.maxY - band, width: frame.width, height: band)
        let stone = pond.stoneFrame(view.task.number, offset: offset)
        return HomeWordCaption.node(for: view.task.number, view: view, under: stone, in: area).map { [$0] } ?? []
    }

    // MARK: - Pieces

    /// The water, and when the pond scrolls, the pond's own target: the strip under the numerals,
    /// with arrows towards the stones out of sight.
    private func water(_ view: RoundView<FroschsprungRules>, pond: FroschsprungPond, offset: Double) -> Node {
        var children: [Node] = [
            .rect(pond.water, cornerRadius: Metrics.cornerRadius, fill: Palette.water)
        ]
        guard pond.scrolls else { return .group(children) }
        let strip = pond.strip
        let wave = Stroke(color: Palette.beadBlue.withOpacity(0.35), width: 3)
        let waveY = strip.center.y
        for index in 0..<Int(strip.width / 48) {
            let x = strip.minX + 24 + Double(index) * 48 - offset.truncatingRemainder(dividingBy: 48)
            guard x > strip.minX + 40, x + 24 < strip.maxX - 40 else { continue }
            children.append(
                .path(
                    [
                        .move(Point(x: x, y: waveY)),
                        .quad(control: Point(x: x + 12, y: waveY - 8), to: Point(x: x + 24, y: waveY)),
                    ],
                    fill: nil, stroke: wave))
        }
        if offset > 0.5 { children.append(chevron(pointingLeft: true, in: strip)) }
        if offset < pond.maxOffset - 0.5 { children.append(chevron(pointingLeft: false, in: strip)) }
        return Node.group(children).interactive(
            FroschsprungRules.pondID, label: view.strings.text("game.froschsprung.a11y.pond"), role: .scrollable,
            hitRegion: strip)
    }

    private func chevron(pointingLeft: Bool, in strip: Rect) -> Node {
        let size = min(24, strip.height * 0.4)
        let x = pointingLeft ? strip.minX + 16 : strip.maxX - 16
        let tip = pointingLeft ? x - size / 2 : x + size / 2
        let back = pointingLeft ? x + size / 2 : x - size / 2
        let y = strip.center.y
        return .path(
            [.move(Point(x: back, y: y - size)), .line(Point(x: tip, y: y)), .line(Point(x: back, y: y + size))],
            fill: nil, stroke: Stroke(color: Palette.beadBlue, width: 5))
    }

    /// Position 0: the grassy bank at the pond's left end, with no numeral and no name (DR-36).
    private func bank(_ pond: FroschsprungPond, offset: Double) -> Node {
        let x = pond.sceneX(0, offset: offset)
        let land = Rect(x: x, y: pond.water.minY, width: pond.bankWidth, height: pond.water.height)
        var children: [Node] = [
            .rect(land, cornerRadius: Metrics.cornerRadius, fill: Palette.cardBack.withOpacity(0.55))
        ]
        let blade = Stroke(color: Palette.cardBack, width: 3)
        for index in 0..<4 {
            let bx = x + pond.bankWidth * (0.2 + 0.2 * Double(index))
            let by = pond.stoneTop + pond.side * (index.isMultiple(of: 2) ? 1.1 : 1.4)
            children.append(.line(from: Point(x: bx, y: by), to: Point(x: bx - 4, y: by - 14), stroke: blade))
            children.append(.line(from: Point(x: bx, y: by), to: Point(x: bx + 5, y: by - 12), stroke: blade))
        }
        return .group(children)
    }

    /// One stone with its numeral when shown, its hint look and, when it can be tapped, its target.
    private func stone(
        _ stone: Int, view: RoundView<FroschsprungRules>, pond: FroschsprungPond, offset: Double
    ) -> [Node] {
        let task = view.task
        let time = view.time
        var frame = pond.stoneFrame(stone, offset: offset)
        let region = pond.hitRegion(stone, offset: offset)
        guard region.maxX > view.frame.minX - pond.side, region.minX < view.frame.maxX + pond.side else { return [] }
        if let wrongAt = view.lastWrongAt, view.wrongAnswers.last == stone,
            time - wrongAt < RoundTimings.standard.wrongShake,
            !view.reduceMotion
        {
            frame = frame.offsetBy(dx: 8 * sine((time - wrongAt) * 60), dy: 0)
        }
        var scale = 1.0
        var highlight = false
        let pulse = view.pulse(since: view.rungStartedAt)
        if view.rung == .h1, task.landmarks.contains(stone), view.correctAt == nil {
            scale = 1 + 0.1 * pulse
            highlight = true
        }
        if showsSolution(view), stone == task.number {
            scale = 1 + 0.08 * pulse
            highlight = true
        }
        if view.lastBounceAt.map({ time - $0 < Motion.quick }) == true, !view.reduceMotion { scale *= 0.94 }
        let showsNumeral =
            task.labelledStones.contains(stone) || view.rung >= .h2 || view.wrongAnswers.contains(stone)
            || (showsSolution(view) && stone == task.number) || landingsReached(view).contains(stone)
        var children: [Node] = []
        if highlight {
            children.append(
                .rect(
                    frame.insetBy(dx: -6, dy: -6), cornerRadius: pond.side * 0.4, fill: Palette.accentSoft,
                    stroke: Stroke(color: Palette.accent, width: 4)))
        }
        let coding = BeadChainPlace(index: stone)?.coding ?? .redSolid
        let picture = Stone(frame: frame, id: FroschsprungRules.stoneID(stone), label: "", coding: coding).shape()
        children.append(StimulusLayout.scaled(picture, by: scale, around: frame.center))
        if showsNumeral {
            children.append(
                .text(
                    String(stone), frame: pond.labelFrame(stone, offset: offset),
                    style: TextStyle(size: max(20, pond.side * 0.42), weight: .bold, color: Palette.ink)))
        }
        let active = isActive(stone, view: view)
        let faded = (view.rung == .h2 || showsSolution(view)) && !active && view.correctAt == nil
        let group = Node.group(children, opacity: faded ? 0.35 : 1)
        guard stone != task.start, pond.isVisible(stone, offset: offset) else { return [group] }
        let label =
            showsNumeral
            ? view.strings.text(
                "game.froschsprung.a11y.stone", .text(view.strings.text(GermanNumberWords.wordKey(for: stone))))
            : view.strings.text("game.froschsprung.a11y.stone_unlabelled")
        return [
            group.interactive(
                FroschsprungRules.stoneID(stone), label: label, hitRegion: region, isEnabled: active)
        ]
    }

    private func frogNode(_ view: RoundView<FroschsprungRules>, pond: FroschsprungPond, offset: Double) -> Node {
        let (x, lift) = frog(view, pond: pond)
        let side = pond.side * 1.15
        let center = Point(x: pond.sceneX(x, offset: offset), y: pond.stoneTop + pond.side * 0.02 - lift)
        return .image(
            config.figureAssetNames?.first ?? "obj_frosch",
            frame: Rect(center: center, size: Size(width: side, height: side)))
    }

    /// The solution's hand rests at the target stone's upper corner, bobbing towards it.
    private func hand(_ view: RoundView<FroschsprungRules>, pond: FroschsprungPond, offset: Double) -> Node {
        let stone = pond.stoneFrame(view.task.number, offset: offset)
        let side = pond.side
        let bob = 0.15 * side * view.pulse(since: view.rungStartedAt)
        return .image(
            "obj_hand",
            frame: Rect(x: stone.maxX - side * 0.35, y: stone.minY - side * 0.75 + bob, width: side, height: side))
    }

    /// The stars when the frog has landed on the target.
    private func starBurst(_ view: RoundView<FroschsprungRules>, pond: FroschsprungPond, offset: Double) -> Node? {
        guard let correctAt = view.correctAt else { return nil }
        let landed =
            correctAt + Double(max(0, view.task.landings.count - 1)) * FroschsprungRules.landingSeconds
            + FroschsprungRules.landingSeconds * FroschsprungRules.jumpShare
        guard view.time >= landed, view.time - landed < Motion.celebration else { return nil }
        let stone = pond.stoneFrame(view.task.number, offset: offset)
        return StarBurst(
            center: stone.center, radius: min(110, pond.side * 1.3), start: landed, reduceMotion: view.reduceMotion
        )
        .node(at: view.time)
    }
}

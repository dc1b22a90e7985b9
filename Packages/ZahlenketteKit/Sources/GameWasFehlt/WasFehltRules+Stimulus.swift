import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Was fehlt?'s picture (docs/games.md#was-fehlt): a window of the bead chain with numerals and an
/// empty socket. A tile dropped on the socket is an answer; a drop elsewhere is nothing. H1 pulses
/// the bead before the gap, H2 lights the beads up to the gap while the voice counts, the solution
/// shows a hand at the socket.
extension WasFehltRules: TileGame, JourneyPlayable {
    /// Seconds per counted bead at H2, in step with the voice.
    static let countInterval = 0.7

    /// `S07.was_fehlt.socket`: where tiles are dropped.
    public static let socketID = A11yID.gameElement(.wasFehlt, "socket")

    public func interpretStimulus(_ intent: GameIntent, view: RoundView<WasFehltRules>) -> PlayInput<Int, NoPlay> {
        guard case .drag(let from, let to) = intent, to == WasFehltRules.socketID, from.element == "answer",
            let number = from.rawValue.split(separator: ".").last.flatMap({ Int($0) }),
            view.task.options.numbers.contains(number)
        else { return .none }
        return .answer(number)
    }

    public func stimulus(_ view: RoundView<WasFehltRules>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let task = view.task
        let n = task.number
        let filled = view.correctAt != nil
        let labels = Set(task.labelledBeads + (filled ? [n] : []))
        let chain = BeadChain.fitting(
            count: task.window.count, sockets: filled ? [] : [n], in: frame, maximumDiameter: 88,
            first: task.window.lowerBound, labels: labels)
        let diameter = chain.beadDiameter
        var nodes: [Node] = []
        if view.rung == .h2 || view.rung == .solution {
            nodes += litBeads(view, chain: chain)
        }
        nodes.append(WasFehltRules.withoutLabels(chain.node()))
        nodes += WasFehltRules.numerals(labels, chain: chain)
        // H1 lights the bead before the gap; a window that starts at the gap (a task saved by an
        // older version) has none, so the gap itself pulses as for the 1.
        let beforeShows = task.window.contains(n - 1)
        if view.rung == .h1, beforeShows {
            let center = chain.center(of: n - 1)
            let bead = Bead.node(
                .filled(BeadChainPlace(index: n - 1)?.coding ?? .redSolid), center: center, diameter: diameter)
            let pulse = view.pulse(since: view.rungStartedAt)
            nodes.append(StimulusLayout.ring(center: center, diameter: diameter, opacity: 0.4 + 0.6 * pulse))
            nodes.append(StimulusLayout.scaled(bead, by: 1 + 0.12 * pulse, around: center))
        }
        let socketCenter = chain.center(of: n)
        if !filled {
            if view.rung == .h1, !beforeShows {
                let pulse = view.pulse(since: view.rungStartedAt)
                nodes.append(StimulusLayout.ring(center: socketCenter, diameter: diameter, opacity: 0.4 + 0.6 * pulse))
            }
            if view.rung == .solution {
                nodes.append(hand(at: socketCenter, diameter: diameter, view: view, frame: frame))
            }
            let socketBounds = Rect(center: socketCenter, size: Size(width: diameter, height: diameter))
            nodes.append(
                Node.group([]).interactive(
                    WasFehltRules.socketID, label: view.strings.text("game.a11y.socket"),
                    hitRegion: StimulusLayout.target(around: socketBounds, within: frame)))
        }
        return nodes
    }

    /// The beads the voice has counted so far at H2, from the window start or the nearest
    /// landmark below the gap; all of them while the solution shows.
    private func litBeads(_ view: RoundView<WasFehltRules>, chain: BeadChain) -> [Node] {
        let task = view.task
        guard task.number > 1 else { return [] }
        let landmarks = task.labelledBeads.count + 1 < task.window.count ? task.labelledBeads : []
        let start = WasFehltTaskGenerator.landmark(below: task.number, labelled: landmarks) ?? task.window.lowerBound
        let reached: Int
        if view.rung == .h2 {
            reached = start + Int((view.rungElapsed ?? 0) / WasFehltRules.countInterval)
        } else {
            reached = task.number - 1
        }
        let last = min(task.number - 1, reached)
        guard last >= start else { return [] }
        return (start...last).map {
            StimulusLayout.ring(center: chain.center(of: $0), diameter: chain.beadDiameter)
        }
    }

    /// The demonstrating hand rests below the socket, bobbing gently towards it.
    private func hand(at center: Point, diameter: Double, view: RoundView<WasFehltRules>, frame: Rect) -> Node {
        let side = max(40, diameter * 1.3)
        let bob = 0.15 * side * view.pulse(since: view.rungStartedAt)
        let top = min(center.y + diameter * 0.2 + bob, frame.maxY - side)
        let image = Node.image("obj_hand", frame: Rect(x: center.x - side * 0.3, y: top, width: side, height: side))
        return .group([StimulusLayout.ring(center: center, diameter: diameter), image])
    }

    /// The chain without its own numerals: Was fehlt? writes them itself, in boxes wide enough for
    /// two digits even when the chain is small.
    static func withoutLabels(_ node: Node) -> Node {
        guard case .group(let group) = node.shape else { return node }
        return .group(
            group.children.filter {
                if case .text = $0.shape { return false }
                return true
            })
    }

    static func numerals(_ labels: Set<Int>, chain: BeadChain) -> [Node] {
        let size = chain.labelSize
        let width = max(chain.beadDiameter * 1.2, size * 1.4)
        return labels.sorted().map { number in
            let center = chain.center(of: number)
            let frame = Rect(
                x: center.x - width / 2, y: center.y + chain.beadDiameter * 0.55, width: width,
                height: chain.beadDiameter * 0.9)
            return .text(String(number), frame: frame, style: TextStyle(size: size, weight: .bold, color: Palette.ink))
        }
    }
}

import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Zähl mit's picture (docs/games.md#entdecken): n beads as one element; each tap lights the next
/// bead. Counted beads are bright, the others faded. H1 pulses the beads, H2 adds a Zwanzigerfeld
/// of n, the solution writes n under bead n.
extension EntdeckenRules: TileGame, JourneyPlayable {
    /// `S07.entdecken.beads`: the beads the child counts along.
    public static let beadsID = A11yID.gameElement(.entdecken, "beads")

    /// A tap on the beads counts the next one, which lights and is named; the last one hands over
    /// to "… Welche Zahl ist das?" (never an attempt).
    public func interpretStimulus(_ intent: GameIntent, view: RoundView<EntdeckenRules>) -> PlayInput<Int, NoPlay> {
        guard intent == .tap(EntdeckenRules.beadsID), view.phase == .activity else { return .none }
        let counted = view.activityCount + 1
        return PlayInput(activityStep: true, speech: counted < view.task.number ? [.number(counted)] : [])
    }

    public func activityIntent(_ view: RoundView<EntdeckenRules>) -> GameIntent? { .tap(EntdeckenRules.beadsID) }

    public func stimulus(_ view: RoundView<EntdeckenRules>, in frame: Rect) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let n = view.task.number
        let showsField = view.rung >= .h2
        let gap = Metrics.targetSpacing
        let chainFrame =
            showsField
            ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: (frame.height - gap) / 2) : frame
        let solution = view.rung == .solution
        let chain = BeadChain.fitting(
            count: n, in: chainFrame, maximumDiameter: 88, labels: solution ? [n] : [])
        let counting = [RoundPhase.intro, .prompting, .activity].contains(view.phase) && view.activityCount < n
        let counted = counting ? view.activityCount : n
        // The whole chain, faded while counting; the counted beads bright on top of it.
        var beads: [Node] = [.group([EntdeckenRules.withoutLabels(chain.node())], opacity: counting ? 0.3 : 1)]
        if counting {
            beads += (0..<counted).compactMap { offset in
                BeadChainPlace(index: offset + 1).map {
                    Bead.node(.filled($0.coding), center: chain.center(of: offset + 1), diameter: chain.beadDiameter)
                }
            }
            if view.phase == .activity {
                beads.append(
                    StimulusLayout.ring(
                        center: chain.center(of: counted + 1), diameter: chain.beadDiameter, opacity: 0.6))
            }
        }
        let chainBounds = Rect(origin: chain.origin, size: chain.size)
        var beadsNode = Node.group(beads)
        if view.rung == .h1 {
            beadsNode = StimulusLayout.scaled(
                beadsNode, by: 1 + 0.05 * view.pulse(since: view.rungStartedAt), around: chainBounds.center)
        }
        var nodes: [Node] = [
            Node.group([beadsNode]).interactive(
                EntdeckenRules.beadsID, label: view.strings.text("game.a11y.beads"),
                hitRegion: StimulusLayout.target(around: chainBounds, within: chainFrame),
                isEnabled: view.phase == .activity)
        ]
        if solution {
            nodes.append(StimulusLayout.ring(center: chain.center(of: n), diameter: chain.beadDiameter))
            nodes += EntdeckenRules.numeral(n, under: chain)
        }
        if showsField {
            let fieldFrame = Rect(
                x: frame.minX, y: chainFrame.maxY + gap, width: frame.width,
                height: frame.height - chainFrame.height - gap)
            let field = Zwanzigerfeld.fitting(
                filled: n, in: fieldFrame,
                accessibility: (
                    .gameElement(.entdecken, "field"),
                    CountingLabel.text(CountingLabel.fives(CountingLabel.dot, n), strings: view.strings)
                ))
            nodes.append(field.node())
        }
        return nodes
    }

    /// The chain without its own numerals, so the solution's numeral can sit in a wide box.
    static func withoutLabels(_ node: Node) -> Node {
        guard case .group(let group) = node.shape else { return node }
        return .group(
            group.children.filter {
                if case .text = $0.shape { return false }
                return true
            })
    }

    static func numeral(_ number: Int, under chain: BeadChain) -> [Node] {
        let center = chain.center(of: number)
        let width = max(chain.beadDiameter * 1.4, chain.labelSize * 1.4)
        let frame = Rect(
            x: center.x - width / 2, y: center.y + chain.beadDiameter * 0.55, width: width,
            height: chain.beadDiameter * 0.9)
        return [
            .text(
                String(number), frame: frame, style: TextStyle(size: chain.labelSize, weight: .bold, color: Palette.ink)
            )
        ]
    }
}

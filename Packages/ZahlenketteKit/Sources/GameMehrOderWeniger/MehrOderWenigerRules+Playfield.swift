import Foundation
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// Mehr oder weniger's playfield (docs/games.md#mehr-oder-weniger): the two cards are the answers.
/// H1 outlines the fives (pulsing), H2 pairs the things with lines and the extras wobble, the
/// solution writes each set's numeral beside it as the set pulses and its number is spoken, then
/// marks the answer.
extension MehrOderWenigerRules: RoundGame, JourneyPlayable {
    /// `S07.mehr_weniger.set.upper` and `.lower`: the two sets, each a button.
    static func setID(_ side: ComparisonSide) -> A11yID {
        A11yID.gameElement(.mehrWeniger, "set", side.rawValue)
    }

    /// Seconds each set pulses with its number in the solution, in step with `num.<x>`.
    static let solutionInterval = 1.0

    public func interpret(
        _ intent: GameIntent, view: RoundView<MehrOderWenigerRules>
    ) -> PlayInput<
        ComparisonSide, NoPlay
    > {
        guard case .tap(let id) = intent,
            let side = ComparisonSide.allCases.first(where: { MehrOderWenigerRules.setID($0) == id })
        else { return .none }
        return .answer(side)
    }

    public func intent(toward answer: ComparisonSide, view: RoundView<MehrOderWenigerRules>) -> GameIntent? {
        .tap(MehrOderWenigerRules.setID(answer))
    }

    public func wrongAnswer(_ view: RoundView<MehrOderWenigerRules>) -> ComparisonSide? { view.task.target.other }

    public func isAnimating(_ view: RoundView<MehrOderWenigerRules>) -> Bool {
        view.rung == .h2 && !view.reduceMotion
    }

    public func playfield(_ view: RoundView<MehrOderWenigerRules>) -> [Node] {
        guard view.frame.width > 0, view.frame.height > 0 else { return [] }
        let task = view.task
        let layout = MehrOderWenigerLayout(frame: view.frame)
        let largest = max(task.upper.count, task.lower.count)
        var things: [ComparisonSide: (centers: [Point], side: Double)] = [:]
        for side in ComparisonSide.allCases {
            things[side] = layout.things(of: task.set(side), side: side, scattered: task.scattered, largest: largest)
        }
        let solution = MehrOderWenigerRules.solutionTime(view)
        var nodes: [Node] = ComparisonSide.allCases.map { card($0, view: view, layout: layout, solution: solution) }
        if view.rung == .h2 {
            nodes.append(MehrOderWenigerRules.pairLines(things, layout: layout, scattered: task.scattered))
        }
        for side in ComparisonSide.allCases {
            nodes.append(setNodes(side, things: things, view: view, layout: layout, solution: solution))
        }
        if let stars = view.starBurst(over: layout.card(task.target)) { nodes.append(stars) }
        return nodes
    }

    /// A card's things for a listener (D-1221): each named once, in the field's fives or as one heap
    /// when scattered, so the two cards can be counted and compared by ear. Never the number.
    static func listeningGroups(_ task: MehrOderWenigerTask, _ side: ComparisonSide) -> [[String]] {
        let set = task.set(side)
        let key = set.object.isEmpty ? CountingLabel.dot : CountingLabel.objectNameKey(set.object)
        return task.scattered ? CountingLabel.heap(key, set.count) : CountingLabel.fives(key, set.count)
    }

    /// Seconds into the solution (also the demo's), nil before it.
    static func solutionTime(_ view: RoundView<MehrOderWenigerRules>) -> Double? {
        guard view.rung == .solution || view.phase.isSolution else { return nil }
        return view.rungElapsed ?? 0
    }

    /// A card: its board, its animal, the empty Zwanzigerfeld (steps 1 and 2), and in the solution
    /// its numeral; the whole card is the button.
    private func card(
        _ side: ComparisonSide, view: RoundView<MehrOderWenigerRules>, layout: MehrOderWenigerLayout,
        solution: Double?
    ) -> Node {
        let task = view.task
        let frame = layout.card(side)
        var border = Stroke(color: Palette.outline, width: 2)
        if case .correctFeedback = view.phase, side == task.target { border = Stroke(color: Palette.correct, width: 6) }
        if let solution, side == task.target, solution >= 2 * MehrOderWenigerRules.solutionInterval || view.isDemo {
            border = Stroke(color: Palette.accent, width: 6)
        }
        var children: [Node] = [.rect(frame, cornerRadius: Metrics.cornerRadius, fill: Palette.surface, stroke: border)]
        if let animal = layout.animals[side], !task.set(side).animal.isEmpty {
            children.append(.image(task.set(side).animal, frame: animal))
        }
        if task.scattered, let area = layout.areas[side] {
            children.append(
                .rect(
                    area, cornerRadius: Metrics.cornerRadius / 2, fill: Palette.canvas,
                    stroke: Stroke(color: Palette.outline, width: 1.5)))
        } else {
            children.append(layout.field(side).node())
        }
        let shown = solution.map { $0 >= (side == .upper ? 0 : MehrOderWenigerRules.solutionInterval) } ?? false
        if shown, let box = layout.numerals[side] {
            // Two digits take about 1.3 times the type size.
            let size = min(box.width / 1.35, box.height * 0.6, 72)
            children.append(
                .text(
                    String(task.set(side).count), frame: box,
                    style: TextStyle(size: size, weight: .bold, color: Palette.ink)))
        }
        let fades = solution != nil && side != task.target
        let things = CountingLabel.text(MehrOderWenigerRules.listeningGroups(task, side), strings: view.strings)
        let label = view.strings.text("game.mehr_weniger.a11y.\(side.rawValue)", .text(things))
        return Node.group(children, offset: shakeOffset(side, view: view), opacity: fades ? 0.45 : 1)
            .interactive(MehrOderWenigerRules.setID(side), label: label, hitRegion: frame)
    }
}

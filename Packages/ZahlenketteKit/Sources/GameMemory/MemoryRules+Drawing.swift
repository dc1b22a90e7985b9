import Foundation
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// The board (docs/games.md#memory): face-down cards in a grid; turned cards show their face; a
/// match glides the quantity card onto the numeral card, where the pair stays; at H2 the partner of
/// a turned card glows; the solution turns the partner and fades the other cards.
extension MemoryRules: RoundGame {
    /// How long a matched card takes to glide onto its partner.
    static let glideDuration = 0.6

    public func playfield(_ view: RoundView<MemoryRules>) -> [Node] {
        let tasks = view.tasks
        let frames = MemoryBoardLayout.frames(count: tasks.count * 2, in: view.frame)
        guard frames.count == tasks.count * 2 else { return [] }
        let solution = MemoryRules.showsSolution(view) ? MemoryRules.solutionCards(view) : nil
        let fading = view.phase.isSolution
        var below: [Node] = []
        var cards: [Node] = []
        var above: [Node] = []
        for (pair, task) in tasks.enumerated() {
            let gliding = MemoryRules.glideProgress(view, pair: pair)
            if view.completed[pair] {
                above += MemoryRules.matched(task, frames: frames, progress: gliding ?? 1, celebrating: gliding != nil)
                continue
            }
            for card in [task.numeralCard, task.quantityCard].sorted() {
                let isSolution = solution.map { card == $0.first || card == $0.partner } ?? false
                let faceUp = view.play.open.contains(card) || isSolution
                var frame = frames[card]
                if let wrongAt = view.lastWrongAt, view.play.open.last == card, view.play.open.count == 2,
                    view.time - wrongAt < RoundTimings.standard.wrongShake, !view.reduceMotion
                {
                    frame = frame.offsetBy(dx: 8 * sin((view.time - wrongAt) * 60), dy: 0)
                }
                var node = Card(
                    frame: frame, faceUp: faceUp,
                    content: faceUp ? MemoryCardFace.content(of: card, in: task, frame: frame) : nil,
                    id: MemoryRules.cardID(card),
                    label: MemoryRules.label(of: card, in: task, faceUp: faceUp, view: view)
                ).node()
                if card == solution?.partner {
                    let scale = 1 + 0.06 * view.pulse(since: view.rungStartedAt)
                    node = StimulusLayout.scaled(node, by: scale, around: frame.center)
                    below.append(MemoryRules.glow(around: frames[card], opacity: 1))
                } else if fading, !isSolution {
                    node = .group([node], opacity: 0.4)
                }
                if card == MemoryRules.glowingCard(view) {
                    below.append(MemoryRules.glow(around: frames[card], opacity: 0.5 + 0.5 * view.pulse(since: 0)))
                }
                cards.append(node)
            }
        }
        return below + cards + above
    }

    /// 0…1 while the open pair's cards glide together after the match, nil otherwise.
    static func glideProgress(_ view: RoundView<MemoryRules>, pair: Int) -> Double? {
        guard case .correctFeedback = view.phase, pair == openPair(view), let correctAt = view.correctAt else {
            return nil
        }
        return view.reduceMotion ? 1 : min(1, max(0, view.time - correctAt) / glideDuration)
    }

    /// A found pair: both cards shrink and the quantity card glides next to the numeral card,
    /// where the pair rests side by side in the numeral card's place. Pictures only: a found pair
    /// takes no taps.
    static func matched(_ task: MemoryTask, frames: [Rect], progress: Double, celebrating: Bool) -> [Node] {
        let home = frames[task.numeralCard]
        let from = frames[task.quantityCard]
        let size = Size(width: home.width * 0.52, height: home.height * 0.52)
        let left = Rect(x: home.minX, y: home.center.y - size.height / 2, width: size.width, height: size.height)
        let right = left.offsetBy(dx: home.width - size.width, dy: 0)
        let numeral = blend(home, left, progress)
        let quantity = blend(from, right, progress)
        var nodes: [Node] = celebrating ? [glow(around: home, opacity: 1)] : []
        for (card, frame) in [(task.numeralCard, numeral), (task.quantityCard, quantity)] {
            let face = Card(
                frame: frame, faceUp: true, content: MemoryCardFace.content(of: card, in: task, frame: frame),
                id: cardID(card), label: "")
            nodes.append(Node.group(face.node().pictureOnly))
        }
        return nodes
    }

    /// The frame `progress` of the way from `start` to `end`.
    static func blend(_ start: Rect, _ end: Rect, _ progress: Double) -> Rect {
        Rect(
            x: start.minX + (end.minX - start.minX) * progress, y: start.minY + (end.minY - start.minY) * progress,
            width: start.width + (end.width - start.width) * progress,
            height: start.height + (end.height - start.height) * progress)
    }

    /// A soft accent halo behind a card.
    static func glow(around frame: Rect, opacity: Double) -> Node {
        let halo = Node.rect(frame.insetBy(dx: -10, dy: -10), cornerRadius: 22, fill: Palette.accent)
        return opacity >= 1 ? halo : .group([halo], opacity: opacity)
    }

    /// "Verdeckte Karte" face down; "Zahl sieben" or the quantity's items ("Zum Zählen: Punkt, …",
    /// never the number, D-1221) face up.
    static func label(of card: Int, in task: MemoryTask, faceUp: Bool, view: RoundView<MemoryRules>) -> String {
        guard faceUp else { return view.strings.text("game.memory.a11y.card") }
        return card == task.numeralCard
            ? AnswerTiles.label(task.number, strings: view.strings)
            : CountingLabel.text(MemoryCardFace.listeningGroups(task), strings: view.strings)
    }
}

extension Node {
    /// The drawing without its interaction: a picture that takes no taps.
    var pictureOnly: [Node] { [Node(shape)] }
}

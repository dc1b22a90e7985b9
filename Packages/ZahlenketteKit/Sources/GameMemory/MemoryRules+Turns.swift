import ZKCore
import ZKGameKit
import ZKScene

/// Turning cards (docs/games.md#memory): the first card of a turn chooses the pair the child works
/// on, the second commits the turn. Flips are silent; a mismatch turns back after 1.5 s, at H1 the
/// first card 1 s later.
extension MemoryRules: JourneyPlayable {
    /// `S07.memory.card.<index>`.
    public static func cardID(_ index: Int) -> A11yID {
        A11yID.gameElement(.memory, "card", String(index))
    }

    /// The index of the card an element ID names, if it is one of the board's cards.
    static func card(in id: A11yID, count: Int) -> Int? {
        (0..<count).first { cardID($0) == id }
    }

    /// The pair a card belongs to, by index among the board's tasks.
    static func pair(of card: Int, in tasks: [MemoryTask]) -> Int? {
        tasks.firstIndex { $0.cards.contains(card) }
    }

    /// The index of the open task among the board's tasks (the demo's single pair is 0).
    static func openPair(_ view: RoundView<MemoryRules>) -> Int { max(0, view.taskIndex) }

    /// The cards shown by the solution of the open pair: the one the child turned, else the
    /// numeral, and the partner that turns itself.
    static func solutionCards(_ view: RoundView<MemoryRules>) -> (first: Int, partner: Int) {
        let task = view.task
        let first = view.play.open.first.flatMap { task.cards.contains($0) ? $0 : nil } ?? task.numeralCard
        return (first, task.partner(of: first) ?? task.quantityCard)
    }

    /// True while the solution of the open pair shows (its line, then the guided tap).
    static func showsSolution(_ view: RoundView<MemoryRules>) -> Bool {
        view.phase.isSolution || view.phase == .wrongFeedback(rung: .solution)
    }

    public func interpret(_ intent: GameIntent, view: RoundView<MemoryRules>) -> PlayInput<CardPair, MemoryPlay> {
        let tasks = view.tasks
        guard case .tap(let id) = intent, let card = MemoryRules.card(in: id, count: tasks.count * 2),
            let pair = MemoryRules.pair(of: card, in: tasks)
        else { return .none }
        guard view.phase == .answering else {
            // The guided tap on either card of the shown pair; anything else only bounces.
            let solution = MemoryRules.solutionCards(view)
            guard view.phase.isSolution, view.task.cards.contains(card) else {
                return .answer(CardPair(first: card, second: card))
            }
            var play = view.play
            play.open = [solution.first, solution.partner]
            play.closeTurn()
            return PlayInput(play: play, commit: CardPair(first: solution.first, second: solution.partner))
        }
        var play = view.play
        guard !view.completed[pair], !play.open.contains(card), play.open.count < 2 else { return .none }
        guard let first = play.open.first, let firstPair = MemoryRules.pair(of: first, in: tasks) else {
            play.open = [card]
            return PlayInput(play: play, task: pair, begun: [pair])
        }
        let turn = CardPair(first: first, second: card)
        let judgement = judge(turn, for: tasks[firstPair], play: view.play)
        play.open = [first, card]
        if judgement == .correct {
            play.closeTurn()
        } else {
            play.mismatchAt = view.time
            let rung = judgement == .wrong ? view.rung(of: firstPair).next : view.rung(of: firstPair)
            play.holdsFirst = rung >= .h1
        }
        return PlayInput(play: play, commit: turn, task: firstPair, begun: [pair])
    }

    /// Turns a mismatch back: both cards after 1.5 s, or the second only while the first is held.
    public func tick(_ view: RoundView<MemoryRules>) -> PlayInput<CardPair, MemoryPlay>? {
        guard let mismatchAt = view.play.mismatchAt, let first = view.play.open.first else { return nil }
        let elapsed = view.time - mismatchAt
        var play = view.play
        if play.open.count == 2, elapsed >= mismatchSeconds {
            if play.holdsFirst {
                play.seen.formUnion(play.open)
                play.open = [first]
            } else {
                play.closeTurn()
            }
            return PlayInput(play: play)
        }
        guard play.open.count == 1, elapsed >= mismatchSeconds + hintExtraSeconds else { return nil }
        play.closeTurn()
        return PlayInput(play: play)
    }

    /// Cards stay up on a timer; the H2 glow and the solution's partner pulse.
    public func isAnimating(_ view: RoundView<MemoryRules>) -> Bool {
        view.play.mismatchAt != nil || MemoryRules.glowingCard(view) != nil
    }

    /// At H2, while the first card of the pair is up alone, its partner glows.
    static func glowingCard(_ view: RoundView<MemoryRules>) -> Int? {
        guard view.phase == .answering, view.play.open.count == 1, let first = view.play.open.first,
            let pair = MemoryRules.pair(of: first, in: view.tasks), view.rung(of: pair) >= .h2
        else { return nil }
        return view.tasks[pair].partner(of: first)
    }

    // MARK: - Journeys

    /// The next card on the way to `answer`: its first card, then its partner; the partner of a
    /// card already up; during the solution the partner that turned itself.
    public func intent(toward answer: CardPair, view: RoundView<MemoryRules>) -> GameIntent? {
        if view.phase.isSolution { return .tap(MemoryRules.cardID(MemoryRules.solutionCards(view).partner)) }
        guard view.phase == .answering else { return nil }
        let open = view.play.open
        switch open.count {
        case 0:
            return .tap(MemoryRules.cardID(answer.first))
        case 1:
            if open[0] == answer.first { return .tap(MemoryRules.cardID(answer.second)) }
            if open[0] == answer.second { return .tap(MemoryRules.cardID(answer.first)) }
            guard let pair = MemoryRules.pair(of: open[0], in: view.tasks),
                let partner = view.tasks[pair].partner(of: open[0])
            else { return nil }
            return .tap(MemoryRules.cardID(partner))
        default:
            return nil
        }
    }

    /// A turn that counts against the open pair once both its cards have been seen: first its
    /// unseen cards are turned with a stranger, then its numeral card with a stranger.
    public func wrongAnswer(_ view: RoundView<MemoryRules>) -> CardPair? {
        let task = view.task
        let matched = Set(view.tasks.indices.filter { view.completed[$0] }.flatMap { view.tasks[$0].cards })
        let stranger = (0..<(view.tasks.count * 2)).first {
            !task.cards.contains($0) && !matched.contains($0) && !view.play.open.contains($0)
        }
        guard let stranger else { return nil }
        if let first = view.play.open.first { return CardPair(first: first, second: stranger) }
        let unseen = [task.numeralCard, task.quantityCard].first { !view.play.seen.contains($0) }
        return CardPair(first: unseen ?? task.numeralCard, second: stranger)
    }
}

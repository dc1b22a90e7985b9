import ZKCore
import ZKScene

/// A game whose answers are numeral tiles (Entdecken's Zähl mit, Wie viele?, Hör hin, Was fehlt?,
/// Blitzblick, Schüttelbox): the tiles sit at the bottom with their hint-ladder looks, the game
/// draws its stimulus above them. A tile tap commits its number.
public protocol TileGame: RoundGame where Answer == Int {
    func options(of task: Task) -> AnswerOptions
    /// The stimulus above the tiles: objects, beads, the rabbit.
    func stimulus(_ view: RoundView<Self>, in frame: Rect) -> [Node]
    /// What an intent on the stimulus means (a bead tapped, a tile dropped into the socket). The
    /// stimulus frame is `TilePlayfield.stimulusFrame(of: view)`.
    func interpretStimulus(_ intent: GameIntent, view: RoundView<Self>) -> PlayInput<Int, Play>
}

extension TileGame {
    public func interpretStimulus(_ intent: GameIntent, view: RoundView<Self>) -> PlayInput<Int, Play> { .none }

    public func playfield(_ view: RoundView<Self>) -> [Node] {
        TilePlayfield.nodes(for: self, view: view)
    }

    /// A tap on a tile commits its number; anything else is the stimulus's business.
    public func interpret(_ intent: GameIntent, view: RoundView<Self>) -> PlayInput<Int, Play> {
        if case .tap(let id) = intent, id.element == "answer" {
            guard let number = TilePlayfield.number(in: id) else { return .none }
            return .answer(number)
        }
        return interpretStimulus(intent, view: view)
    }

    /// The tiles still offered: all of them, or the answer and the last wrong choice from H2 on.
    public func visibleOptions(_ view: RoundView<Self>) -> AnswerOptions {
        let options = options(of: view.task)
        return view.rung >= .h2 ? options.narrowed(keeping: view.wrongAnswers.last) : options
    }
}

extension TileGame where Self: JourneyPlayable {
    public func intent(toward answer: Int, view: RoundView<Self>) -> GameIntent? {
        .tap(.answer(answer))
    }

    public func wrongAnswer(_ view: RoundView<Self>) -> Int? {
        let answer = answer(of: view.task)
        return visibleOptions(view).numbers.first { $0 != answer }
    }
}

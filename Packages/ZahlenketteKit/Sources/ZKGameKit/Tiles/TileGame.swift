import ZKCore
import ZKScene

/// A game whose answers are numeral tiles (Entdecken, Wie viele?, Hör hin, Was fehlt?): the
/// shared tile round draws and drives the tiles; the game draws its stimulus.
public protocol TileGame: RoundRules {
    func options(of task: Task) -> AnswerOptions
    /// The stimulus above the tiles: objects, beads, the rabbit.
    func stimulus(_ view: TaskView<Task>, in frame: Rect) -> [Node]
    /// What an intent on the stimulus means (a bead tapped, a tile dropped into the socket).
    /// `view.stimulusFrame` is the frame the stimulus was last drawn in, for positional taps.
    func interpret(_ intent: GameIntent, view: TaskView<Task>) -> StimulusAction
    /// Test hook: the intent that advances the activity, when the task has one.
    func activityIntent(for task: Task) -> GameIntent?
}

extension TileGame {
    public func interpret(_ intent: GameIntent, view: TaskView<Task>) -> StimulusAction { .none }

    public func activityIntent(for task: Task) -> GameIntent? { nil }
}

/// The meaning of an intent on a game's stimulus.
public enum StimulusAction: Sendable, Equatable {
    case none
    /// Commits this number as an answer (a tile dropped on the target).
    case answer(Int)
    /// One step of the task's activity (one counted bead); never an attempt.
    case activityStep
    /// Marks or unmarks the stimulus object at this index (a counting aid); never an attempt.
    case toggleMark(Int)
}

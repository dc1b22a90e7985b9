import ZKCore
import ZKScene

/// One running round of a game, as the game container (S-07) drives it: intents in, effects out,
/// a layout set by the model's update and a playfield drawn from it. Times are monotonic seconds
/// from the app's clock.
public protocol GameRound: AnyObject {
    var plan: RoundPlan { get }
    var phase: RoundPhase { get }
    /// Scored tasks completed so far, and how many the round has (its progress dots).
    var completedTasks: Int { get }
    var taskCount: Int { get }
    var isSpeakerPulsing: Bool { get }
    /// True while the unscored demo task is open.
    var isDemo: Bool { get }
    /// The game state to persist for the profile (explored numbers, finished pictures), if any.
    var savedState: String? { get }
    /// Names the task on screen for the keyboard focus (issue 19): it changes when a new task of a
    /// round in order opens, and stays while one board (Memory) or free play is open.
    var focusContext: String { get }

    func start(time: Double) -> [RoundEffect]
    func handle(_ intent: GameIntent, time: Double) -> [RoundEffect]
    func tick(time: Double) -> [RoundEffect]
    /// The voice finished the line the round waited for.
    func voiceFinished(time: Double) -> [RoundEffect]
    func pause(time: Double)
    func resume(time: Double) -> [RoundEffect]
    /// The playfield's frame changed (the window was resized): an update, never a side effect of
    /// drawing. Anything half-dragged returns home, never as an attempt.
    func layout(in frame: Rect)

    /// The game's own nodes in the laid-out frame (the container draws speaker, home and
    /// progress). A pure function of the round's state and `time`.
    func playfield(time: Double) -> [Node]
    func isAnimating(at time: Double) -> Bool
}

extension GameRound {
    public var isFinished: Bool { phase == .finished }
}

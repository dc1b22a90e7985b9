import ZKCore
import ZKScene

/// One running round of a game, as the game container (S-07) drives it: intents in, effects out,
/// and a playfield drawn for any frame. Times are monotonic seconds from the app's clock.
public protocol GameRound: AnyObject {
    var plan: RoundPlan { get }
    var phase: RoundPhase { get }
    /// Scored tasks completed so far, and how many the round has.
    var completedTasks: Int { get }
    var taskCount: Int { get }
    var isSpeakerPulsing: Bool { get }
    /// True while the unscored demo task is open.
    var isDemo: Bool { get }

    func start(time: Double) -> [RoundEffect]
    func handle(_ intent: GameIntent, time: Double) -> [RoundEffect]
    func tick(time: Double) -> [RoundEffect]
    /// The voice finished the line the round waited for.
    func voiceFinished(time: Double) -> [RoundEffect]
    func pause(time: Double)
    func resume(time: Double) -> [RoundEffect]
    /// The window changed size: an open drag is cancelled and returns home, never an attempt.
    func cancelDrags()

    /// The game's own nodes inside `frame` (the container draws speaker, home and progress).
    func playfield(in frame: Rect, time: Double) -> [Node]
    func isAnimating(at time: Double) -> Bool

    /// Test hook: the intent that makes progress towards a correct answer now, or nil.
    var correctIntent: GameIntent? { get }
    /// Test hook: an intent that commits a wrong answer now, or nil.
    var wrongIntent: GameIntent? { get }
}

extension GameRound {
    public var isFinished: Bool { phase == .finished }
}

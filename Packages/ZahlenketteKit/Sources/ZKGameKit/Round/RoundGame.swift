import ZKCore
import ZKScene

/// A whole game as the round driver runs it: its rules, its playfield and how it reads input.
/// A new game writes only these (plus its task generator and module).
public protocol RoundGame: RoundRules {
    /// The game's own nodes inside `view.frame` (the container draws speaker, home and progress).
    func playfield(_ view: RoundView<Self>) -> [Node]

    /// What an intent on the playfield means. The speaker is handled by the driver.
    func interpret(_ intent: GameIntent, view: RoundView<Self>) -> PlayInput<Answer, Play>

    /// Time-driven play (a flash ending, cards turning back); nil when nothing happens.
    func tick(_ view: RoundView<Self>) -> PlayInput<Answer, Play>?

    /// True while the game's own picture moves (beyond the driver's pulses and feedback).
    func isAnimating(_ view: RoundView<Self>) -> Bool

    /// The play state after the window changed size: anything half-dragged returns home.
    func playAfterResize(_ play: Play) -> Play
}

extension RoundGame {
    public func tick(_ view: RoundView<Self>) -> PlayInput<Answer, Play>? { nil }

    public func isAnimating(_ view: RoundView<Self>) -> Bool { false }

    public func playAfterResize(_ play: Play) -> Play { play }
}

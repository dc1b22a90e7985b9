/// The framework's timing constants in seconds (docs/games.md#the-shared-round).
public struct RoundTimings: Sendable, Equatable {
    /// After a correct answer the next task follows after this long.
    public var correctAdvance: Double = 1.5
    /// The soft shake of a wrong answer.
    public var wrongShake: Double = 0.3
    /// With voice off, controls enable this long after the prompt would have started.
    public var silentPromptDelay: Double = 1.0
    /// Idle time after which the prompt replays.
    public var idleReplay: Double = 10
    /// Idle time after which the speaker button pulses.
    public var speakerPulse: Double = 20
    /// After the solution is shown, the task completes itself after this long.
    public var autoComplete: Double = 6

    public init() {}

    /// How long answers hop when tapped before they take taps (issue 19: the bounce is what a child
    /// without sound sees).
    public static let bounce = 0.35

    /// The timings every game uses.
    public static let standard = RoundTimings()
}

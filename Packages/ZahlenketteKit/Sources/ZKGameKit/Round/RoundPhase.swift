/// Where a round is in its lifecycle (games.md 10).
public enum RoundPhase: Sendable, Equatable {
    /// The spoken title and intro line.
    case intro
    /// A task's prompt is playing; taps only bounce.
    case prompting
    /// The child does the task's activity (counting along); answers are not enabled yet.
    case activity
    /// Controls are enabled and taps commit answers.
    case answering
    /// A correct answer glows; the next task follows at `until`.
    case correctFeedback(until: Double)
    /// A wrong answer shakes and its rung's line plays; controls re-enable afterwards.
    case wrongFeedback(rung: HintRung)
    /// The solution is shown; the guided tap completes the task, or it completes itself at `autoAt`.
    case solution(autoAt: Double?)
    /// The round is over; the round-end screen follows.
    case finished
}

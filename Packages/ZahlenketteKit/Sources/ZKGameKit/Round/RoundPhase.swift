/// Where a round is in its lifecycle (docs/games.md#round).
public enum RoundPhase: Sendable, Equatable {
    /// The spoken title and intro line.
    case intro
    /// A task's prompt is playing; taps only bounce.
    case prompting
    /// The child does the task's activity (counting along, watching the flash, shaking the box);
    /// answers are not enabled yet.
    case activity
    /// Controls are enabled and taps commit answers.
    case answering
    /// A correct answer glows; the next task follows at `until`.
    case correctFeedback(until: Double)
    /// A wrong answer shakes and its rung's line plays; controls re-enable afterwards.
    case wrongFeedback(rung: HintRung)
    /// The solution is shown; the guided tap completes the task, or it completes itself at `autoAt`.
    case solution(autoAt: Double?)
    /// After the last task: the game's closing picture and line (Punkt zu Punkt's coloured picture).
    case outro
    /// The round is over; the round-end screen follows.
    case finished

    /// True before a task's answers take taps (the title, the prompt, an activity, a hint line):
    /// answers are drawn waiting and a tap on them only bounces (issue 19).
    public var isWaitingForAnswers: Bool {
        switch self {
        case .intro, .prompting, .activity, .wrongFeedback: true
        default: false
        }
    }

    /// True while the solution is shown and the guided tap is awaited.
    public var isSolution: Bool {
        if case .solution = self { return true }
        return false
    }
}

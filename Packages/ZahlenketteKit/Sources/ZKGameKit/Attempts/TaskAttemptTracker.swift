/// Counts what a child did on one task and climbs the hint ladder (docs/games.md#hint-ladder). Pure
/// value: the round controller owns one per task.
public struct TaskAttemptTracker: Sendable, Equatable {
    /// How a task ended.
    public enum Completion: String, Sendable, Equatable, Codable {
        /// The child committed the correct answer.
        case answered
        /// The child tapped the pulsing correct control after the solution was shown.
        case guidedTap
        /// Nobody tapped within the auto-complete time after the solution; the task completed itself.
        case autoCompleted
    }

    /// What one committed answer did.
    public enum Outcome: Sendable, Equatable {
        case correct
        case wrong(HintRung)
        /// The task was already complete or waits for the guided tap; nothing counted.
        case ignored
    }

    /// Committed answers including the correct one; the guided tap is excluded
    /// (docs/games.md#task-result).
    public private(set) var attempts = 0
    /// Every wrong answer in the order given.
    public private(set) var wrongAnswers: [Int] = []
    public private(set) var rung = HintRung.none
    public private(set) var completion: Completion?

    public init() {}

    /// Records one committed answer. `answer` is the number a wrong answer is logged as (the tile,
    /// the card, the stone; nil when the answer names no number, such as a stroke). After S only
    /// the guided tap completes the task.
    public mutating func commit(answer: Int?, isCorrect: Bool) -> Outcome {
        guard completion == nil, rung != .solution else { return .ignored }
        attempts += 1
        if isCorrect {
            completion = .answered
            return .correct
        }
        if let answer { wrongAnswers.append(answer) }
        rung = rung.next
        return .wrong(rung)
    }

    /// Completes a task whose solution is showing, by the child's guided tap or automatically.
    /// Auto-completion reports 3 attempts (docs/games.md#task-result).
    public mutating func completeGuided(automatically: Bool) {
        guard completion == nil, rung == .solution else { return }
        completion = automatically ? .autoCompleted : .guidedTap
        if automatically { attempts = max(attempts, TaskAttemptTracker.autoCompletionAttempts) }
    }

    /// The attempts value an auto-completed task reports.
    public static let autoCompletionAttempts = 3

    public var isCompleted: Bool { completion != nil }

    /// H1 and H2 used, 0 to 2.
    public var hintsUsed: Int { min(rung.rawValue, 2) }

    public var solutionShown: Bool { rung == .solution }

    /// Attempt 1 correct, with no hint and no solution.
    public var firstTryCorrect: Bool { completion == .answered && attempts == 1 && rung == .none }
}

/// How a task ended, as the mastery model reads it (docs/engine.md#learning-from-a-task, spec 9.2).
public enum TaskResultKind: String, CaseIterable, Codable, Sendable {
    /// Attempt 1 correct, no hint, no solution.
    case firstTry
    /// Correct after an error or a hint.
    case afterRetry
    /// The hint ladder reached S.
    case solutionShown

    /// The mastery target t (9.2).
    public var target: Double {
        switch self {
        case .firstTry: EngineConstants.targetFirstTry
        case .afterRetry: EngineConstants.targetAfterRetry
        case .solutionShown: EngineConstants.targetSolutionShown
        }
    }
}

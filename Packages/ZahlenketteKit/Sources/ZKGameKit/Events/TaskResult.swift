import Foundation
import ZKCore

/// Everything one completed task tells the engine and the store (docs/games.md#task-result).
public struct TaskResult: Sendable, Equatable, Codable {
    public let plannedTaskID: UUID
    public let gameID: GameID
    public let step: DifficultyStep
    /// The number credited with the primary skill.
    public let number: Int
    /// The second number credited when a task compares two (Mehr oder weniger).
    public let partnerNumber: Int?
    public let skill: Skill
    public let secondarySkill: Skill?
    public let secondaryNumber: Int?
    public let firstTryCorrect: Bool
    /// Commits including the correct one; guided tap excluded; auto-completion = 3.
    public let attempts: Int
    /// 0 to 2.
    public let hintsUsed: Int
    public let solutionShown: Bool
    /// From enabling the controls to the first commit, pauses excluded.
    public let responseTimeMs: Int
    public let promptReplays: Int
    public let wrongAnswers: [Int]
    /// Game state to persist (Entdecken and Punkt zu Punkt only), as JSON.
    public let updatedGameState: String?

    public init(
        plannedTaskID: UUID, gameID: GameID, step: DifficultyStep, number: Int, partnerNumber: Int? = nil,
        skill: Skill, secondarySkill: Skill?, secondaryNumber: Int?, tracker: TaskAttemptTracker,
        responseTimeMs: Int, promptReplays: Int, updatedGameState: String? = nil
    ) {
        self.plannedTaskID = plannedTaskID
        self.gameID = gameID
        self.step = step
        self.number = number
        self.partnerNumber = partnerNumber
        self.skill = skill
        self.secondarySkill = secondarySkill
        self.secondaryNumber = secondaryNumber
        self.firstTryCorrect = tracker.firstTryCorrect
        self.attempts = tracker.attempts
        self.hintsUsed = tracker.hintsUsed
        self.solutionShown = tracker.solutionShown
        self.responseTimeMs = max(0, responseTimeMs)
        self.promptReplays = promptReplays
        self.wrongAnswers = tracker.wrongAnswers
        self.updatedGameState = updatedGameState
    }
}

import Foundation
import ZKCore

/// One completed task as the engine reads it (docs/engine.md#what-it-knows, spec 9.10).
public struct TaskOutcomeInput: Hashable, Codable, Sendable {
    public var profileID: UUID
    /// The session the task belongs to; a new ID counts a new session (9.8 W4).
    public var sessionID: UUID
    public var roundID: UUID
    public var taskAttemptID: UUID
    public var gameID: GameID
    public var context: RoundContext
    public var task: PlannedTask
    /// Credits per docs/engine.md#what-it-knows, games spec 11–13: the primary skill with 1.0, the secondary with 0.5.
    public var credits: [Credit]
    public var result: TaskResultKind
    public var wrongAnswers: [Int]
    /// 0 none, 1 H1, 2 H2, 3 S.
    public var hintStep: Int
    public var durationMs: Int
    public var isLastTaskOfRound: Bool
    public var isReentry: Bool
    /// The AppClock local date of the task.
    public var localDate: LocalDate

    public init(
        profileID: UUID, sessionID: UUID, roundID: UUID, taskAttemptID: UUID, gameID: GameID,
        context: RoundContext, task: PlannedTask, credits: [Credit], result: TaskResultKind, wrongAnswers: [Int] = [],
        hintStep: Int = 0, durationMs: Int = 0, isLastTaskOfRound: Bool, isReentry: Bool, localDate: LocalDate
    ) {
        self.profileID = profileID
        self.sessionID = sessionID
        self.roundID = roundID
        self.taskAttemptID = taskAttemptID
        self.gameID = gameID
        self.context = context
        self.task = task
        self.credits = credits
        self.result = result
        self.wrongAnswers = wrongAnswers
        self.hintStep = hintStep
        self.durationMs = durationMs
        self.isLastTaskOfRound = isLastTaskOfRound
        self.isReentry = isReentry
        self.localDate = localDate
    }
}

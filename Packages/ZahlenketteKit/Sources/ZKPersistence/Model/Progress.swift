import Foundation
import ZKCore

/// Status of one mastery cell (docs/engine.md#learning-from-a-task).
public enum MasteryStatus: String, CaseIterable, Codable, Sendable {
    case new
    case learning
    case mastered
    case difficult
}

/// How a task ended (its mastery target, docs/engine.md#learning-from-a-task): first try,
/// correct after an error or hint, or the hint ladder reached the shown solution.
public enum TaskResultKind: String, CaseIterable, Codable, Sendable {
    case firstTry
    case afterRetry
    case solutionShown
}

/// One (profile, skill, number) cell: value, status, evidence and Leitner state
/// (docs/engine.md#learning-from-a-task).
public struct MasteryRecord: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var skill: Skill
    public var number: Int
    public var value: Double
    public var status: MasteryStatus
    public var evidence: Double
    public var firstTrySuccesses: Int
    /// The distinct days with a first-try success (the "2 days" of mastered).
    public var firstTryDays: [LocalDate]
    /// 0 before the first primary credit, then 1–5.
    public var leitnerBox: Int
    public var dueOn: LocalDate?
    /// A box moves up at most once a day.
    public var lastBoxMoveOn: LocalDate?
    /// Primary tasks on this cell (parent area: task count).
    public var taskCount: Int
    /// First-try flags of the last 10 primary tasks, oldest first (parent area: share of last 10).
    public var recentFirstTry: [Bool]
    public var lastPracticedOn: LocalDate?

    public init(
        profileID: UUID, skill: Skill, number: Int, value: Double = 0, status: MasteryStatus = .new,
        evidence: Double = 0, firstTrySuccesses: Int = 0, firstTryDays: [LocalDate] = [], leitnerBox: Int = 0,
        dueOn: LocalDate? = nil, lastBoxMoveOn: LocalDate? = nil, taskCount: Int = 0, recentFirstTry: [Bool] = [],
        lastPracticedOn: LocalDate? = nil
    ) {
        self.profileID = profileID
        self.skill = skill
        self.number = number
        self.value = value
        self.status = status
        self.evidence = evidence
        self.firstTrySuccesses = firstTrySuccesses
        self.firstTryDays = firstTryDays
        self.leitnerBox = leitnerBox
        self.dueOn = dueOn
        self.lastBoxMoveOn = lastBoxMoveOn
        self.taskCount = taskCount
        self.recentFirstTry = recentFirstTry
        self.lastPracticedOn = lastPracticedOn
    }
}

/// One completed task: every field of the task result (docs/games.md#task-result) plus the plan's
/// IDs, bucket, reason and step (docs/engine.md#planning-a-round,
/// docs/engine.md#the-learning-engine).
public struct TaskAttemptRecord: Sendable, Equatable, Codable, Identifiable {
    /// The attempt ID; also the ledger source of the task's star.
    public var id: UUID
    public var profileID: UUID
    public var roundID: UUID?
    public var abenteuerID: UUID?
    public var sessionID: UUID?
    public var plannedTaskID: UUID
    public var gameID: GameID
    public var skill: Skill
    public var number: Int
    public var partnerNumber: Int?
    public var secondarySkill: Skill?
    public var secondaryNumber: Int?
    public var firstTryCorrect: Bool
    public var attempts: Int
    public var hintsUsed: Int
    public var solutionShown: Bool
    public var responseTimeMs: Int
    public var promptReplays: Int
    public var wrongAnswers: [Int]
    public var result: TaskResultKind
    public var bucket: TaskBucket
    public var reason: SelectionReason
    public var step: DifficultyStep
    public var durationMs: Int
    public var isReentry: Bool
    public var isLastTaskOfRound: Bool
    public var localDate: LocalDate
    public var completedAt: Date

    public init(
        id: UUID, profileID: UUID, roundID: UUID?, abenteuerID: UUID? = nil, sessionID: UUID? = nil,
        plannedTaskID: UUID, gameID: GameID, skill: Skill, number: Int, partnerNumber: Int? = nil,
        secondarySkill: Skill? = nil, secondaryNumber: Int? = nil, firstTryCorrect: Bool, attempts: Int,
        hintsUsed: Int, solutionShown: Bool, responseTimeMs: Int, promptReplays: Int, wrongAnswers: [Int],
        result: TaskResultKind, reason: SelectionReason, step: DifficultyStep, durationMs: Int,
        isReentry: Bool = false, isLastTaskOfRound: Bool = false, localDate: LocalDate, completedAt: Date
    ) {
        self.id = id
        self.profileID = profileID
        self.roundID = roundID
        self.abenteuerID = abenteuerID
        self.sessionID = sessionID
        self.plannedTaskID = plannedTaskID
        self.gameID = gameID
        self.skill = skill
        self.number = number
        self.partnerNumber = partnerNumber
        self.secondarySkill = secondarySkill
        self.secondaryNumber = secondaryNumber
        self.firstTryCorrect = firstTryCorrect
        self.attempts = attempts
        self.hintsUsed = hintsUsed
        self.solutionShown = solutionShown
        self.responseTimeMs = responseTimeMs
        self.promptReplays = promptReplays
        self.wrongAnswers = wrongAnswers
        self.result = result
        self.bucket = reason.bucket
        self.reason = reason
        self.step = step
        self.durationMs = durationMs
        self.isReentry = isReentry
        self.isLastTaskOfRound = isLastTaskOfRound
        self.localDate = localDate
        self.completedAt = completedAt
    }
}

/// Per profile and game: difficulty step, first-try window, rounds at step, game state
/// (docs/engine.md#learning-from-a-task, docs/games.md#saved-game-state).
public struct GameProgress: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var gameID: GameID
    public var step: DifficultyStep
    /// The last 6 first-try flags, stretch tasks excluded; oldest first.
    public var firstTryWindow: [Bool]
    public var roundsAtStep: Int
    public var shownSolutionsInRow: Int
    /// Entdecken and Punkt zu Punkt only (docs/games.md#saved-game-state).
    public var gameStateJSON: String?
    public var demoSeen: Bool
    public var roundsPlayed: Int
    public var lastPlayedOn: LocalDate?

    public init(
        profileID: UUID, gameID: GameID, step: DifficultyStep = .step1, firstTryWindow: [Bool] = [],
        roundsAtStep: Int = 0, shownSolutionsInRow: Int = 0, gameStateJSON: String? = nil, demoSeen: Bool = false,
        roundsPlayed: Int = 0, lastPlayedOn: LocalDate? = nil
    ) {
        self.profileID = profileID
        self.gameID = gameID
        self.step = step
        self.firstTryWindow = firstTryWindow
        self.roundsAtStep = roundsAtStep
        self.shownSolutionsInRow = shownSolutionsInRow
        self.gameStateJSON = gameStateJSON
        self.demoSeen = demoSeen
        self.roundsPlayed = roundsPlayed
        self.lastPlayedOn = lastPlayedOn
    }
}

/// Per profile, game and number: tasks and first-try successes (recent-cell and parent figures).
public struct GameNumberStat: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var gameID: GameID
    public var number: Int
    public var tasks: Int
    public var firstTryCorrect: Int
    public var lastPlayedOn: LocalDate?

    public init(
        profileID: UUID, gameID: GameID, number: Int, tasks: Int = 0, firstTryCorrect: Int = 0,
        lastPlayedOn: LocalDate? = nil
    ) {
        self.profileID = profileID
        self.gameID = gameID
        self.number = number
        self.tasks = tasks
        self.firstTryCorrect = firstTryCorrect
        self.lastPlayedOn = lastPlayedOn
    }
}

/// Per profile: range state, controller window, stretch and probe counters, re-entry
/// (docs/engine.md#learning-from-a-task). The engine owns the meaning; `rangeStateJSON`
/// carries its widening counters (sessions and days at stage, narrowing history) without a schema
/// change.
public struct LearningState: Sendable, Equatable, Codable {
    public var profileID: UUID
    public var range: RangeStage
    public var rangeStateJSON: String?
    /// First-try flags of the last 20 non-stretch tasks, oldest first.
    public var controllerWindow: [Bool]
    /// neutral, easing or challenging.
    public var controllerMode: String
    public var stretchTasksCompleted: Int
    public var countedTasks: Int
    /// The last next-stage probes, oldest first.
    public var probeResults: [Bool]
    public var reentryRoundsLeft: Int
    public var lastTaskAt: Date?
    public var lastRangeCheckOn: LocalDate?

    public init(
        profileID: UUID, range: RangeStage, rangeStateJSON: String? = nil, controllerWindow: [Bool] = [],
        controllerMode: String = "neutral", stretchTasksCompleted: Int = 0, countedTasks: Int = 0,
        probeResults: [Bool] = [], reentryRoundsLeft: Int = 0, lastTaskAt: Date? = nil,
        lastRangeCheckOn: LocalDate? = nil
    ) {
        self.profileID = profileID
        self.range = range
        self.rangeStateJSON = rangeStateJSON
        self.controllerWindow = controllerWindow
        self.controllerMode = controllerMode
        self.stretchTasksCompleted = stretchTasksCompleted
        self.countedTasks = countedTasks
        self.probeResults = probeResults
        self.reentryRoundsLeft = reentryRoundsLeft
        self.lastTaskAt = lastTaskAt
        self.lastRangeCheckOn = lastRangeCheckOn
    }
}

/// Everything `ProgressRepository.record` writes for one completed task (spec 5.4.5 step 3):
/// the attempt, the new values of the credited mastery cells, the game's progress and the
/// learning state. The engine computes the values; the store writes them.
public struct TaskResultWrite: Sendable, Equatable {
    public var attempt: TaskAttemptRecord
    /// Primary and secondary cells with their new values.
    public var mastery: [MasteryRecord]
    public var gameProgress: GameProgress
    public var learningState: LearningState

    public init(
        attempt: TaskAttemptRecord, mastery: [MasteryRecord], gameProgress: GameProgress, learningState: LearningState
    ) {
        self.attempt = attempt
        self.mastery = mastery
        self.gameProgress = gameProgress
        self.learningState = learningState
    }
}

/// A persisted Abenteuer plan and its progress (docs/abenteuer.md#the-day).
public struct AbenteuerRecord: Sendable, Equatable, Codable, Identifiable {
    public var id: UUID
    public var profileID: UUID
    public var localDate: LocalDate
    public var games: [GameID]
    public var seed: UInt64
    public var roundsCompleted: Int
    public var completedAt: Date?

    public init(
        id: UUID, profileID: UUID, localDate: LocalDate, games: [GameID], seed: UInt64, roundsCompleted: Int = 0,
        completedAt: Date? = nil
    ) {
        self.id = id
        self.profileID = profileID
        self.localDate = localDate
        self.games = games
        self.seed = seed
        self.roundsCompleted = roundsCompleted
        self.completedAt = completedAt
    }
}

import Foundation
import ZKCore
import ZKLearningEngine

/// One task as a policy plans it.
struct SimTask {
    let number: Int
    let step: DifficultyStep
    let planned: PlannedTask?
}

/// What chooses the numbers and steps of a round.
protocol Policy {
    mutating func planRound(game: GameID, day: LocalDate, rng: inout SplitMix64) -> [SimTask]
    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate)
}

/// The engine (or its Leitner-only ablation), timing every call with ContinuousClock.
struct EnginePolicy: Policy {
    let engine: AdaptiveLearningEngine<StandardGameCatalog>
    var snapshot: LearnerSnapshot
    var planTimes: [Duration] = []
    var applyTimes: [Duration] = []
    var sessionID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0))
    private var currentPlan: RoundPlan?
    private var lastDay: LocalDate?
    private let clock = ContinuousClock()
    let measures: Bool

    init(options: EngineOptions, level: Level, stage: RangeStage, day: LocalDate, measures: Bool) {
        engine = AdaptiveLearningEngine(options: options)
        snapshot = LearnerSnapshot(
            level: level, today: day, range: RangeState(stage: stage, parentOverride: stage))
        self.measures = measures
    }

    mutating func planRound(game: GameID, day: LocalDate, rng: inout SplitMix64) -> [SimTask] {
        snapshot.today = day
        let request = RoundRequest(gameID: game, snapshot: snapshot)
        let start = clock.now
        let plan = engine.planRound(request, rng: &rng)
        if measures { planTimes.append(clock.now - start) }
        currentPlan = plan
        return plan.tasks.map { SimTask(number: $0.number, step: $0.step, planned: $0) }
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {
        guard let planned = task.planned, let plan = currentPlan else { return }
        if lastDay != day {
            lastDay = day
            sessionID = Self.nextSession(sessionID)
        }
        let outcome = TaskOutcomeInput(
            profileID: plan.id, sessionID: sessionID, roundID: plan.id, taskAttemptID: planned.id, gameID: game,
            context: plan.context, task: planned, credits: engine.credits(for: planned, gameID: game), result: result,
            isLastTaskOfRound: isLast, isReentry: plan.isReentry, localDate: day)
        let now = Date(timeIntervalSince1970: Double(day.days(since: BenchmarkCalendar.firstDay)) * 86_400)
        let start = clock.now
        let update = engine.apply(outcome, to: snapshot, at: now)
        if measures { applyTimes.append(clock.now - start) }
        snapshot = update.snapshot
    }

    private static func nextSession(_ id: UUID) -> UUID {
        var bytes = id.uuid
        bytes.15 &+= 1
        if bytes.15 == 0 { bytes.14 &+= 1 }
        return UUID(uuid: bytes)
    }
}

/// Fixed curriculum: each game walks its numbers in order, round after round, at step 1, no review.
struct FixedCurriculumPolicy: Policy {
    let level: Level
    let stage: RangeStage
    private var position: [GameID: Int] = [:]
    private let catalog = StandardGameCatalog()

    init(level: Level, stage: RangeStage) {
        self.level = level
        self.stage = stage
    }

    mutating func planRound(game: GameID, day: LocalDate, rng: inout SplitMix64) -> [SimTask] {
        let numbers = catalog.validNumbers(for: game, step: .step1, level: level, range: stage)
        let count = catalog.tasksPerRound(for: game, step: .step1, level: level) ?? level.tasksPerRound
        var index = position[game, default: 0]
        var tasks: [SimTask] = []
        for _ in 0..<count {
            tasks.append(SimTask(number: numbers[index % numbers.count], step: .step1, planned: nil))
            index += 1
        }
        position[game] = index
        return tasks
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {}
}

/// Random selection: each task a uniformly random valid number at step 1.
struct RandomPolicy: Policy {
    let level: Level
    let stage: RangeStage
    private let catalog = StandardGameCatalog()

    init(level: Level, stage: RangeStage) {
        self.level = level
        self.stage = stage
    }

    mutating func planRound(game: GameID, day: LocalDate, rng: inout SplitMix64) -> [SimTask] {
        let numbers = catalog.validNumbers(for: game, step: .step1, level: level, range: stage)
        let count = catalog.tasksPerRound(for: game, step: .step1, level: level) ?? level.tasksPerRound
        return (0..<count).map { _ in
            SimTask(number: numbers[rng.nextInt(below: numbers.count)], step: .step1, planned: nil)
        }
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {}
}

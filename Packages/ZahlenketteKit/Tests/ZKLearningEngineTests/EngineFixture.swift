import Foundation
import TestSupport
import ZKCore

@testable import ZKLearningEngine

/// Builders shared by the engine tests: snapshots, outcomes and whole played rounds.
enum EngineFixture {
    static let day = Berlin.day("2026-10-01")
    static let engine = AdaptiveLearningEngine()

    /// A controller window of `count` first tries, the first `successes` of them right.
    static func window(_ successes: Int, of count: Int) -> [Bool] {
        (0..<count).map { $0 < successes }
    }

    /// The tasks of the Wie viele? rounds planned for `snapshot` with seeds 0 to `seeds` − 1, in order.
    static func wieVieleTasks(_ snapshot: LearnerSnapshot, seeds: UInt64 = 20) -> [PlannedTask] {
        (0..<seeds).flatMap { seed in
            var rng = SplitMix64(seed: seed)
            return engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng).tasks
        }
    }

    static func id(_ value: UInt8) -> UUID {
        UUID(uuid: (value, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, value))
    }

    static func snapshot(
        level: Level = .vorschule, stage: RangeStage? = nil, day: LocalDate = day, override: RangeStage? = nil
    ) -> LearnerSnapshot {
        LearnerSnapshot(
            level: level, today: day,
            range: RangeState(stage: stage ?? level.startingRange, parentOverride: override))
    }

    /// A mastered number the child knows now, in Leitner box 5 and not due for twenty days, last
    /// practised `daysAgo` days before `day`.
    static func knownCell(practisedDaysAgo daysAgo: Int, estimate: Double = 0.95) -> CellState {
        CellState(
            mastery: 0.9, evidence: 12, status: .mastered, firstTrySuccesses: 8, firstTryDays: 5, box: 5,
            dueOn: day.adding(days: 20), lastPracticedOn: day.adding(days: -daysAgo), successEstimate: estimate,
            previousAttempt: .succeeded)
    }

    static func task(
        _ number: Int, skill: Skill = .count, reason: SelectionReason = .focus, step: DifficultyStep = .step1
    ) -> PlannedTask {
        PlannedTask(id: id(UInt8(number)), skill: skill, number: number, step: step, reason: reason)
    }

    static func outcome(
        _ task: PlannedTask, game: GameID = .wieViele, result: TaskResultKind, isLast: Bool = false,
        day: LocalDate = day, session: UUID = id(1), isReentry: Bool = false, context: RoundContext = .single
    ) -> TaskOutcomeInput {
        TaskOutcomeInput(
            profileID: id(9), sessionID: session, roundID: id(2), taskAttemptID: task.id, gameID: game,
            context: context, task: task, credits: engine.credits(for: task, gameID: game), result: result,
            isLastTaskOfRound: isLast, isReentry: isReentry, localDate: day)
    }

    static func instant(_ day: LocalDate) -> Date {
        Berlin.clock(day.string).now
    }

    /// Plays every task of `plan` with `result(task)` and returns the snapshot afterwards.
    static func play(
        _ plan: RoundPlan, on snapshot: LearnerSnapshot, day: LocalDate, session: UUID = id(1),
        engine: AdaptiveLearningEngine<StandardGameCatalog> = engine,
        result: (PlannedTask) -> TaskResultKind = { _ in .firstTry }
    ) -> LearnerSnapshot {
        var state = snapshot
        for (index, task) in plan.tasks.enumerated() {
            let input = TaskOutcomeInput(
                profileID: id(9), sessionID: session, roundID: plan.id, taskAttemptID: task.id, gameID: plan.gameID,
                context: plan.context, task: task, credits: engine.credits(for: task, gameID: plan.gameID),
                result: result(task), isLastTaskOfRound: index == plan.tasks.count - 1, isReentry: plan.isReentry,
                localDate: day)
            state = engine.apply(input, to: state, at: instant(day)).snapshot
        }
        return state
    }

    /// A snapshot with random but valid cells, boxes, games and counters.
    static func randomSnapshot(seed: UInt64, level: Level, stage: RangeStage) -> LearnerSnapshot {
        var rng = SplitMix64(seed: seed)
        var snapshot = self.snapshot(level: level, stage: stage)
        let statuses: [CellStatus] = [.new, .learning, .difficult, .mastered]
        for skill in Skill.allCases {
            for number in 1...20 where rng.nextInt(below: 3) > 0 {
                let key = CellKey(skill: skill, number: number)
                guard ApplicableCells.isApplicable(key, level: level) else { continue }
                let status = statuses[rng.nextInt(below: statuses.count)]
                guard status != .new else { continue }
                let box = 1 + rng.nextInt(below: 5)
                snapshot.cells[key] = CellState(
                    mastery: rng.nextUnitDouble(), evidence: Double(1 + rng.nextInt(below: 10)), status: status,
                    firstTrySuccesses: rng.nextInt(below: 6), firstTryDays: rng.nextInt(below: 4), box: box,
                    dueOn: day.adding(days: rng.nextInt(below: 40) - 20),
                    lastPracticedOn: day.adding(days: -rng.nextInt(below: 30)), successEstimate: rng.nextUnitDouble())
            }
        }
        for game in StandardGameCatalog.games where rng.nextInt(below: 2) == 0 {
            let step = DifficultyStep(rawValue: 1 + rng.nextInt(below: 3)) ?? .step1
            snapshot.games[game] = GameProgressState(
                step: step, window: (0..<rng.nextInt(below: 7)).map { _ in rng.nextInt(below: 2) == 0 },
                lastRoundCells: [CellKey(skill: .count, number: 1 + rng.nextInt(below: stage.maxNumber))])
        }
        snapshot.controller = ControllerState(
            window: (0..<rng.nextInt(below: 21)).map { _ in rng.nextInt(below: 4) > 0 },
            mode: [ControllerMode.neutral, .easing, .challenging][rng.nextInt(below: 3)])
        let counted = rng.nextInt(below: 400)
        snapshot.stretch = StretchCounters(
            countedTasks: counted, stretchTasksCompleted: rng.nextInt(below: counted / 8 + 1))
        if rng.nextInt(below: 10) == 0 {
            snapshot.lastTaskOn = day.adding(days: -20)
        } else {
            snapshot.lastTaskOn = day.adding(days: -rng.nextInt(below: 3))
        }
        if rng.nextInt(below: 3) == 0 {
            snapshot.availableGames = StandardGameCatalog.freeGames
        }
        return snapshot
    }
}

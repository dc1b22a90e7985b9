import Foundation
import ZKCore
import ZKLearningEngine

/// The engine's range bookkeeping beside a policy that does not plan with the engine (D-0175).
/// Every task the policy gives goes through `AdaptiveLearningEngine.apply`, so the stage widens,
/// and narrows, by W1–W6 as it would under the engine (docs/engine.md#range); the policy teaches
/// only within that stage. The oracle teacher with a shadow is the fastest teacher that keeps the
/// specification's widening rules, which bind the engine and not the plain oracle teacher.
struct WideningShadow {
    private let engine = AdaptiveLearningEngine()
    /// What the engine would know of the child after the policy's tasks (`BeliefTeacherPolicy` reads it).
    private(set) var snapshot: LearnerSnapshot
    private var session = 0
    private var taskCount = 0
    private var round = 0
    private var lastDay: LocalDate?

    /// A population that does not widen keeps its stage by a parent override, as under the engine.
    init(population: Population, day: LocalDate) {
        snapshot = LearnerSnapshot(level: population.level, today: day, range: population.startingRange)
    }

    /// The stage the policy may teach in.
    var stage: RangeStage { snapshot.range.effectiveStage }

    /// The number a probe of the next stage asks in `game` — its lowest, when the game can show it
    /// there and the cell applies — while W1–W3 hold below the level's cap, as the engine probes
    /// (9.9.1); nil otherwise.
    func probe(for game: GameID) -> Int? {
        guard let next = stage.next, snapshot.range.parentOverride == nil, stage < snapshot.level.rangeCap,
            engine.wideningCheck(snapshot).cellsReady
        else { return nil }
        let number = stage.maxNumber + 1
        let skill = engine.catalog.skill(of: game)
        let valid = engine.catalog.validNumbers(for: game, step: .step1, level: snapshot.level, range: next)
        guard valid.contains(number),
            ApplicableCells.isApplicable(CellKey(skill: skill, number: number), level: snapshot.level)
        else { return nil }
        return number
    }

    /// Applies one task the policy gave: a stretch task as the engine's probe of the next stage, any
    /// other as a task on a number being learned.
    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {
        if lastDay != day {
            lastDay = day
            session += 1
        }
        taskCount += 1
        snapshot.today = day
        let skill = engine.catalog.skill(of: game)
        let planned = PlannedTask(
            id: Self.id(taskCount, kind: 1), skill: skill, number: task.number, step: task.step,
            reason: task.isStretch ? .stretchNumber : .focus, scaffolded: task.scaffolded)
        let outcome = TaskOutcomeInput(
            profileID: Self.id(0, kind: 0), sessionID: Self.id(session, kind: 2), roundID: Self.id(round, kind: 3),
            taskAttemptID: planned.id, gameID: game, context: .single, task: planned,
            credits: engine.credits(for: planned, gameID: game), result: result, isLastTaskOfRound: isLast,
            isReentry: false, localDate: day)
        let now = BenchmarkCalendar.instant(of: day)
        snapshot = engine.apply(outcome, to: snapshot, at: now).snapshot
        if isLast { round += 1 }
    }

    private static func id(_ value: Int, kind: UInt8) -> UUID {
        let bits = UInt32(truncatingIfNeeded: value)
        return UUID(
            uuid: (
                kind, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, UInt8(truncatingIfNeeded: bits >> 24),
                UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8),
                UInt8(truncatingIfNeeded: bits)
            ))
    }
}

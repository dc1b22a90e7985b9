import Foundation
import ZKCore
import ZKLearningEngine

/// The engine or one of its ablations, timing every call with ContinuousClock when `measures`.
struct EnginePolicy: Policy {
    let engine: AdaptiveLearningEngine<StandardGameCatalog>
    var snapshot: LearnerSnapshot
    var planTimes: [Double] = []
    var applyTimes: [Double] = []
    var sessionID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0))
    private var currentPlan: RoundPlan?
    private var lastDay: LocalDate?
    private let clock = ContinuousClock()
    let measures: Bool

    /// A population that widens starts at its stage without a parent override; the others fix it.
    init(options: EngineOptions, population: Population, day: LocalDate, measures: Bool) {
        engine = AdaptiveLearningEngine(options: options)
        let range =
            population.widens
            ? RangeState(stage: population.stage)
            : RangeState(stage: population.stage, parentOverride: population.stage)
        snapshot = LearnerSnapshot(level: population.level, today: day, range: range)
        self.measures = measures
    }

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        snapshot.today = day
        let request = RoundRequest(gameID: game, snapshot: snapshot)
        let start = clock.now
        let plan = engine.planRound(request, rng: &rng)
        if measures { planTimes.append(Self.microseconds(clock.now - start)) }
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
        let now = BenchmarkCalendar.instant(of: day)
        let start = clock.now
        let update = engine.apply(outcome, to: snapshot, at: now)
        if measures { applyTimes.append(Self.microseconds(clock.now - start)) }
        snapshot = update.snapshot
    }

    private static func nextSession(_ id: UUID) -> UUID {
        var bytes = id.uuid
        bytes.15 &+= 1
        if bytes.15 == 0 { bytes.14 &+= 1 }
        return UUID(uuid: bytes)
    }

    static func microseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1_000_000 + Double(parts.attoseconds) / 1_000_000_000_000
    }
}

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
    /// With tile counts, every round is planned on the child's true chances (`engine_true_belief`).
    private let truth: TileCounts?

    /// A population that widens starts at its stage without a parent override; the others fix it.
    /// `truth` plans every round on the child's true chances (`engine_true_belief`, D-0177).
    init(options: EngineOptions, population: Population, day: LocalDate, measures: Bool, truth: TileCounts? = nil) {
        self.truth = truth
        engine = AdaptiveLearningEngine(options: options)
        snapshot = LearnerSnapshot(level: population.level, today: day, range: population.startingRange)
        self.measures = measures
    }

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        snapshot.today = day
        let planned = truth.map { believingTruth(game: game, dayIndex: dayIndex, learner: learner, tiles: $0) }
        let request = RoundRequest(gameID: game, snapshot: planned ?? snapshot)
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

    /// The snapshot as the engine would hold it if its belief were the truth: every practised cell of
    /// the game's skill carries the child's true first-try chance at step one in the normal form,
    /// unfaded, and the controller keeps no predictions to correct it by. Numbers the child has not
    /// met stay new, as the engine's rules require. Outcomes are still applied to the engine's own
    /// snapshot, so mastery, Leitner, stepping and widening run as in the app.
    private func believingTruth<Learner: SimulatedLearner>(
        game: GameID, dayIndex: Int, learner: Learner, tiles: TileCounts
    ) -> LearnerSnapshot {
        var believed = snapshot
        let skill = engine.catalog.skill(of: game)
        let shown = Presentation(
            step: .step1, tiles: tiles.tiles(game: game, level: snapshot.level, step: .step1), scaffolded: false)
        for (key, cell) in snapshot.cells where key.skill == skill && cell.lastPracticedOn != nil {
            var known = cell
            known.successEstimate = learner.firstTryProbability(key, shown, day: dayIndex)
            known.lastPracticedOn = snapshot.today
            believed.cells[key] = known
        }
        believed.controller.calibration = PredictionCalibration()
        return believed
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

import ZKCore
import ZKLearningEngine

/// The round-planning observer's rule on the engine's own belief (`engine_belief_teacher`, D-0179):
/// the help-rule teacher (`OracleTeacherPolicy` with `helpRule`) choosing each round before it is
/// played, as `observer_teacher_rounds` does, but believing what the engine believes. Every task goes
/// through the engine's `apply` (`WideningShadow`), a cell's chance is the engine's corrected
/// expectation (docs/engine.md#known-now) and "mastered" is the engine's status. Against the engine,
/// it separates what the engine believes from how it builds its rounds.
struct BeliefTeacherPolicy: Policy {
    private var rule: OracleTeacherPolicy

    init(population: Population, stage: RangeStage, tiles: TileCounts, day: LocalDate) {
        rule = OracleTeacherPolicy(
            level: population.level, stage: stage, tiles: tiles, holdsBand: true, helpRule: true,
            shadow: WideningShadow(population: population, day: day))
    }

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner _: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        guard var snapshot = rule.shadowSnapshot else { return rule.placeholders(for: game) }
        snapshot.today = day
        let predictor = RoundPredictor(controller: snapshot.controller)
        return rule.planAhead(
            for: game,
            chance: { cell, shown in
                predictor.expected(
                    SuccessPrediction.firstTry(snapshot.cell(cell), on: day), scaffolded: shown.scaffolded)
            },
            mastered: { snapshot.cell($0).status == .mastered })
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {
        rule.record(task, game: game, result: result, isLast: isLast, day: day)
    }
}

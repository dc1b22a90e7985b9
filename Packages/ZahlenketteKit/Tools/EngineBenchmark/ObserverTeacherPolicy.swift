import ZKCore
import ZKLearningEngine

/// The observer teacher (issue 36, D-0168): the help-rule oracle teacher's rule
/// (`OracleTeacherPolicy` with `helpRule`) on a belief instead of the child's hidden state. It knows
/// how the population's children work but not this child: it sees the tasks it gives and their
/// outcomes, and believes what a particle filter over the population's children makes of them
/// (`ParticleBelief`). Each true chance becomes the believed one, and "mastered" a believed mastery
/// of at least `masteredBelief` on a cell not missed last time; its band window holds believed
/// chances. It never reads the `learner` it is handed: the parameter has no name in its body. Its
/// band is what a policy that sees only what the engine sees can reach
/// (docs/engine.md#what-the-figures-say).
///
/// With `plansRounds` it chooses a whole round before the round is played, on the belief at its
/// start, as the engine plans (`observer_teacher_rounds`, D-0171): it cannot react inside a round
/// to an answer it has not yet seen, it helps only at the round's first task on a new or missed
/// number, and no number takes more than half the round (D-0191). Its band is what such a policy can
/// reach with the engine's knowledge and structure.
struct ObserverTeacherPolicy: Policy {
    private var rule: OracleTeacherPolicy
    private var belief: ParticleBelief
    private let level: Level
    private let tiles: TileCounts
    private let catalog = StandardGameCatalog()
    private let plansRounds: Bool
    /// The day of the task being played, kept from `adjust` for `record`.
    private var dayIndex = 0
    /// The believed first-try chance of the task being played (`ENGINE_BENCH_MIX` sets it beside
    /// the true one).
    private(set) var believedChance = 0.0

    /// A cell counts as mastered once the particles believe it at least this likely: the teacher
    /// then leans on it as a known number, as the oracle teacher leans on a truly mastered one.
    static let masteredBelief = 0.9

    /// `seed` is the child's; the particles' seeds are derived from it. With a `shadow` it teaches only
    /// within the stage W1–W6 have opened and probes the next stage as the engine does
    /// (`observer_teacher_rounds_widening`, D-0193); without one, the whole target stage from the start.
    init(
        population: Population, stage: RangeStage, tiles: TileCounts, seed: UInt64, plansRounds: Bool = false,
        shadow: WideningShadow? = nil
    ) {
        self.plansRounds = plansRounds
        rule = OracleTeacherPolicy(
            level: population.level, stage: stage, tiles: tiles, holdsBand: true, helpRule: true, shadow: shadow)
        belief = ParticleBelief(population: population, seed: seed)
        level = population.level
        self.tiles = tiles
    }

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner _: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        guard plansRounds else { return rule.placeholders(for: game) }
        let belief = belief
        return rule.planAhead(
            for: game, chance: { belief.chance($0, $1, day: dayIndex) },
            mastered: { belief.masteredProbability($0, day: dayIndex) >= Self.masteredBelief })
    }

    mutating func adjust<Learner: SimulatedLearner>(
        _ task: SimTask, game: GameID, dayIndex: Int, learner _: Learner
    ) -> SimTask {
        self.dayIndex = dayIndex
        if plansRounds {
            let skill = catalog.skill(of: game)
            believedChance = belief.chance(
                CellKey(skill: skill, number: task.number), tiles.presentation(of: task, game: game, level: level),
                day: dayIndex)
            return task
        }
        return pick(task, game: game, dayIndex: dayIndex)
    }

    private mutating func pick(_ task: SimTask, game: GameID, dayIndex: Int) -> SimTask {
        let belief = belief
        let missed = rule.missed
        let chosen = rule.choose(
            task, game: game, chance: { belief.chance($0, $1, day: dayIndex) },
            mastered: { !missed.contains($0) && belief.masteredProbability($0, day: dayIndex) >= Self.masteredBelief })
        let skill = catalog.skill(of: game)
        believedChance = belief.chance(
            CellKey(skill: skill, number: chosen.number), tiles.presentation(of: chosen, game: game, level: level),
            day: dayIndex)
        return chosen
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {
        let skill = catalog.skill(of: game)
        let shown = tiles.presentation(of: task, game: game, level: level)
        belief.observe(CellKey(skill: skill, number: task.number), shown, day: dayIndex, result: result)
        rule.record(task, game: game, result: result, isLast: isLast, day: day)
    }
}

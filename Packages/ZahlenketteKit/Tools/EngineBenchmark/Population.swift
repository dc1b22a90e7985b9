import ZKCore
import ZKLearningEngine

/// A population of simulated learners at one level. Fixed before the benchmark was run (D-0109 for
/// the first three, D-0123 for the graded ones) and never tuned afterwards.
struct Population: Sendable {
    /// Which children the population holds.
    enum Children: Sendable {
        /// A third each of BKT, logistic and teen-confusing learners (issue 3).
        case classic
        /// Graded, forgetting learners who guess among the tiles: 8 in 10 typical, 1 in 10 far behind,
        /// 1 in 10 far ahead (issue 11).
        case graded
    }

    let name: String
    let level: Level
    /// The stage the child starts at.
    let stage: RangeStage
    /// False: a parent override fixes `stage`. True: the engine widens by its own rules up to the level's cap.
    let widens: Bool
    let children: Children
    let learners: Int
    let seed: UInt64
    let roundsPerDay: Int
    /// The tasks-to-mastery run stops here (censored).
    let maxDays: Int

    /// The stage whose cells the child must master, and whose cells the retention test reads.
    var targetStage: RangeStage { widens ? level.rangeCap : stage }

    var targetCells: [CellKey] {
        ApplicableCells.cells(skills: Set(Skill.allCases), level: level, stage: targetStage)
    }

    /// The range a child starts with: a population that widens starts at its stage without a parent
    /// override, as a new profile does; the others keep their stage by one.
    var startingRange: RangeState {
        widens ? RangeState(stage: stage) : RangeState(stage: stage, parentOverride: stage)
    }

    /// True when the children forget between days (the retention target applies).
    var forgets: Bool { children == .graded }

    /// The equal practice budget: every policy plays this many days at `roundsPerDay` (issue 11),
    /// then `breakDays` without play, then the retention test.
    static let budgetDays = 28
    static let breakDays = 14

    /// One game per skill, so every skill of the taxonomy is trained; the children play them in turn.
    static let games: [GameID] = [
        .wieViele, .hoerHin, .wasFehlt, .memory, .blitzblick, .mehrWeniger, .schuettelbox, .nachspuren,
    ]

    static let all: [Population] = [
        Population(
            name: "littleOnes", level: .littleOnes, stage: .r1to5, widens: false, children: .classic, learners: 210,
            seed: 0x5EED_0001, roundsPerDay: 3, maxDays: 240),
        Population(
            name: "vorschule", level: .vorschule, stage: .r1to10, widens: false, children: .classic, learners: 210,
            seed: 0x5EED_0002, roundsPerDay: 4, maxDays: 240),
        Population(
            name: "vorschule20", level: .vorschule, stage: .r1to20, widens: false, children: .classic, learners: 210,
            seed: 0x5EED_0003, roundsPerDay: 4, maxDays: 365),
        Population(
            name: "gradedLittleOnes", level: .littleOnes, stage: .r1to5, widens: false, children: .graded,
            learners: 210, seed: 0x5EED_0011, roundsPerDay: 3, maxDays: 240),
        Population(
            name: "gradedVorschule", level: .vorschule, stage: .r1to10, widens: false, children: .graded,
            learners: 210, seed: 0x5EED_0012, roundsPerDay: 4, maxDays: 240),
        Population(
            name: "wideningLittleOnes", level: .littleOnes, stage: .r1to5, widens: true, children: .graded,
            learners: 210, seed: 0x5EED_0021, roundsPerDay: 3, maxDays: 365),
        Population(
            name: "wideningVorschule", level: .vorschule, stage: .r1to10, widens: true, children: .graded,
            learners: 210, seed: 0x5EED_0022, roundsPerDay: 4, maxDays: 365),
    ]

    /// The child with this index; `seed` draws its parameters.
    func makeLearner(_ index: Int, seed: UInt64) -> any SimulatedLearner {
        var rng = SplitMix64(seed: seed)
        if let profile = profile(of: index) { return GradedLearner(profile: profile, rng: &rng) }
        switch index % 3 {
        case 0: return BKTLearner(cells: targetCells, rng: &rng)
        case 1: return LogisticLearner(rng: &rng)
        default: return TeenConfuserLearner(cells: targetCells, rng: &rng)
        }
    }

    /// Where a graded child starts (8 in 10 typical, 1 far behind, 1 far ahead); nil for the classic
    /// children.
    func profile(of index: Int) -> GradedLearner.Profile? {
        guard children == .graded else { return nil }
        switch index % 10 {
        case 8: return .farBehind
        case 9: return .farAhead
        default: return .typical
        }
    }

    /// The learner kind of a child, for `ENGINE_BENCH_KIND` (0, 1, 2 as in `makeLearner`).
    func kind(of index: Int) -> Int {
        switch profile(of: index) {
        case nil: index % 3
        case .typical: 0
        case .farBehind: 1
        case .farAhead: 2
        }
    }
}

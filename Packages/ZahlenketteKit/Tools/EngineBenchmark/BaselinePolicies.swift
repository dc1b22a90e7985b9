import ZKCore
import ZKLearningEngine

/// Fixed curriculum: each game walks its numbers in order, round after round, at step 1, no review.
/// It walks the whole target stage (the cap of a widening population) from the first day.
struct FixedCurriculumPolicy: Policy {
    let level: Level
    let stage: RangeStage
    private var position: [GameID: Int] = [:]
    private let catalog = StandardGameCatalog()

    init(level: Level, stage: RangeStage) {
        self.level = level
        self.stage = stage
    }

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        let numbers = catalog.validNumbers(for: game, step: .step1, level: level, range: stage)
        let count = catalog.roundLength(for: game, step: .step1, level: level)
        var index = position[game, default: 0]
        var tasks: [SimTask] = []
        for _ in 0..<count {
            tasks.append(SimTask(number: numbers[index % numbers.count], step: .step1))
            index += 1
        }
        position[game] = index
        return tasks
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {}
}

/// Random selection: each task a uniformly random valid number of the target stage at step 1.
struct RandomPolicy: Policy {
    let level: Level
    let stage: RangeStage
    private let catalog = StandardGameCatalog()

    init(level: Level, stage: RangeStage) {
        self.level = level
        self.stage = stage
    }

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        let numbers = catalog.validNumbers(for: game, step: .step1, level: level, range: stage)
        let count = catalog.roundLength(for: game, step: .step1, level: level)
        return (0..<count).map { _ in SimTask(number: numbers[rng.nextInt(below: numbers.count)], step: .step1) }
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {}
}

/// The oracle (issue 11): reads the child's hidden state and gives each task the number and step
/// (of the target stage, unscaffolded) whose first-try chance is nearest 0.80. It is the ceiling for
/// the band figures, not a teacher: it never looks at what the child still has to learn.
struct OraclePolicy: Policy {
    let level: Level
    let stage: RangeStage
    let tiles: TileCounts
    private let catalog = StandardGameCatalog()
    static let target = 0.80

    init(level: Level, stage: RangeStage, tiles: TileCounts) {
        self.level = level
        self.stage = stage
        self.tiles = tiles
    }

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        let best = nearest(game: game, dayIndex: dayIndex, learner: learner)
        let count = catalog.roundLength(for: game, step: best.step, level: level)
        return Array(repeating: best, count: count)
    }

    /// Each task is chosen again just before it is played, on the child's state at that moment.
    func adjust<Learner: SimulatedLearner>(_ task: SimTask, game: GameID, dayIndex: Int, learner: Learner) -> SimTask {
        nearest(game: game, dayIndex: dayIndex, learner: learner)
    }

    private func nearest<Learner: SimulatedLearner>(game: GameID, dayIndex: Int, learner: Learner) -> SimTask {
        let skill = catalog.skill(of: game)
        var best = SimTask(number: 1, step: .step1)
        var bestDistance = Double.infinity
        for step in DifficultyStep.allCases {
            let shown = Presentation(
                step: step, tiles: tiles.tiles(game: game, level: level, step: step), scaffolded: false)
            for number in catalog.validNumbers(for: game, step: step, level: level, range: stage) {
                let chance = learner.firstTryProbability(CellKey(skill: skill, number: number), shown, day: dayIndex)
                let distance = abs(chance - Self.target)
                if distance < bestDistance {
                    bestDistance = distance
                    best = SimTask(number: number, step: step)
                }
            }
        }
        return best
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {}
}

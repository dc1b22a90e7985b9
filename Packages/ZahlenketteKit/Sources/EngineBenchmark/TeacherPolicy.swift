import ZKCore
import ZKLearningEngine

// Temporary diagnostic (not committed): a teacher who sees the hidden state and practises, each
// round at step 1, the distinct numbers the child has not truly mastered (weakest first), then the
// mastered ones closest to fading.
struct TeacherPolicy: Policy {
    let level: Level
    let stage: RangeStage
    private let catalog = StandardGameCatalog()

    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask] {
        let skill = catalog.descriptor(for: game)?.primarySkill ?? .count
        let numbers = catalog.validNumbers(for: game, step: .step1, level: level, range: stage)
        let count = catalog.tasksPerRound(for: game, step: .step1, level: level) ?? level.tasksPerRound
        let shown = Presentation(step: .step1, tiles: 3, scaffolded: false)
        let ranked = numbers.map { number -> (Int, Bool, Double) in
            let cell = CellKey(skill: skill, number: number)
            return (number, learner.hasMastered(cell, day: dayIndex), learner.firstTryProbability(cell, shown, day: dayIndex))
        }.sorted { lhs, rhs in
            if lhs.1 != rhs.1 { return !lhs.1 }
            return lhs.2 < rhs.2
        }
        return (0..<count).map { SimTask(number: ranked[$0 % ranked.count].0, step: .step1) }
    }

    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate) {}
}

import ZKCore
import ZKLearningEngine

/// One task as a policy plans it.
struct SimTask {
    let number: Int
    let step: DifficultyStep
    let scaffolded: Bool
    let isStretch: Bool
    let planned: PlannedTask?

    init(number: Int, step: DifficultyStep, planned: PlannedTask? = nil) {
        self.number = number
        self.step = step
        self.planned = planned
        scaffolded = planned?.scaffolded ?? false
        isStretch = planned?.bucket == .stretch
    }

    /// A task a baseline chooses itself: in the easiest form (the oracle teacher), or a stretch task
    /// (the widening-bound teacher's probe of the next stage).
    init(number: Int, step: DifficultyStep, scaffolded: Bool, isStretch: Bool = false) {
        self.number = number
        self.step = step
        planned = nil
        self.scaffolded = scaffolded
        self.isStretch = isStretch
    }
}

/// What chooses the numbers and steps of a round. Only the oracle reads `learner`.
protocol Policy {
    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask]
    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate)
    /// The task actually played at this point of the round; only the oracle looks again.
    mutating func adjust<Learner: SimulatedLearner>(
        _ task: SimTask, game: GameID, dayIndex: Int, learner: Learner
    ) -> SimTask
}

extension Policy {
    mutating func adjust<Learner: SimulatedLearner>(
        _ task: SimTask, game: GameID, dayIndex: Int, learner: Learner
    ) -> SimTask {
        task
    }
}

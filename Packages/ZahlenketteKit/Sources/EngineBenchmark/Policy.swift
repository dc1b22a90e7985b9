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
}

/// What chooses the numbers and steps of a round. Only the oracle reads `learner`.
protocol Policy {
    mutating func planRound<Learner: SimulatedLearner>(
        game: GameID, day: LocalDate, dayIndex: Int, learner: Learner, rng: inout SplitMix64
    ) -> [SimTask]
    mutating func record(_ task: SimTask, game: GameID, result: TaskResultKind, isLast: Bool, day: LocalDate)
    /// The task actually played at this point of the round; only the oracle looks again.
    func adjust<Learner: SimulatedLearner>(_ task: SimTask, game: GameID, dayIndex: Int, learner: Learner) -> SimTask
}

extension Policy {
    func adjust<Learner: SimulatedLearner>(_ task: SimTask, game: GameID, dayIndex: Int, learner: Learner) -> SimTask {
        task
    }
}

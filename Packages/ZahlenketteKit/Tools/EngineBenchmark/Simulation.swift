import Foundation
import ZKCore
import ZKLearningEngine

/// What one child did under one policy in both runs.
struct ChildResult: Sendable {
    /// Tasks until the hidden state masters every target cell at once (censored at `maxDays`).
    var tasksToMastery = 0
    var mastered = false
    /// The band measure over the practice budget.
    var measured = 0
    var inBand = 0
    var below = 0
    var tasks = 0
    var chanceSum = 0.0
    var scaffolded = 0
    /// The share of target cells truly known at the end of the practice budget, before the break.
    var knownAfterBudget = 0.0
    /// The share of target cells truly known after the break.
    var retention = 0.0
    var planTimes: [Double] = []
    var applyTimes: [Double] = []
    var mix = TaskMix()
}

/// Plays a child through days of rounds: one game per round in the fixed order of `Population.games`.
struct Simulation<Learner: SimulatedLearner, Chooser: Policy> {
    var learner: Learner
    var policy: Chooser
    let population: Population
    let tiles: TileCounts
    private var answers: SplitMix64
    private var planning: SplitMix64
    private var roundIndex = 0
    private let catalog = StandardGameCatalog()
    private let targets: [CellKey]
    private(set) var meter = WindowMeter()
    private(set) var tasks = 0
    private(set) var scaffolded = 0
    private(set) var mix = TaskMix()

    init(learner: Learner, policy: Chooser, population: Population, tiles: TileCounts, seed: UInt64) {
        self.learner = learner
        self.policy = policy
        self.population = population
        self.tiles = tiles
        targets = population.targetCells
        answers = SplitMix64(seed: seed)
        planning = SplitMix64(seed: seed ^ 0xA5A5_5A5A_F00D_CAFE)
    }

    /// Plays one round on `dayIndex`.
    mutating func playRound(dayIndex: Int) {
        let day = BenchmarkCalendar.firstDay.adding(days: dayIndex)
        let game = Population.games[roundIndex % Population.games.count]
        roundIndex += 1
        let skill = catalog.skill(of: game)
        let planned = policy.planRound(game: game, day: day, dayIndex: dayIndex, learner: learner, rng: &planning)
        for (index, plannedTask) in planned.enumerated() {
            let task = policy.adjust(plannedTask, game: game, dayIndex: dayIndex, learner: learner)
            let cell = CellKey(skill: skill, number: task.number)
            let shown = tiles.presentation(of: task, game: game, level: population.level)
            let chance = learner.firstTryProbability(cell, shown, day: dayIndex)
            meter.record(chance)
            if TaskMix.Mode.current != .off {
                let engine = policy as? EnginePolicy
                let detail = TaskMix.split(
                    .current, cell: cell, engineSnapshot: engine?.snapshot, dayIndex: dayIndex)
                mix.record(
                    task, chance: chance, known: learner.hasMastered(cell, day: dayIndex),
                    expected: engine.map { TaskMix.expectation(of: task, cell: cell, snapshot: $0.snapshot) }
                        ?? (policy as? ObserverTeacherPolicy)?.believedChance,
                    detail: detail, below: meter.isBelow)
            }
            let answer = learner.answer(cell, shown, day: dayIndex, rng: &answers)
            tasks += 1
            if task.scaffolded { scaffolded += 1 }
            policy.record(task, game: game, result: answer, isLast: index == planned.count - 1, day: day)
        }
    }

    func masteredAll(dayIndex: Int) -> Bool {
        targets.allSatisfy { learner.hasMastered($0, day: dayIndex) }
    }

    /// Rounds until every target cell is truly mastered at once, or the days run out.
    mutating func runToMastery() -> (tasks: Int, mastered: Bool) {
        for dayIndex in 0..<population.maxDays {
            for _ in 0..<population.roundsPerDay {
                playRound(dayIndex: dayIndex)
                if masteredAll(dayIndex: dayIndex) { return (tasks, true) }
            }
        }
        return (tasks, false)
    }

    /// The equal practice budget, then the share of target cells truly known on its last day and,
    /// after the break, again.
    mutating func runBudget() -> (known: Double, retained: Double) {
        for dayIndex in 0..<Population.budgetDays {
            for _ in 0..<population.roundsPerDay { playRound(dayIndex: dayIndex) }
        }
        return (
            knownShare(day: Population.budgetDays - 1), knownShare(day: Population.budgetDays + Population.breakDays)
        )
    }

    private func knownShare(day: Int) -> Double {
        Double(targets.filter { learner.hasMastered($0, day: day) }.count) / Double(max(targets.count, 1))
    }
}

import ZKCore
import ZKLearningEngine

/// What one learner did under one policy.
struct SimulationResult {
    var tasksToMastery: Int
    var mastered: Bool
    var rounds = 0
    var roundsInBand = 0
    var roundsInBandObserved = 0
    var roundsBelowBand = 0
    var roundsAboveBand = 0
}

enum Simulation {
    static let bandLow = 0.70
    static let bandHigh = 0.90

    /// Plays days of rounds until the learner truly masters every target cell or the days run out.
    static func run(
        learner: inout some SimulatedLearner, policy: inout some Policy, population: Population, seed: UInt64
    ) -> SimulationResult {
        var answers = SplitMix64(seed: seed)
        var planning = SplitMix64(seed: seed ^ 0xA5A5_5A5A_F00D_CAFE)
        let catalog = StandardGameCatalog()
        let target = population.targetCells
        var result = SimulationResult(tasksToMastery: 0, mastered: false)
        var roundIndex = 0
        for dayIndex in 0..<population.maxDays {
            let day = BenchmarkCalendar.firstDay.adding(days: dayIndex)
            for _ in 0..<population.roundsPerDay {
                let game = Population.games[roundIndex % Population.games.count]
                roundIndex += 1
                let skill = catalog.descriptor(for: game)?.primarySkill ?? .count
                let tasks = policy.planRound(game: game, day: day, rng: &planning)
                var expected = 0.0
                var firstTries = 0
                for (index, task) in tasks.enumerated() {
                    let cell = CellKey(skill: skill, number: task.number)
                    expected += learner.firstTryProbability(cell, step: task.step)
                    let answer = learner.answer(cell, step: task.step, rng: &answers)
                    if answer == .firstTry { firstTries += 1 }
                    result.tasksToMastery += 1
                    policy.record(task, game: game, result: answer, isLast: index == tasks.count - 1, day: day)
                }
                let count = Double(max(tasks.count, 1))
                result.rounds += 1
                if (bandLow...bandHigh).contains(expected / count) { result.roundsInBand += 1 }
                if expected / count < bandLow { result.roundsBelowBand += 1 }
                if expected / count > bandHigh { result.roundsAboveBand += 1 }
                if (bandLow...bandHigh).contains(Double(firstTries) / count) { result.roundsInBandObserved += 1 }
                if target.allSatisfy({ learner.hasMastered($0) }) {
                    result.mastered = true
                    return result
                }
            }
        }
        return result
    }
}

import ZKCore
import ZKLearningEngine

/// (a) Bayesian knowledge tracing per (skill, number): a cell is known or not; a task teaches an
/// unknown cell with probability `learn`; known cells slip, unknown cells guess.
struct BKTLearner: SimulatedLearner {
    private var known: [CellKey: Bool] = [:]
    private let learn: [CellKey: Double]
    private let slip: Double
    private let guess: Double

    init(cells: [CellKey], rng: inout SplitMix64) {
        slip = 0.05 + 0.07 * rng.nextUnitDouble()
        guess = 0.15 + 0.15 * rng.nextUnitDouble()
        let baseLearn = 0.10 + 0.20 * rng.nextUnitDouble()
        var learn: [CellKey: Double] = [:]
        for cell in cells {
            let size = Double(cell.number - 1) / 19
            let prior = max(0.02, 0.55 - 0.9 * size - 0.1 * Double(Self.skillRank(cell.skill)) / 7)
            known[cell] = rng.nextUnitDouble() < prior
            learn[cell] = baseLearn * (1 - 0.5 * size)
        }
        self.learn = learn
    }

    func firstTryProbability(_ cell: CellKey, step: DifficultyStep) -> Double {
        let index = step.rawValue - 1
        if known[cell] == true { return 1 - slip * LearnerConstants.slipFactor[index] }
        return guess * LearnerConstants.guessFactor[index]
    }

    mutating func practise(_ cell: CellKey, step: DifficultyStep, result: TaskResultKind, rng: inout SplitMix64) {
        guard known[cell] != true else { return }
        if rng.nextUnitDouble() < learn[cell, default: 0.1] { known[cell] = true }
    }

    func hasMastered(_ cell: CellKey) -> Bool { known[cell] == true }

    /// Later skills of the taxonomy are a little less likely to be known already.
    static func skillRank(_ skill: Skill) -> Int { Skill.allCases.firstIndex(of: skill) ?? 0 }
}

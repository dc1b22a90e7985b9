import ZKCore
import ZKLearningEngine

/// (a) Bayesian knowledge tracing per (skill, number): a cell is known or not; a task teaches an
/// unknown cell with probability `learn`; known cells slip, unknown cells guess. No forgetting.
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

    func firstTryProbability(_ cell: CellKey, _ presentation: Presentation, day: Int) -> Double {
        if presentation.scaffolded {
            // The tiles on screen set the least a guess gets, even for a child whose own guess is worse.
            let step1 = known[cell] == true ? 1 - slip : max(guess, presentation.guess)
            return LearnerConstants.scaffolded(step1)
        }
        let index = presentation.step.rawValue - 1
        if known[cell] == true { return 1 - slip * LearnerConstants.slipFactor[index] }
        return guess * LearnerConstants.guessFactor[index]
    }

    mutating func answer(
        _ cell: CellKey, _ presentation: Presentation, day: Int, rng: inout SplitMix64
    ) -> TaskResultKind {
        let result = Self.attempt(first: firstTryProbability(cell, presentation, day: day), rng: &rng)
        learn(cell, presentation, rng: &rng)
        return result
    }

    /// A task teaches an unknown cell with probability `learn` (less when scaffolded).
    mutating func learn(_ cell: CellKey, _ presentation: Presentation, rng: inout SplitMix64) {
        guard known[cell] != true else { return }
        let teaching = presentation.scaffolded ? LearnerConstants.scaffoldTeaching : 1
        if rng.nextUnitDouble() < learn[cell, default: 0.1] * teaching { known[cell] = true }
    }

    func hasMastered(_ cell: CellKey, day: Int) -> Bool { known[cell] == true }

    /// Later skills of the taxonomy are a little less likely to be known already.
    static func skillRank(_ skill: Skill) -> Int { Skill.allCases.firstIndex(of: skill) ?? 0 }
}

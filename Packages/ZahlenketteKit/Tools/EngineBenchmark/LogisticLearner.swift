import Foundation
import ZKCore
import ZKLearningEngine

/// (b) Logistic ability growth per skill: P(correct) = guess + (1 − guess)·σ(θ_skill + φ_cell − b_n − step),
/// with number difficulty b_n rising with size. Practice grows θ and φ by p(1 − p): tasks near the
/// edge of ability teach most. A cell is mastered when σ(…) at step 1 reaches 0.85. No forgetting.
struct LogisticLearner: SimulatedLearner {
    private var ability: [Skill: Double] = [:]
    private var cellBonus: [CellKey: Double] = [:]
    private let skillRate: Double
    private let cellRate: Double
    private let guess: Double

    init(rng: inout SplitMix64) {
        for skill in Skill.allCases { ability[skill] = -0.5 + 1.5 * rng.nextUnitDouble() }
        skillRate = 0.05 + 0.05 * rng.nextUnitDouble()
        cellRate = 0.25 + 0.25 * rng.nextUnitDouble()
        guess = 0.2
    }

    private func logit(_ cell: CellKey, step: DifficultyStep) -> Double {
        let difficulty = 0.3 * Double(cell.number - 1)
        return ability[cell.skill, default: 0] + cellBonus[cell, default: 0] - difficulty
            - LearnerConstants.stepLogit * Double(step.rawValue - 1)
    }

    private static func sigmoid(_ x: Double) -> Double { 1 / (1 + exp(-x)) }

    func firstTryProbability(_ cell: CellKey, _ presentation: Presentation, day: Int) -> Double {
        if presentation.scaffolded {
            let guess = max(self.guess, presentation.guess)
            return LearnerConstants.scaffolded(guess + (1 - guess) * Self.sigmoid(logit(cell, step: .step1)))
        }
        return guess + (1 - guess) * Self.sigmoid(logit(cell, step: presentation.step))
    }

    mutating func answer(
        _ cell: CellKey, _ presentation: Presentation, day: Int, rng: inout SplitMix64
    ) -> TaskResultKind {
        let result = Self.attempt(first: firstTryProbability(cell, presentation, day: day), rng: &rng)
        let p = Self.sigmoid(logit(cell, step: presentation.step))
        let gain = p * (1 - p) * (presentation.scaffolded ? LearnerConstants.scaffoldTeaching : 1)
        ability[cell.skill, default: 0] += skillRate * gain
        cellBonus[cell, default: 0] += cellRate * gain
        return result
    }

    func hasMastered(_ cell: CellKey, day: Int) -> Bool {
        Self.sigmoid(logit(cell, step: .step1)) >= 0.85
    }
}

import Foundation
import ZKCore
import ZKLearningEngine

/// (d) Graded knowledge with forgetting (issue 11). Each cell has a strength k in 0…1 and a memory
/// stability S in days. Between days the strength fades to k·(0.3 + 0.7·R), R = e^(−Δ/S) (a child
/// never loses everything it once knew). The first task of a day consolidates the faded strength
/// and grows S by S·g·(1 − R), g in 2…4: a review after a longer gap that the child solves unaided
/// grows it most (spacing); one it fails, or a scaffolded one, grows it by 0.3 of that. Every task
/// moves k by η(1 − k). The child solves a task unaided with
/// σ(5(k − 0.5 − 0.1·(step − 1)))·(1 − slip) and otherwise guesses among the tiles on screen.
/// True mastery: the unaided step-1 chance (slips aside) is at least 0.80, that is k·(0.3 + 0.7·R) ≥ 0.78.
struct GradedLearner: SimulatedLearner {
    /// Where a child starts: typical, far behind or far ahead of the level.
    enum Profile: String, CaseIterable, Sendable {
        case typical
        case farBehind
        case farAhead
    }

    private var strength: [Double]
    private var stability: [Double]
    private var lastDay: [Int]
    private let learnRate: Double
    private let slip: Double
    private let growth: Double

    init(profile: Profile, rng: inout SplitMix64) {
        let ability: Double
        switch profile {
        case .typical:
            ability = 0.3 + 0.5 * rng.nextUnitDouble()
            learnRate = 0.10 + 0.15 * rng.nextUnitDouble()
        case .farBehind:
            ability = -0.4 + 0.3 * rng.nextUnitDouble()
            learnRate = 0.05 + 0.05 * rng.nextUnitDouble()
        case .farAhead:
            ability = 1.0 + 0.4 * rng.nextUnitDouble()
            learnRate = 0.20 + 0.10 * rng.nextUnitDouble()
        }
        slip = (0.02 + 0.06 * rng.nextUnitDouble()) * LearnerConstants.slipScale
        let firstStability = (2 + 4 * rng.nextUnitDouble()) / LearnerConstants.forgetScale
        growth = 2 + 2 * rng.nextUnitDouble()
        var strength = [Double](repeating: 0, count: Self.cellCount)
        var stability = [Double](repeating: firstStability, count: Self.cellCount)
        for skill in Skill.allCases {
            let rank = Double(Skill.allCases.firstIndex(of: skill) ?? 0)
            for number in 1...20 {
                let noise = 0.3 * (rng.nextUnitDouble() - 0.5)
                let prior = min(1, max(0, ability - 0.06 * Double(number - 1) - 0.04 * rank + noise))
                let index = Self.index(CellKey(skill: skill, number: number))
                strength[index] = prior
                // Knowledge a child brings along is older and better consolidated.
                stability[index] = firstStability + 60 * prior / LearnerConstants.forgetScale
            }
        }
        self.strength = strength
        self.stability = stability
        lastDay = [Int](repeating: 0, count: Self.cellCount)
    }

    static let cellCount = Skill.allCases.count * 20

    static func index(_ cell: CellKey) -> Int {
        (Skill.allCases.firstIndex(of: cell.skill) ?? 0) * 20 + cell.number - 1
    }

    private func recall(_ index: Int, day: Int) -> Double {
        exp(-Double(max(0, day - lastDay[index])) / stability[index])
    }

    /// The share of the strength still there on `day`.
    private func retention(_ index: Int, day: Int) -> Double {
        Self.keptFloor + (1 - Self.keptFloor) * recall(index, day: day)
    }

    /// The share of a cell's strength that never fades.
    static let keptFloor = 0.3

    private func unaided(_ index: Int, step: DifficultyStep, day: Int) -> Double {
        let effective = strength[index] * retention(index, day: day)
        let solve = 1 / (1 + exp(-LearnerConstants.steepness * (effective - 0.5 - 0.1 * Double(step.rawValue - 1))))
        return solve * (1 - slip)
    }

    func firstTryProbability(_ cell: CellKey, _ presentation: Presentation, day: Int) -> Double {
        // A scaffolded presentation is already step one with the easiest form's tiles.
        let solved = unaided(Self.index(cell), step: presentation.step, day: day)
        let chance = solved + (1 - solved) * presentation.guess
        return presentation.scaffolded ? LearnerConstants.scaffolded(chance) : chance
    }

    mutating func answer(
        _ cell: CellKey, _ presentation: Presentation, day: Int, rng: inout SplitMix64
    ) -> TaskResultKind {
        let index = Self.index(cell)
        let first = firstTryProbability(cell, presentation, day: day)
        let draw = rng.nextUnitDouble()
        let solved = !presentation.scaffolded && draw < unaided(index, step: presentation.step, day: day)
        let result: TaskResultKind
        if draw < first {
            result = .firstTry
        } else if rng.nextUnitDouble() < min(1, first + LearnerConstants.hintLift) {
            result = .afterRetry
        } else {
            result = .solutionShown
        }
        if lastDay[index] != day {
            let recalled = recall(index, day: day)
            strength[index] *= retention(index, day: day)
            stability[index] *=
                1 + growth * (1 - recalled) * consolidation(solved: solved, presentation, firstTry: result == .firstTry)
            lastDay[index] = day
        }
        let teaching = presentation.scaffolded ? LearnerConstants.scaffoldTeaching : 1
        strength[index] += learnRate * LearnerConstants.learnScale * teaching * (1 - strength[index])
        return result
    }

    /// How much this review grows the memory, as a share of an unaided success: a failed review 0.3,
    /// a scaffolded one 0.3 or, when it was right, `LearnerConstants.scaffoldConsolidation`.
    private func consolidation(solved: Bool, _ presentation: Presentation, firstTry: Bool) -> Double {
        if solved { return 1 }
        return presentation.scaffolded && firstTry ? LearnerConstants.scaffoldConsolidation : 0.3
    }

    func hasMastered(_ cell: CellKey, day: Int) -> Bool {
        unaided(Self.index(cell), step: .step1, day: day) / (1 - slip) >= 0.80
    }
}

import ZKCore
import ZKLearningEngine

/// (c) A BKT learner who mixes up a teen with its ones (14 ↔ 4) until taught: while confused, a task
/// on a teen usually gets the ones partner. A hinted or shown solution on a teen
/// (the structure "zehn und vier") teaches the difference with probability `teach`.
struct TeenConfuserLearner: SimulatedLearner {
    private var base: BKTLearner
    private var confused: Set<Int>
    private let teach: Double

    init(cells: [CellKey], rng: inout SplitMix64) {
        base = BKTLearner(cells: cells, rng: &rng)
        confused = Set(11...19)
        teach = 0.3
    }

    func firstTryProbability(_ cell: CellKey, step: DifficultyStep) -> Double {
        let probability = base.firstTryProbability(cell, step: step)
        return confused.contains(cell.number) ? probability * Self.confusedFactor : probability
    }

    mutating func practise(_ cell: CellKey, step: DifficultyStep, result: TaskResultKind, rng: inout SplitMix64) {
        base.practise(cell, step: step, result: result, rng: &rng)
        if confused.contains(cell.number), result != .firstTry, rng.nextUnitDouble() < teach {
            confused.remove(cell.number)
        }
    }

    func hasMastered(_ cell: CellKey) -> Bool {
        base.hasMastered(cell) && !confused.contains(cell.number)
    }

    /// While confused, a teen task mostly gets the ones partner.
    static let confusedFactor = 0.3
}

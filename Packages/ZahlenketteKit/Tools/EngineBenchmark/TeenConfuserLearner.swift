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

    func firstTryProbability(_ cell: CellKey, _ presentation: Presentation, day: Int) -> Double {
        let probability = base.firstTryProbability(cell, presentation, day: day)
        return confused.contains(cell.number) ? probability * Self.confusedFactor : probability
    }

    mutating func answer(
        _ cell: CellKey, _ presentation: Presentation, day: Int, rng: inout SplitMix64
    ) -> TaskResultKind {
        let result = Self.attempt(first: firstTryProbability(cell, presentation, day: day), rng: &rng)
        base.learn(cell, presentation, rng: &rng)
        if confused.contains(cell.number), result != .firstTry, rng.nextUnitDouble() < teach {
            confused.remove(cell.number)
        }
        return result
    }

    func hasMastered(_ cell: CellKey, day: Int) -> Bool {
        base.hasMastered(cell, day: day) && !confused.contains(cell.number)
    }

    /// While confused, a teen task mostly gets the ones partner.
    static let confusedFactor = 0.3
}

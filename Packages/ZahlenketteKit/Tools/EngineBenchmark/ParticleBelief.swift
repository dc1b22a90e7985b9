import Foundation
import ZKCore
import ZKLearningEngine

/// What a teacher who knows how the population's children work, but not this child, believes about
/// the child (issue 36, docs/engine.md#evidence): a particle filter over simulated children drawn
/// from the population's generator (`Population.makeLearner`, the mix of kinds included). It sees
/// only the task shown and its outcome, never the child's hidden state.
///
/// Every particle plays every task the child plays, its outcome conditioned on the child's. Two
/// departures from a textbook filter keep it from believing a cell mastered that the child does not
/// know (D-0168):
/// - **Local weights, no resampling.** A particle's weight for a cell counts the outcomes on that
///   cell in full and those on the other cells at `tempering`: a child's cells are nearly
///   independent given a few traits (ability, learning rate, guessing), so the other cells speak
///   about those traits, not about this cell. Global weights with resampling collapse onto a few
///   particles that agree on cells never seen.
/// - **A slow stratum.** A quarter of the particles take each task's learning only with
///   probability `slowLearning`. A particle that has learned a cell cannot unlearn it; after some
///   dozen tasks on a cell every ordinary particle has learned it, and a child who still has not
///   would be believed to know it after one lucky first try.
struct ParticleBelief {
    private var particles: [any SimulatedLearner]
    /// Per particle: the log-likelihood of every outcome so far.
    private var evidence: [Double]
    /// Per cell and particle: the log-likelihood of the outcomes on that cell.
    private var cellEvidence: [CellKey: [Double]] = [:]
    private var rng: SplitMix64

    /// 120 particles: a whole number of each population's mix (three classic kinds; graded children
    /// 8 typical in 10), and one population's budget run in under a second per child.
    static let size = 120
    /// A particle replays a task with fresh draws at most this often until its outcome equals the
    /// child's, so that what it learns is conditioned on that outcome (the teen confuser and the
    /// graded children learn from how the task went).
    static let replays = 16
    /// The weight of the outcomes on other cells in a cell's belief (0.1 and 0.3 measured alike on
    /// band; 0.1 brought more children to mastery).
    static let tempering = 0.1
    /// The slow stratum's chance to learn from a task.
    static let slowLearning = 0.25

    /// `seed` is the child's; the particles' seeds are derived from it with literal constants.
    init(population: Population, seed: UInt64, count: Int = Self.size) {
        particles = (0..<count).map { index in
            population.makeLearner(
                index, seed: (seed ^ 0x0B5E_72E5_7EAC_4E12) &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        }
        evidence = Array(repeating: 0, count: count)
        rng = SplitMix64(seed: seed ^ 0x7EAC_4E12_0B5E_72E5)
    }

    /// Particles in blocks of ten, every fourth block slow: each block holds every kind of the mix.
    private static func isSlow(_ index: Int) -> Bool { (index / 10) % 4 == 3 }

    /// The particles' weights for `cell`, summing to 1.
    func weights(for cell: CellKey) -> [Double] {
        let own = cellEvidence[cell]
        let logs = particles.indices.map { index in
            let local = own?[index] ?? 0
            return local + Self.tempering * (evidence[index] - local)
        }
        let top = logs.max() ?? 0
        let raw = logs.map { exp($0 - top) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    /// The believed first-try chance: the particles' weighted mean.
    func chance(_ cell: CellKey, _ shown: Presentation, day: Int) -> Double {
        let weights = weights(for: cell)
        return particles.indices.reduce(0) {
            $0 + weights[$1] * particles[$1].firstTryProbability(cell, shown, day: day)
        }
    }

    /// The believed probability that the child has mastered `cell`.
    func masteredProbability(_ cell: CellKey, day: Int) -> Double {
        let weights = weights(for: cell)
        return particles.indices.reduce(0) { $0 + (particles[$1].hasMastered(cell, day: day) ? weights[$1] : 0) }
    }

    /// The child answered `cell` shown as `shown` on `day` with `result`: each particle's evidence
    /// takes how likely that outcome was for it, then it plays the same task.
    mutating func observe(_ cell: CellKey, _ shown: Presentation, day: Int, result: TaskResultKind) {
        var own = cellEvidence[cell] ?? Array(repeating: 0, count: particles.count)
        for index in particles.indices {
            let chance = particles[index].firstTryProbability(cell, shown, day: day)
            let surprise = log(max(Self.likelihood(of: result, chance: chance), Self.floor))
            evidence[index] += surprise
            own[index] += surprise
        }
        cellEvidence[cell] = own
        for index in particles.indices {
            if Self.isSlow(index), rng.nextUnitDouble() >= Self.slowLearning { continue }
            let before = particles[index]
            for _ in 0..<Self.replays {
                var played = before
                let outcome = played.answer(cell, shown, day: day, rng: &rng)
                particles[index] = played
                if outcome == result { break }
            }
        }
    }

    /// No outcome is ruled out entirely: a particle survives an outcome its model calls impossible.
    private static let floor = 1e-9

    /// The probability of `result` for a child whose first-try chance is `chance`, as
    /// `SimulatedLearner.attempt` draws it: a hinted retry `LearnerConstants.hintLift` more likely.
    static func likelihood(of result: TaskResultKind, chance: Double) -> Double {
        let retry = min(1, chance + LearnerConstants.hintLift)
        switch result {
        case .firstTry: return chance
        case .afterRetry: return (1 - chance) * retry
        case .solutionShown: return (1 - chance) * (1 - retry)
        }
    }
}

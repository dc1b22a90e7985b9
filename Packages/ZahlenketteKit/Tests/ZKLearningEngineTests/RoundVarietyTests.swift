import Testing
import ZKCore

@testable import ZKLearningEngine

/// The numbers of the game's previous round come after the others of their kind, so two rounds of
/// one game in a row vary (docs/engine.md#planning-a-round).
@Suite struct RoundVarietyTests {
    /// A vorschule child practising 1–10, all equally well (0.85, nothing due), whose last round of
    /// Wie viele? used 1, 2 and 3.
    static func snapshot() -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .vorschule, stage: .r1to10)
        let day = EngineFixture.day
        for number in 1...10 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.5, evidence: 6, status: .learning, firstTrySuccesses: 3, firstTryDays: 2, box: 2,
                dueOn: day.adding(days: 3), lastPracticedOn: day, successEstimate: 0.85)
        }
        snapshot.games[.wieViele] = GameProgressState(
            step: .step1, lastRoundCells: [1, 2, 3].map { CellKey(skill: .count, number: $0) })
        snapshot.lastTaskOn = day
        return snapshot
    }

    /// Tasks per number over 300 rounds: (previous round's numbers, the others), each as tasks per
    /// number.
    static func focusPicks(_ engine: AdaptiveLearningEngine<StandardGameCatalog>) -> (recent: Double, other: Double) {
        var counts: [Int: Int] = [:]
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            let plan = engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot()), rng: &rng)
            for task in plan.tasks where task.bucket != .stretch {
                counts[task.number, default: 0] += 1
            }
        }
        let recent = (1...3).map { counts[$0] ?? 0 }.reduce(0, +)
        let other = (4...10).map { counts[$0] ?? 0 }.reduce(0, +)
        return (Double(recent) / 3, Double(other) / 7)
    }

    @Test func numbersOfTheGamesPreviousRoundComeLessOften() {
        let picks = Self.focusPicks(EngineFixture.engine)
        #expect(picks.other > 0)
        #expect(picks.recent < 0.8 * picks.other)
    }

    /// The control: in the ablation the previous round's numbers come as the others do, first by
    /// their order, so the difference above is the rule, not the snapshot.
    @Test func withoutTheRuleThePreviousRoundsNumbersComeAgain() {
        let picks = Self.focusPicks(AdaptiveLearningEngine(options: EngineOptions(usesFocusWeights: false)))
        #expect(picks.recent >= picks.other)
    }
}

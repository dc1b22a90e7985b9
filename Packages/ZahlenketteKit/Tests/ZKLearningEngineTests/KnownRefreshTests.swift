import Testing
import ZKCore

@testable import ZKLearningEngine

/// Which known numbers fill a round when none is due (docs/engine.md#interspersal): the ones answered
/// right unaided on the fewest days (D-0195), which have not yet taken hold; among equals the ones
/// practised longest ago (D-0182), so that every number a child knows is refreshed before it fades.
@Suite struct KnownRefreshTests {
    /// Numbers 1 to 5 of Wie viele? at little ones, all mastered and known now, none due. Number 3 is
    /// the surest and was practised yesterday; the others were practised a week or more ago.
    func snapshot() -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        let practised = [1: 9, 2: 8, 3: 1, 4: 7, 5: 10]
        for number in 1...5 {
            snapshot.cells[CellKey(skill: .count, number: number)] = EngineFixture.knownCell(
                practisedDaysAgo: practised[number] ?? 0, estimate: number == 3 ? 0.98 : 0.93)
        }
        snapshot.controller = ControllerState(window: EngineFixture.window(17, of: 20))
        return snapshot
    }

    @Test func aKnownNumberPractisedYesterdayWaitsForTheOnesPractisedLongAgo() {
        for seed in 0..<10 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot()), rng: &rng)
            #expect(plan.tasks.count == 4)
            #expect(Set(plan.tasks.map(\.number)) == [1, 2, 4, 5])
        }
    }

    @Test func aNumberRecalledOnFewDaysComesBeforeNumbersThatHaveTakenHold() {
        var young = snapshot()
        // Number 3, practised yesterday, was answered right on two days only; 1, 2, 4 and 5 on five.
        var three = EngineFixture.knownCell(practisedDaysAgo: 1, estimate: 0.93)
        three.firstTryDays = 2
        young.cells[CellKey(skill: .count, number: 3)] = three
        for seed in 0..<10 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: young), rng: &rng)
            // The four slots: number 3, then the three practised longest ago (5, 1, 2); 4 waits.
            #expect(Set(plan.tasks.map(\.number)) == [1, 2, 3, 5])
        }
    }
}

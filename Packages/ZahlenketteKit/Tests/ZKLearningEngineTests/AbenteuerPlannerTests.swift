import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct AbenteuerPlannerTests {
    @Test func aFreeProfilePlaysTheThreeFreeGamesInADrawnOrder() {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        snapshot.availableGames = StandardGameCatalog.freeGames
        var orders: Set<[GameID]> = []
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let plan = EngineFixture.engine.planAbenteuer(AbenteuerRequest(snapshot: snapshot), rng: &rng)
            #expect(Set(plan.games) == [.wieViele, .hoerHin, .wasFehlt])
            #expect(plan.games.count == 3)
            #expect(plan.date == EngineFixture.day)
            orders.insert(plan.games)
        }
        #expect(orders.count > 1)
    }

    @Test func aSubscribedProfileGetsThreeDistinctEligibleGamesNeverEntdecken() {
        let snapshot = EngineFixture.snapshot(level: .vorschule)
        var seen: Set<GameID> = []
        for seed in 0..<200 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let plan = EngineFixture.engine.planAbenteuer(AbenteuerRequest(snapshot: snapshot), rng: &rng)
            #expect(plan.games.count == 3)
            #expect(Set(plan.games).count == 3)
            #expect(!plan.games.contains(.entdecken))
            seen.formUnion(plan.games)
        }
        #expect(seen.contains(.blitzblick) && seen.contains(.memory))
    }

    @Test func roundZeroIsTheGameWithTheHighestMeanMastery() {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        snapshot.availableGames = StandardGameCatalog.freeGames
        for number in 1...5 {
            snapshot.cells[CellKey(skill: .order, number: number)] = CellState(
                mastery: 0.9, evidence: 5, status: .learning)
        }
        for seed in 0..<20 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            #expect(
                EngineFixture.engine.planAbenteuer(AbenteuerRequest(snapshot: snapshot), rng: &rng).games.first
                    == .wasFehlt)
        }
    }

    @Test func weakSkillsWeighMoreAndRecentGamesLess() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        for number in 1...10 {
            snapshot.cells[CellKey(skill: .subitize, number: number)] = CellState(
                mastery: 0.3, evidence: 2, status: .learning)
        }
        let catalog = StandardGameCatalog()
        let plain = AbenteuerRequest(snapshot: snapshot)
        #expect(AbenteuerPlanner.weight(of: .blitzblick, request: plain, snapshot: snapshot, catalog: catalog) == 3)
        #expect(AbenteuerPlanner.weight(of: .wieViele, request: plain, snapshot: snapshot, catalog: catalog) == 1)
        let recent = AbenteuerRequest(snapshot: snapshot, lastAbenteuerGames: [.blitzblick], playedToday: [.blitzblick])
        #expect(AbenteuerPlanner.weight(of: .blitzblick, request: recent, snapshot: snapshot, catalog: catalog) == 0.75)
    }

    @Test func roundZeroIsPlannedAtMostAtStepTwoAndWithoutStretch() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        snapshot.games[.wieViele] = GameProgressState(step: .step3)
        snapshot.stretch = StretchCounters(countedTasks: 300, stretchTasksCompleted: 0)
        var rng = SplitMix64(seed: 8)
        let id = EngineFixture.id(7)
        let first = EngineFixture.engine.planRound(
            RoundRequest(gameID: .wieViele, context: .abenteuer(roundIndex: 0), abenteuerID: id, snapshot: snapshot),
            rng: &rng)
        #expect(first.step == .step2)
        #expect(first.abenteuerID == id)
        #expect(!first.tasks.contains { $0.bucket == .stretch })
        let second = EngineFixture.engine.planRound(
            RoundRequest(gameID: .wieViele, context: .abenteuer(roundIndex: 1), abenteuerID: id, snapshot: snapshot),
            rng: &rng)
        #expect(second.step == .step3)
        #expect(second.tasks.contains { $0.bucket == .stretch })
        let single = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
        #expect(single.abenteuerID == nil)
    }
}

import Foundation
import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct DeterminismTests {
    static func encode(_ plan: RoundPlan) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(plan)) ?? Data()
    }

    @Test func theSameInputGivesAByteIdenticalEncodedPlan() {
        for seed in 0..<200 as Range<UInt64> {
            let snapshot = EngineFixture.randomSnapshot(
                seed: seed, level: seed % 2 == 0 ? .vorschule : .littleOnes, stage: .r1to10)
            let game = StandardGameCatalog.games[Int(seed % 12)]
            var first = SplitMix64(seed: seed)
            var second = SplitMix64(seed: seed)
            let a = EngineFixture.engine.planRound(RoundRequest(gameID: game, snapshot: snapshot), rng: &first)
            let b = EngineFixture.engine.planRound(RoundRequest(gameID: game, snapshot: snapshot), rng: &second)
            #expect(!Self.encode(a).isEmpty)
            #expect(Self.encode(a) == Self.encode(b))
            #expect(first == second)
        }
    }

    @Test func anotherSeedGivesAnotherRound() {
        let snapshot = EngineFixture.randomSnapshot(seed: 4, level: .vorschule, stage: .r1to10)
        var first = SplitMix64(seed: 1)
        var second = SplitMix64(seed: 2)
        let a = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &first)
        let b = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &second)
        #expect(a.id != b.id)
        #expect(a.seed != b.seed)
    }

    @Test func theRoundIDAndSeedAreTheFirstThreeDraws() {
        var rng = SplitMix64(seed: 42)
        let plan = EngineFixture.engine.planRound(
            RoundRequest(gameID: .hoerHin, snapshot: EngineFixture.snapshot()), rng: &rng)
        var replay = SplitMix64(seed: 42)
        #expect(plan.id == DeterministicID.roundID(using: &replay))
        #expect(plan.seed == replay.next())
    }

    @Test func applyIsDeterministicToo() {
        let snapshot = EngineFixture.randomSnapshot(seed: 8, level: .vorschule, stage: .r1to10)
        let input = EngineFixture.outcome(EngineFixture.task(4), result: .afterRetry, isLast: true)
        let a = EngineFixture.engine.apply(input, to: snapshot, at: EngineFixture.instant(EngineFixture.day))
        let b = EngineFixture.engine.apply(input, to: snapshot, at: EngineFixture.instant(EngineFixture.day))
        #expect(a == b)
    }
}

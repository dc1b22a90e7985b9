import Foundation
import Testing
import ZKCore

@testable import ZKLearningEngine

/// Golden plans for three literal seeds over one fixed snapshot. A deliberate change to planning
/// regenerates them with `ZK_UPDATE_GOLDENS=1 swift test --filter GoldenPlanTests` and a review of the diff.
@Suite struct GoldenPlanTests {
    static func snapshot() -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        let day = EngineFixture.day
        for number in 1...10 {
            let mastery = Double(11 - number) / 11
            let status: CellStatus = number <= 3 ? .mastered : number <= 6 ? .learning : number == 7 ? .difficult : .new
            guard status != .new else { continue }
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: mastery, evidence: Double(12 - number), status: status, firstTrySuccesses: 4,
                firstTryDays: 2, box: number % 3 + 1, dueOn: day.adding(days: number % 4 - 2),
                lastPracticedOn: day.adding(days: -number), successEstimate: mastery)
        }
        snapshot.games[.wieViele] = GameProgressState(
            step: .step2, window: [true, true, false], roundsAtStep: 1,
            lastRoundCells: [CellKey(skill: .count, number: 5)])
        snapshot.stretch = StretchCounters(countedTasks: 60, stretchTasksCompleted: 5)
        snapshot.lastTaskOn = day.adding(days: -1)
        return snapshot
    }

    @Test(arguments: [UInt64(7), 2_026, 0xC0FF_EE00])
    func planMatchesItsGolden(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: Self.snapshot()), rng: &rng)
        let encoded = DeterminismTests.encode(plan)
        let name = "golden-plan-\(seed)"
        if ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDENS"] == "1" {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
            try encoded.write(to: folder.appendingPathComponent("\(name).json"))
        }
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        let golden = try Data(contentsOf: url)
        #expect(String(decoding: encoded, as: UTF8.self) == String(decoding: golden, as: UTF8.self))
    }
}

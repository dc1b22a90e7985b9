import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct StretchShareTests {
    /// 200 rounds across four games and two levels, played with a mix of results.
    @Test(arguments: Level.allCases)
    func stretchIsTenPercentWithinOneTaskOver200Rounds(level: Level) {
        let games: [GameID] = [.wieViele, .hoerHin, .wasFehlt, .memory]
        var state = EngineFixture.snapshot(level: level)
        var rng = SplitMix64(seed: 2_026)
        var outcomes = SplitMix64(seed: 99)
        var tasks = 0
        var stretch = 0
        for round in 0..<200 {
            let day = EngineFixture.day.adding(days: round / 4)
            state.today = day
            let plan = EngineFixture.engine.planRound(
                RoundRequest(gameID: games[round % games.count], snapshot: state), rng: &rng)
            tasks += plan.tasks.count
            stretch += plan.tasks.filter { $0.bucket == .stretch }.count
            state = EngineFixture.play(plan, on: state, day: day, session: EngineFixture.id(UInt8(round / 4 % 250))) {
                _ in outcomes.nextInt(below: 5) == 0 ? .afterRetry : .firstTry
            }
        }
        #expect(abs(Double(stretch) - 0.10 * Double(tasks)) <= 1)
        #expect(state.stretch.countedTasks == tasks)
        #expect(state.stretch.stretchTasksCompleted == stretch)
    }
}

import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct RoundPlannerTests {
    let day = EngineFixture.day

    func plan(_ snapshot: LearnerSnapshot, game: GameID = .wieViele, seed: UInt64 = 1) -> RoundPlan {
        var rng = SplitMix64(seed: seed)
        return EngineFixture.engine.planRound(RoundRequest(gameID: game, snapshot: snapshot), rng: &rng)
    }

    /// A first round takes the two new numbers it may (9.9.3), the lowest first, and with nothing
    /// known to lean on they come again rather than a third new one (D-0139): the easiest form at
    /// the first meeting, then the normal form (docs/engine.md#help).
    @Test func aNewLittleOnesProfileStartsWithOneAndTwoTwiceEach() {
        for seed in 0..<50 as Range<UInt64> {
            let plan = plan(EngineFixture.snapshot(level: .littleOnes), seed: seed)
            let numbers = plan.tasks.map(\.number)
            #expect(Set(numbers) == [1, 2], "\(numbers)")
            #expect(numbers.filter { $0 == 1 }.count == 2)
            #expect(plan.tasks.allSatisfy { $0.reason == .focus })
            #expect(plan.tasks.filter(\.scaffolded).count == 2)
            #expect(plan.step == .step1)
        }
    }

    /// The round's goal (docs/engine.md#interspersal): the target times the round until the window
    /// can say; then what brings the window back to the target, within half and 0.95 of the round.
    /// Four misses just now raise the goal to its top; the same four misses long ago lower it.
    @Test func theWindowDecidesTheRoundsGoal() {
        func goal(_ window: [Bool]) -> Double { RoundSetup.goal(count: 6, controller: ControllerState(window: window)) }
        let missesLong = Array(repeating: false, count: 4) + Array(repeating: true, count: 16)
        let missesNow = Array(missesLong.reversed())
        #expect(abs(goal(Array(repeating: true, count: 7)) - 4.8) < 1e-9)
        #expect(abs(goal(missesNow) - 0.95 * 6) < 1e-9)
        #expect(abs(goal(missesLong) - 3.0) < 1e-9)
        #expect(abs(goal(EngineFixture.window(20, of: 20)) - 3.0) < 1e-9)
    }

    @Test func noRoundTakesMoreThanTwoNewCells() {
        for level in [Level.littleOnes, .vorschule] {
            var snapshot = EngineFixture.snapshot(level: level)
            snapshot.cells[CellKey(skill: .count, number: 2)] = CellState(
                mastery: 0.3, evidence: 2, status: .learning, successEstimate: 0.3)
            for seed in 0..<100 as Range<UInt64> {
                let numbers = Set(plan(snapshot, seed: seed).tasks.map(\.number))
                #expect(numbers.filter { $0 != 2 }.count <= 2, "\(numbers)")
            }
        }
    }

    /// New cells come from up to the highest practised number plus two (9.9.3), when the round can
    /// take them and still reach the success target.
    @Test func newCellsReachTwoAboveTheHighestPractisedNumber() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        for number in 1...7 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.9, evidence: 8, status: .mastered, firstTrySuccesses: 6, firstTryDays: 3, box: 3,
                dueOn: day.adding(days: 5), lastPracticedOn: day.adding(days: -1), successEstimate: 0.92)
        }
        var highest = 0
        for seed in 0..<100 as Range<UInt64> {
            for task in plan(snapshot, seed: seed).tasks
            where snapshot.cell(CellKey(skill: .count, number: task.number)).status == .new {
                highest = max(highest, task.number)
            }
        }
        #expect(highest == 9)
    }

    /// Known numbers due for review come first, the most overdue first: priority (days overdue + 1)
    /// / interval gives 2 → 2.0, 3 → 9/7, 5 → 31/30, 4 → 1.0. The round of four has room for three
    /// of them beside the new number 1, so 4 waits.
    @Test func reviewTakesTheMostOverdueKnownNumbersFirst() {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        let overdue: [(Int, Int, Int)] = [(2, 1, -1), (3, 3, -8), (4, 2, -2), (5, 5, -30)]
        for (number, box, due) in overdue {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.6, evidence: 4, status: .learning, box: box, dueOn: day.adding(days: due),
                successEstimate: 0.9)
        }
        let tasks = plan(snapshot).tasks
        #expect(tasks.filter { $0.reason == .review }.map(\.number).sorted() == [2, 3, 5])
        #expect(tasks.filter { $0.reason == .focus }.map(\.number) == [1])
    }

    /// Interspersal (docs/engine.md#interspersal): 1–4 are known, 5–10 are being learned at 0.55. A round of six at the target carries two of the numbers being learned; a child who got
    /// the last twenty right carries more, one who got half of them right none.
    @Test func theWindowDecidesHowManyNumbersBeingLearnedARoundCarries() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        for number in 1...4 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.9, evidence: 6, status: .mastered, firstTrySuccesses: 5, firstTryDays: 3, box: 4,
                dueOn: day.adding(days: 5), successEstimate: 0.95)
        }
        for number in 5...10 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.4, evidence: 2, status: .learning, successEstimate: 0.55)
        }
        func learning(_ window: [Bool]) -> Int {
            snapshot.controller = ControllerState(window: window)
            let tasks = plan(snapshot).tasks
            #expect(tasks.count == 6)
            return tasks.filter { $0.number >= 5 }.count
        }
        #expect(learning([]) == 2)
        #expect(learning(EngineFixture.window(20, of: 20)) > 2)
        #expect(learning(EngineFixture.window(10, of: 20)) == 0)
    }

    @Test func theNextStagesLowestNumberIsProbedWhenTheCellsAreReady() {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        snapshot.availableGames = StandardGameCatalog.freeGames
        for skill: Skill in [.count, .name, .order] {
            for number in 1...5 {
                snapshot.cells[CellKey(skill: skill, number: number)] = CellState(
                    mastery: 0.9, evidence: 5, status: .mastered, firstTrySuccesses: 5, firstTryDays: 3, box: 3,
                    dueOn: day.adding(days: 3))
            }
        }
        snapshot.stretch = StretchCounters(countedTasks: 100, stretchTasksCompleted: 0)
        let stretch = plan(snapshot).tasks.filter { $0.bucket == .stretch }
        #expect(stretch.map(\.number) == [6])
        #expect(stretch.first?.reason == .stretchNumber)
        snapshot.range.parentOverride = .r1to5
        let fixed = plan(snapshot).tasks.filter { $0.bucket == .stretch }
        #expect(fixed.first?.reason == .stretchStep)
        #expect(fixed.first?.step == .step3)
    }

    /// 1 and 5 are known and due, 1 the more overdue; 2–4 are new and two of them come, the
    /// new-cell limit of 9.9.3, each in the easiest form at its first meeting.
    @Test func aRoundKeepsTheNewCellLimitBesideTheKnownNumbers() {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        for number in [1, 5] {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.9, evidence: 6, status: .mastered, firstTrySuccesses: 4, firstTryDays: 3, box: 1,
                dueOn: day.adding(days: number == 1 ? -10 : -1), successEstimate: 0.95)
        }
        for seed in 0..<30 as Range<UInt64> {
            let tasks = plan(snapshot, seed: seed).tasks
            #expect(tasks.filter { $0.reason == .review }.map(\.number).sorted() == [1, 5])
            #expect(tasks.filter { (2...4).contains($0.number) }.count == 2)
            #expect(tasks.filter { (2...4).contains($0.number) }.allSatisfy { $0.scaffolded })
        }
    }

    /// A number being learned is shown at step one when the game can show it there, whatever the
    /// game's step; known numbers carry the step while the child does well
    /// (docs/engine.md#interspersal).
    @Test func numbersBeingLearnedAreShownAtStepOne() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        snapshot.games[.wieViele] = GameProgressState(step: .step3)
        snapshot.controller = ControllerState(window: EngineFixture.window(18, of: 20), mode: .challenging)
        for number in 1...4 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.9, evidence: 6, status: .mastered, firstTrySuccesses: 5, firstTryDays: 3, box: 4,
                dueOn: day.adding(days: 5), successEstimate: 0.95)
        }
        let plan = plan(snapshot)
        #expect(plan.step == .step3)
        for task in plan.tasks where task.bucket != .stretch {
            #expect(task.step == (task.number <= 4 ? .step3 : .step1), "\(task.number)")
        }
    }

    /// A child whose first tries fall below 0.85 gets its known numbers at step one, where they
    /// carry the round; at 0.85 or more they come at the game's step again (D-0163).
    @Test func knownNumbersComeAtStepOneWhileTheChildStruggles() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        snapshot.games[.wieViele] = GameProgressState(step: .step3)
        for number in 1...4 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.9, evidence: 6, status: .mastered, firstTrySuccesses: 5, firstTryDays: 3, box: 4,
                dueOn: day.adding(days: 5), successEstimate: 0.95)
        }
        snapshot.controller = ControllerState(window: EngineFixture.window(15, of: 20))
        let struggling = plan(snapshot).tasks.filter { $0.bucket != .stretch && $0.number <= 4 }
        #expect(!struggling.isEmpty)
        #expect(struggling.allSatisfy { $0.step == .step1 })
        snapshot.controller = ControllerState(window: EngineFixture.window(17, of: 20))
        let doingWell = plan(snapshot).tasks.filter { $0.bucket != .stretch && $0.number <= 4 }
        #expect(!doingWell.isEmpty)
        #expect(doingWell.allSatisfy { $0.step == .step3 })
    }

    @Test func schuettelboxNeverPlansOneOrMoreThanFiveForLittleOnes() {
        for seed in 0..<200 as Range<UInt64> {
            let snapshot = EngineFixture.randomSnapshot(seed: seed, level: .littleOnes, stage: .r1to10)
            #expect(plan(snapshot, game: .schuettelbox, seed: seed).tasks.allSatisfy { (2...5).contains($0.number) })
        }
    }
}

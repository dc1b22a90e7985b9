import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct RoundPlannerTests {
    let day = EngineFixture.day

    func plan(_ snapshot: LearnerSnapshot, game: GameID = .wieViele, seed: UInt64 = 1) -> RoundPlan {
        var rng = SplitMix64(seed: seed)
        return EngineFixture.engine.planRound(RoundRequest(gameID: game, snapshot: snapshot), rng: &rng)
    }

    @Test func aNewLittleOnesProfileStartsWithAtMostTwoNewCellsUpToThree() {
        for seed in 0..<50 as Range<UInt64> {
            let plan = plan(EngineFixture.snapshot(level: .littleOnes), seed: seed)
            let focus = plan.tasks.filter { $0.reason == .focus }
            #expect(focus.count == 2)
            #expect(focus.allSatisfy { $0.number <= 3 })
            #expect(plan.tasks.filter { $0.reason == .fallback }.count == 2)
            #expect(plan.step == .step1)
        }
    }

    @Test func newCellsReachTwoAboveTheHighestPractisedNumber() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        snapshot.cells[CellKey(skill: .count, number: 7)] = CellState(mastery: 0.4, evidence: 1, status: .learning)
        var highest = 0
        for seed in 0..<100 as Range<UInt64> {
            for task in plan(snapshot, seed: seed).tasks where task.reason == .focus {
                highest = max(highest, task.number)
            }
        }
        #expect(highest == 9)
    }

    /// Priority is (days overdue + 1) / interval: 2 → 2.0, 3 → 9/7, 5 → 31/30, 4 → 1.0.
    @Test func reviewTakesTheMostOverdueCellsFirst() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        let overdue: [(Int, Int, Int)] = [(2, 1, -1), (3, 3, -8), (4, 2, -2), (5, 5, -30)]
        for (number, box, due) in overdue {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.6, evidence: 4, status: .learning, box: box, dueOn: day.adding(days: due))
        }
        let review = plan(snapshot).tasks.filter { $0.reason == .review }.map(\.number).sorted()
        #expect(review == [2, 3])
    }

    @Test func maintenanceTakesTheLongestUnpractisedMasteredCell() {
        var snapshot = EngineFixture.snapshot(level: .vorschule)
        for number in 1...4 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.9, evidence: 6, status: .mastered, firstTrySuccesses: 5, firstTryDays: 3, box: 4,
                dueOn: day.adding(days: 5), lastPracticedOn: day.adding(days: -number))
        }
        for number in 5...10 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.4, evidence: 2, status: .learning)
        }
        let maintenance = plan(snapshot).tasks.filter { $0.reason == .maintenance }.map(\.number)
        #expect(maintenance == [4])
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

    /// Every cell is due, so only review and fallback can fill the round; fallback takes the
    /// unmastered numbers before the mastered ones (D-0111).
    @Test func fallbackPrefersUnmasteredNumbers() {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        for number in 1...5 {
            let mastered = number >= 3
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: mastered ? 0.9 : 0.5, evidence: 6, status: mastered ? .mastered : .learning,
                firstTrySuccesses: 4, firstTryDays: 3, box: 1, dueOn: day.adding(days: number == 3 ? -10 : -1))
        }
        for seed in 0..<30 as Range<UInt64> {
            let tasks = plan(snapshot, seed: seed).tasks
            #expect(tasks.filter { $0.reason == .review }.map(\.number) == [3])
            let fallback = Set(tasks.filter { $0.reason == .fallback }.map(\.number))
            #expect(fallback.isSuperset(of: [1, 2]))
            #expect(fallback.count == 3)
        }
    }

    @Test func schuettelboxNeverPlansOneOrMoreThanFiveForLittleOnes() {
        for seed in 0..<200 as Range<UInt64> {
            let snapshot = EngineFixture.randomSnapshot(seed: seed, level: .littleOnes, stage: .r1to10)
            #expect(plan(snapshot, game: .schuettelbox, seed: seed).tasks.allSatisfy { (2...5).contains($0.number) })
        }
    }
}

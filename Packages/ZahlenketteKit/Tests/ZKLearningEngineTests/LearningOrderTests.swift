import Testing
import ZKCore

@testable import ZKLearningEngine

/// Which numbers being learned a round takes (docs/engine.md#interspersal, D-0180, D-0183): nearest to
/// known while the child is below its target, so that success holds; the weakest once it is at the
/// target, so that the practice goes where it is needed most; the previous round's again only while
/// the child knows none of the round's numbers.
@Suite struct LearningOrderTests {
    let day = EngineFixture.day

    /// Numbers 1 to 5 of Wie viele? at little ones, all practised and none known yet: 1 nearest to
    /// known, 5 the weakest. None is due, new or missed last time.
    func snapshot(window: [Bool]) -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        for (number, estimate) in zip(1...5, [0.70, 0.65, 0.40, 0.30, 0.20]) {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.3, evidence: 4, status: .learning, box: 1, dueOn: day.adding(days: 2),
                successEstimate: estimate, previousAttempt: .succeeded)
        }
        snapshot.controller = ControllerState(window: window)
        return snapshot
    }

    /// The numbers being learned in the rounds planned for `snapshot` over twenty seeds.
    func lessons(_ snapshot: LearnerSnapshot) -> Set<Int> {
        Set(EngineFixture.wieVieleTasks(snapshot).filter { $0.reason == .focus }.map(\.number))
    }

    @Test func aChildBelowItsTargetPractisesTheNumbersNearestToKnown() {
        #expect(lessons(snapshot(window: EngineFixture.window(12, of: 20))) == [1, 2])
    }

    @Test func aChildTooNewToJudgePractisesTheNumbersNearestToKnown() {
        #expect(lessons(snapshot(window: EngineFixture.window(5, of: 5))) == [1, 2])
    }

    @Test func aChildAtItsTargetPractisesTheWeakestNumbers() {
        #expect(lessons(snapshot(window: EngineFixture.window(17, of: 20))) == [4, 5])
    }

    /// The game's previous round practised 1 and 2, the numbers nearest to known.
    func afterARoundOnOneAndTwo(_ snapshot: LearnerSnapshot) -> LearnerSnapshot {
        var snapshot = snapshot
        snapshot.games[.wieViele] = GameProgressState(
            step: .step1, lastRoundCells: [1, 2].map { CellKey(skill: .count, number: $0) })
        return snapshot
    }

    @Test func aChildWithNoKnownNumberKeepsPractisingTheSameNumbersUntilTheyHold() {
        #expect(lessons(afterARoundOnOneAndTwo(snapshot(window: EngineFixture.window(12, of: 20)))) == [1, 2])
    }

    @Test func aChildWithAKnownNumberMeetsOtherNumbersThanLastRound() {
        var known = afterARoundOnOneAndTwo(snapshot(window: EngineFixture.window(12, of: 20)))
        known.cells[CellKey(skill: .count, number: 6)] = EngineFixture.knownCell(practisedDaysAgo: 3)
        known.range = RangeState(stage: .r1to10, parentOverride: .r1to10)
        #expect(lessons(known).isDisjoint(with: [1, 2]))
    }
}

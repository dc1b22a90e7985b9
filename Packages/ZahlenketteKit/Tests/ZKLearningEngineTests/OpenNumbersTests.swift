import Testing
import ZKCore

@testable import ZKLearningEngine

/// When a new number may enter a round (docs/engine.md#interspersal, D-0186): only while fewer than
/// two of the skill's practised numbers are open — not known now and not answered right unaided at
/// their last task — so a child who struggles works on a few numbers at a time.
@Suite struct OpenNumbersTests {
    let day = EngineFixture.day

    /// Wie viele? at little ones on 1–10: 1, 2 and 3 known, 4 and 5 practised and missed last time,
    /// 6 onwards new. The child got its last twenty first tries right, so the round's goal leaves room
    /// for every number being learned the rule allows.
    func snapshot() -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        snapshot.range = RangeState(stage: .r1to10, parentOverride: .r1to10)
        for number in 1...3 {
            snapshot.cells[CellKey(skill: .count, number: number)] = EngineFixture.knownCell(practisedDaysAgo: 2)
        }
        for number in 4...5 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.3, evidence: 4, status: .learning, box: 1, dueOn: day.adding(days: 1),
                lastPracticedOn: day.adding(days: -1), successEstimate: 0.6, previousAttempt: .missed)
        }
        snapshot.controller = ControllerState(window: EngineFixture.window(20, of: 20))
        return snapshot
    }

    /// The numbers the rounds planned for `snapshot` over twenty seeds bring that the child has not met.
    func newNumbers(_ snapshot: LearnerSnapshot) -> Set<Int> {
        Set(
            EngineFixture.wieVieleTasks(snapshot).map(\.number).filter {
                snapshot.cell(CellKey(skill: .count, number: $0)).status == .new
            })
    }

    @Test func aChildWithTwoOpenNumbersMeetsNoNewOne() {
        #expect(newNumbers(snapshot()).isEmpty)
    }

    @Test func aNewNumberComesOnceAnOpenOneIsAnsweredRightUnaided() {
        var snapshot = snapshot()
        snapshot.cells[CellKey(skill: .count, number: 4)]?.previousAttempt = .succeeded
        #expect(newNumbers(snapshot).contains(6))
    }

    @Test func aNewNumberComesOnceAnOpenOneIsKnown() {
        var snapshot = snapshot()
        snapshot.cells[CellKey(skill: .count, number: 5)] = EngineFixture.knownCell(practisedDaysAgo: 1)
        #expect(newNumbers(snapshot).contains(6))
    }
}

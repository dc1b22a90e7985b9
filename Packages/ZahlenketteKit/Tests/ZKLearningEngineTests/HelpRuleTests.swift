import Testing
import ZKCore

@testable import ZKLearningEngine

/// The easiest form is for a first meeting with a number and for a number just missed
/// (docs/engine.md#help); every other task is shown normally, however weak the number or the child.
@Suite struct HelpRuleTests {
    let day = EngineFixture.day

    /// Numbers 1 to 5 of Wie viele? at little ones, practised, none due, none missed last time, each
    /// expected to succeed with `estimate` shown normally.
    func snapshot(estimate: Double, controller: ControllerState = ControllerState()) -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        for number in 1...5 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.4, evidence: 4, status: .learning, box: 2, dueOn: day.adding(days: 3),
                successEstimate: estimate, previousAttempt: .succeeded)
        }
        snapshot.controller = controller
        return snapshot
    }

    func plans(_ snapshot: LearnerSnapshot) -> [RoundPlan] {
        (0..<20 as Range<UInt64>).map { seed in
            var rng = SplitMix64(seed: seed)
            return EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
        }
    }

    /// Numbers the child gets right fewer than half the time, and a child below the band: still no
    /// help, as none of them is new or was just missed. Help does not buy the band.
    @Test func aWeakNumberNeitherNewNorMissedIsShownNormally() {
        let weak = snapshot(estimate: 0.45, controller: ControllerState(window: EngineFixture.window(12, of: 20)))
        for plan in plans(weak) {
            #expect(plan.tasks.allSatisfy { !$0.scaffolded }, "\(plan.tasks.map(\.number))")
        }
    }

    /// A new number's first task in the round is in the easiest form; when it comes again in the
    /// same round it is shown normally.
    @Test func aNewNumberIsHelpedAtItsFirstMeetingOnly() {
        for plan in plans(EngineFixture.snapshot(level: .littleOnes)) {
            for number in Set(plan.tasks.map(\.number)) {
                let shown = plan.tasks.filter { $0.number == number }.map(\.scaffolded)
                #expect(shown.first == true && shown.dropFirst().allSatisfy { !$0 }, "\(number): \(shown)")
            }
        }
    }

    /// A number missed last time is shown in the easiest form whatever the rate.
    @Test func aMissedNumberIsHelpedEvenForAnUnderChallengedChild() {
        var snapshot = snapshot(
            estimate: 0.9, controller: ControllerState(window: EngineFixture.window(20, of: 20), mode: .challenging))
        snapshot.cells[CellKey(skill: .count, number: 3)]?.previousAttempt = .missed
        var seen = 0
        for plan in plans(snapshot) {
            for task in plan.tasks where task.bucket != .stretch {
                let firstOfItsNumber = plan.tasks.first { $0.number == task.number } == task
                #expect(task.scaffolded == (task.number == 3 && firstOfItsNumber), "\(task.number)")
                if task.number == 3 { seen += 1 }
            }
        }
        #expect(seen > 0)
    }

    @Test func theRateIsBelowTheTargetOnlyWhenTheWindowCanSaySo() {
        #expect(!SuccessRateController.isBelowTarget(ControllerState(window: EngineFixture.window(0, of: 7))))
        #expect(SuccessRateController.isBelowTarget(ControllerState(window: EngineFixture.window(15, of: 20))))
        #expect(!SuccessRateController.isBelowTarget(ControllerState(window: EngineFixture.window(16, of: 20))))
    }
}

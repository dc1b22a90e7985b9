import Testing
import ZKCore

@testable import ZKLearningEngine

/// How much help a round gets follows the child's first-try rate (D-0144): a child below the round
/// target gets the easiest form on tasks it would mostly miss, an under-challenged child's round is
/// not lifted by help it does not need and its new numbers come without help (D-0149).
@Suite struct HelpFollowsTheRateTests {
    let day = EngineFixture.day

    /// Numbers 1 to 5 of Wie viele? at little ones, practised, none due, none missed last time, each
    /// expected to succeed with `estimate` shown normally.
    func snapshot(estimate: Double, controller: ControllerState) -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        for number in 1...5 {
            snapshot.cells[CellKey(skill: .count, number: number)] = CellState(
                mastery: 0.4, evidence: 4, status: .learning, box: 2, dueOn: day.adding(days: 3),
                successEstimate: estimate, previousAttempt: .succeeded)
        }
        snapshot.controller = controller
        return snapshot
    }

    /// Scaffolded tasks among the non-stretch tasks of 20 seeded rounds.
    func helpedTasks(_ snapshot: LearnerSnapshot) -> (helped: Int, tasks: Int) {
        var helped = 0
        var tasks = 0
        for seed in 0..<20 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
            for task in plan.tasks where task.bucket != .stretch {
                tasks += 1
                if task.scaffolded { helped += 1 }
            }
        }
        return (helped, tasks)
    }

    /// Numbers the child gets right 6 times in 10: at the round target nothing is helped (only
    /// tasks below 0.50 may be); with 14 of the last 20 first tries right, the round is lifted.
    @Test func aChildBelowTheRoundTargetGetsTheEasiestFormOnTasksItWouldOftenMiss() {
        let atTarget = helpedTasks(
            snapshot(estimate: 0.6, controller: ControllerState(window: EngineFixture.window(16, of: 20))))
        let below = helpedTasks(
            snapshot(estimate: 0.6, controller: ControllerState(window: EngineFixture.window(14, of: 20))))
        #expect(atTarget.helped == 0)
        #expect(below.helped * 3 >= below.tasks, "\(below)")
    }

    /// Numbers the child gets right 45 times in 100: an ordinary round is lifted towards the target
    /// with the easiest form; a child getting 19 of 20 right is not given that help.
    @Test func anUnderChallengedChildsRoundIsNotLiftedByHelp() {
        let weak = 0.45
        let neutral = helpedTasks(
            snapshot(estimate: weak, controller: ControllerState(window: EngineFixture.window(17, of: 20))))
        let challenged = helpedTasks(
            snapshot(
                estimate: weak,
                controller: ControllerState(window: EngineFixture.window(19, of: 20), mode: .challenging)))
        #expect(neutral.helped * 3 >= neutral.tasks, "\(neutral)")
        #expect(challenged.helped == 0, "\(challenged)")
    }

    /// A new number is shown in the easiest form to a child at the round target; a child who gets
    /// nearly everything right meets it without help, as it meets the rest (D-0149).
    @Test func anUnderChallengedChildMeetsANewNumberWithoutHelp() {
        func newNumberTasks(_ controller: ControllerState) -> (helped: Int, tasks: Int) {
            var snapshot = snapshot(estimate: 0.9, controller: controller)
            snapshot.cells[CellKey(skill: .count, number: 5)] = nil
            var helped = 0
            var tasks = 0
            for seed in 0..<20 as Range<UInt64> {
                var rng = SplitMix64(seed: seed)
                let plan = EngineFixture.engine.planRound(
                    RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
                for task in plan.tasks where task.number == 5 && task.bucket != .stretch {
                    tasks += 1
                    if task.scaffolded { helped += 1 }
                }
            }
            return (helped, tasks)
        }
        let atTarget = newNumberTasks(ControllerState(window: EngineFixture.window(17, of: 20)))
        let challenged = newNumberTasks(
            ControllerState(window: EngineFixture.window(20, of: 20), mode: .challenging))
        #expect(atTarget.tasks > 0 && atTarget.helped == atTarget.tasks, "\(atTarget)")
        #expect(challenged.tasks > 0 && challenged.helped == 0, "\(challenged)")
    }

    /// Numbers missed last time are shown in the easiest form whatever the rate.
    @Test func aMissedNumberIsHelpedEvenForAnUnderChallengedChild() {
        var snapshot = snapshot(
            estimate: 0.9, controller: ControllerState(window: EngineFixture.window(20, of: 20), mode: .challenging))
        let missed = CellKey(skill: .count, number: 3)
        snapshot.cells[missed]?.previousAttempt = .missed
        for seed in 0..<20 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let plan = EngineFixture.engine.planRound(RoundRequest(gameID: .wieViele, snapshot: snapshot), rng: &rng)
            for task in plan.tasks where task.bucket != .stretch {
                #expect(task.scaffolded == (task.number == 3), "seed \(seed): \(task.number)")
            }
        }
    }

    @Test func theRateIsBelowTheTargetOnlyWhenTheWindowCanSaySo() {
        #expect(!SuccessRateController.isBelowTarget(ControllerState(window: EngineFixture.window(0, of: 7))))
        #expect(SuccessRateController.isBelowTarget(ControllerState(window: EngineFixture.window(15, of: 20))))
        #expect(!SuccessRateController.isBelowTarget(ControllerState(window: EngineFixture.window(16, of: 20))))
    }
}

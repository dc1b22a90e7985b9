import Foundation
import Testing
import ZKCore
import ZKGameKit

/// A task that remembers the step it was made at and one draw of the generator.
private struct StepTask: Sendable, Equatable {
    let number: Int
    let step: DifficultyStep
    let draw: UInt64
}

/// A game whose step one shows only 1 to 10 (a teen is moved to the nearest it can show), as a
/// game with a small picture at its easiest step would.
private struct SmallFirstStepRules: RoundRules {
    let gameID = GameID.wieViele
    let introLine: AudioID? = nil

    func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> StepTask {
        let number = planned.step == .step1 ? min(planned.number, 10) : planned.number
        return StepTask(number: number, step: planned.step, draw: generator.next())
    }
    func answer(of task: StepTask) -> Int { task.number }
    func correctSlot(of task: StepTask) -> Int? { nil }
    func prompt(for task: StepTask) -> [AudioID] { [.numberQuestion(task.number)] }
    func hintLine(_ rung: HintRung, for task: StepTask) -> [AudioID] { [] }
    func successLine(for task: StepTask) -> [AudioID] { [.number(task.number)] }
    func credits(for task: StepTask, planned: PlannedTask) -> TaskCredits {
        TaskCredits(number: task.number, skill: .count, secondarySkill: nil, secondaryNumber: nil)
    }
}

@Suite struct ScaffoldedTaskTests {
    /// A step-3 round; each entry is a number and whether the engine scaffolded it.
    private func plan(_ tasks: [(Int, Bool)], step: DifficultyStep = .step3, seed: UInt64 = 41) -> RoundPlan {
        var generator = SplitMix64(seed: 9)
        let id = DeterministicID.roundID(using: &generator)
        let planned = tasks.enumerated().map { index, task in
            PlannedTask(
                id: DeterministicID.taskID(roundID: id, index: index), skill: .count, number: task.0, step: step,
                reason: .focus, scaffolded: task.1)
        }
        return RoundPlan(
            id: id, gameID: .wieViele, step: step, level: .vorschule, range: .r1to20, tasks: planned, abenteuerID: nil,
            seed: seed, isReentry: false, mode: .standard, context: .single)
    }

    private func controller(_ plan: RoundPlan, demo: Bool = false) -> RoundController<SmallFirstStepRules> {
        RoundController(plan: plan, rules: SmallFirstStepRules(), includeDemo: demo, voiceEnabled: false)
    }

    /// Answers every task correctly and returns the results the engine receives.
    private func results(_ plan: RoundPlan) -> [TaskResult] {
        var round = controller(plan)
        var time = 0.0
        var results: [TaskResult] = []
        _ = round.start(now: time)
        while round.phase != .finished, time < 200 {
            time += 1
            var effects = round.tick(now: time)
            if round.acceptsAnswers, let task = round.currentTask {
                effects += round.commit(task.number, now: time)
            }
            results += effects.compactMap {
                if case .emit(.taskCompleted(let result, _)) = $0 { return result }
                return nil
            }
        }
        return results
    }

    @Test func aScaffoldedTaskAboveStepOneIsShownInItsStepOneForm() {
        let round = controller(plan([(4, true)]))
        #expect(round.tasks.map(\.task.step) == [.step1])
        #expect(round.tasks.map(\.task.number) == [4])
    }

    @Test func theResultOfAScaffoldedTaskCarriesThePlannedStepSoTheSteppingWindowSeesWhatWasPlanned() {
        let results = results(plan([(4, true), (14, true)]))
        #expect(results.map(\.step) == [.step3, .step3])
        #expect(results.map(\.number) == [4, 14])
    }

    @Test func aTeenTheGameCannotShowAtStepOneStaysAtItsStepAndIsCreditedOnItsOwnNumber() {
        var generator = SplitMix64(seed: 41)
        let round = controller(plan([(14, true)]))
        #expect(round.tasks.map(\.task) == [StepTask(number: 14, step: .step3, draw: generator.next())])
        #expect(results(plan([(14, true)])).map(\.number) == [14])
    }

    @Test func aFallbackDrawsWhatTheUnscaffoldedTaskWouldSoLaterTasksDoNotShift() {
        let scaffolded = controller(plan([(14, true), (5, false), (6, false)])).tasks.map(\.task)
        let plain = controller(plan([(14, false), (5, false), (6, false)])).tasks.map(\.task)
        #expect(scaffolded == plain)
    }

    @Test func theStepOneFormDrawsFromTheSameStreamPositionAsThePlannedTask() {
        var generator = SplitMix64(seed: 41)
        let first = generator.next()
        let second = generator.next()
        let tasks = controller(plan([(4, true), (5, false)])).tasks.map(\.task)
        #expect(
            tasks == [StepTask(number: 4, step: .step1, draw: first), StepTask(number: 5, step: .step3, draw: second)])
    }

    @Test func tasksThatAreNotScaffoldedOrAlreadyAtStepOneAreMadeAsPlanned() {
        #expect(controller(plan([(4, false), (12, false)])).tasks.map(\.task.step) == [.step3, .step3])
        #expect(controller(plan([(4, true)], step: .step1)).tasks.map(\.task.step) == [.step1])
    }

    @Test func theDemoOfAScaffoldedFirstTaskIsShownInTheSameEasiestForm() {
        let round = controller(plan([(4, true), (5, false)]), demo: true)
        #expect(round.demoTask?.step == .step1)
        #expect(round.demoTask?.number == 4)
    }

    @Test func theSamePlanAlwaysMakesTheSameTasks() {
        let mixed = plan([(4, true), (14, true), (7, false), (2, true)])
        #expect(controller(mixed, demo: true).tasks == controller(mixed, demo: true).tasks)
        #expect(controller(mixed, demo: true).demoTask == controller(mixed, demo: true).demoTask)
        #expect(controller(mixed).tasks.map(\.task.step) == [.step1, .step3, .step3, .step1])
    }
}

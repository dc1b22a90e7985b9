import Testing
import ZKCore

@testable import ZKLearningEngine

/// Properties of every plan over 1,000 seeds × both levels × all stages (random snapshots and games).
@Suite struct RoundPlannerPropertyTests {
    static let seeds: Range<UInt64> = 0..<1_000
    static let combinations: [(Level, RangeStage)] = Level.allCases.flatMap { level in
        RangeStage.allCases.map { (level, $0) }
    }

    static func plans(_ body: (RoundPlan, LearnerSnapshot, GameID) -> Void) {
        let engine = EngineFixture.engine
        for (level, stage) in combinations {
            for seed in seeds {
                let snapshot = EngineFixture.randomSnapshot(seed: seed &* 31 &+ 7, level: level, stage: stage)
                let game = StandardGameCatalog.games[Int(seed % UInt64(StandardGameCatalog.games.count))]
                let context: RoundContext = seed % 5 == 0 ? .abenteuer(roundIndex: Int(seed % 3)) : .single
                var rng = SplitMix64(seed: seed)
                let plan = engine.planRound(
                    RoundRequest(gameID: game, context: context, abenteuerID: EngineFixture.id(3), snapshot: snapshot),
                    rng: &rng)
                body(plan, snapshot, game)
            }
        }
    }

    @Test func everyTaskIsAnApplicableCellTheGameCanShowInRange() {
        let catalog = StandardGameCatalog()
        var checked = 0
        Self.plans { plan, snapshot, game in
            let stage = snapshot.level.clamp(snapshot.range.stage)
            #expect(plan.range == stage)
            let skill = catalog.descriptor(for: game)?.primarySkill
            for task in plan.tasks {
                #expect(task.skill == skill)
                #expect(
                    ApplicableCells.isApplicable(CellKey(skill: task.skill, number: task.number), level: plan.level))
                let valid = catalog.validNumbers(for: game, step: task.step, level: plan.level, range: stage)
                if task.reason == .stretchNumber, task.number > stage.maxNumber, let next = stage.next {
                    #expect(task.number == stage.maxNumber + 1)
                    #expect(next <= plan.level.rangeCap)
                } else {
                    #expect(valid.contains(task.number))
                }
                #expect(task.bucket == task.reason.bucket)
                // A number being learned is shown at step one when the game can; a known number too
                // while the child's first tries are below 0.85 (docs/engine.md#interspersal).
                let harder = SuccessRateController.carriesHarderSteps(snapshot.controller)
                switch task.reason {
                case .stretchStep: #expect(task.step == plan.step.next)
                case .focus: #expect(task.step == plan.step || task.step == .step1)
                case .review,
                    .maintenance where !harder:
                    #expect(task.step == plan.step || task.step == .step1)
                default: #expect(task.step == plan.step)
                }
                checked += 1
            }
        }
        #expect(checked > 20_000)
    }

    @Test func roundLengthsFollowTheLevelOrTheGameOverride() {
        let catalog = StandardGameCatalog()
        Self.plans { plan, _, game in
            let expected =
                catalog.tasksPerRound(for: game, step: plan.step, level: plan.level) ?? plan.level.tasksPerRound
            #expect(plan.tasks.count == expected)
        }
    }

    /// The two likeliest successes open and close the round, by the planner's own expectation: the
    /// faded first-try estimate, lifted when scaffolded, corrected by the controller's recent tasks (D-0120).
    @Test func orderingRulesHold() {
        Self.plans { plan, stored, _ in
            let snapshot = SnapshotSanitizer.sanitize(stored, catalog: StandardGameCatalog()).0
            let tasks = plan.tasks
            guard let first = tasks.first, let last = tasks.last else { return }
            let shape = tasks.map { "\($0.number)\($0.reason.rawValue.prefix(2))" }.joined(separator: " ")
            #expect(first.bucket != .stretch, "\(shape)")
            #expect(last.bucket != .stretch, "\(shape)")
            #expect(tasks.filter { $0.bucket == .stretch }.count <= 1)
            for index in 1..<tasks.count {
                #expect(tasks[index].number != tasks[index - 1].number, "\(shape)")
            }
            let predictor = RoundPredictor(controller: snapshot.controller)
            let likelihood = { (task: PlannedTask) in
                let cell = snapshot.cell(CellKey(skill: task.skill, number: task.number))
                return predictor.expected(
                    SuccessPrediction.firstTry(cell, on: snapshot.today), scaffolded: task.scaffolded)
            }
            // A number that comes twice must take one end when the round is short; only rounds of
            // distinct numbers can always put the two likeliest at the ends.
            guard Set(tasks.map(\.number)).count == tasks.count else { return }
            let middle = tasks.dropFirst().dropLast().filter { $0.bucket != .stretch }
            for task in middle {
                #expect(likelihood(first) >= likelihood(task) - 1e-9)
                #expect(likelihood(last) >= likelihood(task) - 1e-9)
            }
        }
    }

    @Test func idsAndContextFollowThePlanContract() {
        Self.plans { plan, _, _ in
            for (index, task) in plan.tasks.enumerated() {
                #expect(task.id == DeterministicID.taskID(roundID: plan.id, index: index))
            }
            #expect(plan.mode == .standard)
            if case .abenteuer = plan.context {
                #expect(plan.abenteuerID == EngineFixture.id(3))
            } else {
                #expect(plan.abenteuerID == nil)
            }
        }
    }

    /// No number fills more than half a round unless the game offers too few numbers for it (the
    /// round then holds at most two), and only a number's first task may be in the easiest form.
    @Test func aNumberComesAgainAtMostToHalfTheRound() {
        Self.plans { plan, _, _ in
            for number in Set(plan.tasks.map(\.number)) {
                let occurrences = plan.tasks.filter { $0.number == number }
                let numbers = Set(plan.tasks.map(\.number)).count
                #expect(occurrences.count <= (plan.tasks.count + 1) / 2 || numbers <= 2, "\(plan.tasks.map(\.number))")
                #expect(occurrences.filter(\.scaffolded).count <= 1)
            }
        }
    }
}

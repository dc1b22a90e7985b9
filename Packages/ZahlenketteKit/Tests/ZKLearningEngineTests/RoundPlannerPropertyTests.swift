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
                #expect(task.step == (task.reason == .stretchStep ? plan.step.next : plan.step))
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
            let shape = tasks.map { "\($0.number)\($0.bucket == .stretch ? "s" : "")" }.joined(separator: " ")
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

    @Test func aNumberComesAgainOnlyAsAnUnmasteredFocusCellOrAFallback() {
        Self.plans { plan, snapshot, _ in
            for number in Set(plan.tasks.map(\.number)) {
                let occurrences = plan.tasks.filter { $0.number == number }
                guard occurrences.count > 1 else { continue }
                let extra = occurrences.filter { $0.reason != .focus && $0.reason != .fallback }
                #expect(extra.count <= 1)
                if occurrences.contains(where: { $0.reason == .focus }),
                    !occurrences.contains(where: { $0.reason == .fallback })
                {
                    let status = snapshot.cell(CellKey(skill: plan.tasks[0].skill, number: number)).status
                    #expect(status == .learning || status == .difficult)
                }
            }
        }
    }
}

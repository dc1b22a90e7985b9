import Testing
import ZKCore

@testable import ZKLearningEngine

/// A catalog that forgets one game, as a damaged or older content set might.
struct CatalogWithout: GameCatalog {
    let missing: GameID
    let base = StandardGameCatalog()

    var games: [GameID] { base.games.filter { $0 != missing } }

    func descriptor(for game: GameID) -> GameDescriptor? {
        game == missing ? nil : base.descriptor(for: game)
    }

    func validNumbers(for game: GameID, step: DifficultyStep, level: Level, range: RangeStage) -> [Int] {
        game == missing ? [] : base.validNumbers(for: game, step: step, level: level, range: range)
    }

    func tasksPerRound(for game: GameID, step: DifficultyStep, level: Level) -> Int? {
        game == missing ? 99 : base.tasksPerRound(for: game, step: step, level: level)
    }
}

@Suite struct SnapshotSanitizerTests {
    let day = EngineFixture.day

    func damaged() -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        snapshot.cells[CellKey(skill: .count, number: 2)] = CellState(mastery: 1.7, evidence: 3, status: .learning)
        snapshot.cells[CellKey(skill: .count, number: 3)] = CellState(mastery: .nan, evidence: -2, status: .mastered)
        snapshot.cells[CellKey(skill: .name, number: 4)] = CellState(
            mastery: 0.5, evidence: 3, status: .learning, box: 9, dueOn: day)
        snapshot.cells[CellKey(skill: .order, number: 5)] = CellState(
            mastery: 0.5, evidence: 3, status: .learning, box: 2, dueOn: day.adding(days: 4000))
        snapshot.cells[CellKey(skill: .decompose, number: 1)] = CellState(mastery: 0.5, evidence: 3, status: .learning)
        snapshot.cells[CellKey(skill: .compare, number: 2)] = CellState(
            mastery: 0.5, evidence: 3, status: .learning, successEstimate: .nan)
        snapshot.cells[CellKey(skill: .compare, number: 3)] = CellState(
            mastery: 0.5, evidence: 3, status: .learning, successEstimate: 1.4)
        snapshot.cells[CellKey(skill: .count, number: 27)] = CellState(mastery: 0.5, evidence: 3, status: .learning)
        snapshot.controller.window = [Bool](repeating: true, count: 45)
        snapshot.reentryRoundsLeft = 12
        snapshot.friends = [0, 3, 25]
        snapshot.games[.memory] = GameProgressState(step: .step2)
        return snapshot
    }

    @Test func damagedValuesAreClampedOrDroppedWithAReason() {
        let (clean, issues) = SnapshotSanitizer.sanitize(damaged(), catalog: CatalogWithout(missing: .memory))
        #expect(clean.cells[CellKey(skill: .count, number: 2)]?.mastery == 1)
        #expect(clean.cells[CellKey(skill: .count, number: 3)]?.mastery == 0)
        #expect(clean.cells[CellKey(skill: .count, number: 3)]?.evidence == 0)
        #expect(clean.cells[CellKey(skill: .count, number: 3)]?.status == .new)
        #expect(clean.cells[CellKey(skill: .name, number: 4)]?.box == 5)
        #expect(clean.cells[CellKey(skill: .order, number: 5)]?.dueOn == day.adding(days: 3))
        #expect(clean.cells[CellKey(skill: .compare, number: 2)]?.successEstimate == 0.5)
        #expect(clean.cells[CellKey(skill: .compare, number: 3)]?.successEstimate == 1)
        #expect(clean.cells[CellKey(skill: .decompose, number: 1)] == nil)
        #expect(clean.cells[CellKey(skill: .count, number: 27)] == nil)
        #expect(clean.controller.window.count == 20)
        #expect(clean.reentryRoundsLeft == 3)
        #expect(clean.friends == [3])
        #expect(clean.games[.memory] == nil)
        let kinds = Set(issues.map(\.kind))
        let expected: Set<EngineIssue.Kind> = [
            .masteryOutOfRange, .evidenceOutOfRange, .estimateOutOfRange, .boxOutOfRange, .dueDateTooFar,
            .cellNotApplicable,
            .numberOutOfDomain, .windowTooLong, .counterOutOfRange, .unknownGame,
        ]
        #expect(kinds == expected)
    }

    @Test func aCleanSnapshotIsReturnedUnchangedWithoutIssues() {
        let snapshot = EngineFixture.randomSnapshot(seed: 11, level: .vorschule, stage: .r1to10)
        let (clean, issues) = SnapshotSanitizer.sanitize(snapshot, catalog: StandardGameCatalog())
        #expect(issues.isEmpty)
        #expect(clean == snapshot)
    }

    @Test func aDamagedSnapshotStillGivesAPlayablePlanForEveryGame() {
        let engine = AdaptiveLearningEngine(catalog: CatalogWithout(missing: .memory))
        for game in StandardGameCatalog.games {
            var rng = SplitMix64(seed: 77)
            let result = engine.planRoundReporting(RoundRequest(gameID: game, snapshot: damaged()), rng: &rng)
            #expect(!result.issues.isEmpty)
            #expect((2...8).contains(result.plan.tasks.count))
            #expect(result.plan.tasks.allSatisfy { (1...5).contains($0.number) })
        }
    }

    @Test func anUnknownGameIsPlannedFromTheDesignDefaultsAndReported() {
        let engine = AdaptiveLearningEngine(catalog: CatalogWithout(missing: .hoerHin))
        var rng = SplitMix64(seed: 5)
        let result = engine.planRoundReporting(
            RoundRequest(gameID: .hoerHin, snapshot: EngineFixture.snapshot(level: .littleOnes)), rng: &rng)
        #expect(result.plan.tasks.count == 8)
        #expect(result.plan.tasks.allSatisfy { $0.skill == .name && (1...5).contains($0.number) })
        #expect(result.issues.map(\.kind).contains(.unknownGame))
        #expect(result.issues.map(\.kind).contains(.noAllowedNumbers))
    }

    @Test func applyIgnoresCreditsOnCellsThatDoNotApply() {
        let task = EngineFixture.task(1, skill: .decompose)
        let input = EngineFixture.outcome(task, game: .schuettelbox, result: .firstTry)
        let update = EngineFixture.engine.apply(input, to: damaged(), at: EngineFixture.instant(day))
        #expect(update.snapshot.cells[CellKey(skill: .decompose, number: 1)] == nil)
        #expect(update.issues.contains { $0.kind == .creditIgnored })
        #expect(update.snapshot.cells[CellKey(skill: .count, number: 1)]?.evidence == 0.5)
    }
}

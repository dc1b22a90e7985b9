import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct RangeRulesTests {
    let day = EngineFixture.day
    let trainable: Set<Skill> = [.count, .name, .order, .recognize]

    /// A littleOnes child at 1 to 5 for whom W1–W6 all hold.
    func ready() -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes, stage: .r1to5)
        snapshot.availableGames = StandardGameCatalog.freeGames
        for key in ApplicableCells.cells(skills: trainable, level: .littleOnes, stage: .r1to5) {
            snapshot.cells[key] = CellState(
                mastery: 0.9, evidence: 5, status: .mastered, firstTrySuccesses: 5, firstTryDays: 3)
        }
        snapshot.range.sessionsAtStage = 5
        snapshot.range.daysAtStage = 3
        snapshot.range.probes = [true, false, true]
        return snapshot
    }

    @Test func allSixRulesWiden() {
        let (range, event) = RangeRules.evaluate(ready(), trainable: trainable)
        #expect(event == .widened(from: .r1to5, to: .r1to10))
        #expect(range.stage == .r1to10)
        #expect(range.previousStage == .r1to5)
    }

    @Test func w1BlocksWithTooLittleEvidence() {
        var snapshot = ready()
        for key in ApplicableCells.cells(skills: trainable, level: .littleOnes, stage: .r1to5).prefix(11) {
            snapshot.cells[key] = nil
        }
        #expect(!RangeRules.check(snapshot, trainable: trainable).w1Evidence)
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func w1BlocksWhenTheEvidenceIsInOneSkill() {
        var snapshot = ready()
        for key in snapshot.cells.keys where key.skill != .count { snapshot.cells[key] = nil }
        let check = RangeRules.check(snapshot, trainable: [.count, .name])
        #expect(!check.w1Evidence)
    }

    @Test func w2BlocksWhenTooFewEvidencedCellsAreMastered() {
        var snapshot = ready()
        for key in ApplicableCells.cells(skills: trainable, level: .littleOnes, stage: .r1to5).prefix(7) {
            snapshot.cells[key]?.status = .learning
        }
        let check = RangeRules.check(snapshot, trainable: trainable)
        #expect(check.w1Evidence && !check.w2Mastered && check.w3Difficult)
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func w3BlocksWithTwoDifficultCells() {
        var snapshot = ready()
        snapshot.cells[CellKey(skill: .count, number: 4)] = CellState(mastery: 0.2, evidence: 5, status: .difficult)
        #expect(RangeRules.check(snapshot, trainable: trainable).w3Difficult)
        snapshot.cells[CellKey(skill: .name, number: 5)] = CellState(mastery: 0.2, evidence: 5, status: .difficult)
        let check = RangeRules.check(snapshot, trainable: trainable)
        #expect(check.w1Evidence && check.w2Mastered && !check.w3Difficult)
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func w4BlocksWithoutFiveSessionsOnThreeDays() {
        var snapshot = ready()
        snapshot.range.daysAtStage = 2
        #expect(!RangeRules.check(snapshot, trainable: trainable).w4Sessions)
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
        snapshot.range.daysAtStage = 3
        snapshot.range.sessionsAtStage = 4
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func w5BlocksWithOneProbeOfThree() {
        var snapshot = ready()
        snapshot.range.probes = [true, false, false]
        #expect(!RangeRules.check(snapshot, trainable: trainable).w5Probes)
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func w6WaitsSevenDaysAndThreeSessionsAfterANarrowing() {
        var snapshot = ready()
        snapshot.range.narrowings = 1
        snapshot.range.lastNarrowedOn = day.adding(days: -6)
        snapshot.range.sessionsSinceNarrowing = 5
        #expect(!RangeRules.check(snapshot, trainable: trainable).w6Delay)
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
        snapshot.range.lastNarrowedOn = day.adding(days: -7)
        #expect(RangeRules.check(snapshot, trainable: trainable).w6Delay)
        snapshot.range.sessionsSinceNarrowing = 2
        #expect(!RangeRules.check(snapshot, trainable: trainable).w6Delay)
    }

    @Test func w6WaitsFourteenDaysAfterTheSecondNarrowing() {
        var snapshot = ready()
        snapshot.range.narrowings = 2
        snapshot.range.sessionsSinceNarrowing = 5
        snapshot.range.lastNarrowedOn = day.adding(days: -13)
        #expect(!RangeRules.check(snapshot, trainable: trainable).w6Delay)
        snapshot.range.lastNarrowedOn = day.adding(days: -14)
        #expect(RangeRules.check(snapshot, trainable: trainable).w6Delay)
    }

    @Test func rulesRunAtMostOnceADay() {
        var snapshot = ready()
        snapshot.range.lastCheckOn = day
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func littleOnesNeverWidenPastOneToTen() {
        var snapshot = ready()
        snapshot.range.stage = .r1to10
        for key in ApplicableCells.cells(skills: trainable, level: .littleOnes, stage: .r1to10) {
            snapshot.cells[key] = CellState(
                mastery: 0.9, evidence: 5, status: .mastered, firstTrySuccesses: 5, firstTryDays: 3)
        }
        #expect(RangeRules.check(snapshot, trainable: trainable).allHold)
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func aParentOverrideFixesTheStageButReportsReadiness() {
        var snapshot = ready()
        snapshot.range.parentOverride = .r1to5
        let (range, event) = RangeRules.evaluate(snapshot, trainable: trainable)
        #expect(range.stage == .r1to5)
        #expect(event == .readyForNext(.r1to5))
    }

    func narrowable(sessions: Int, window: [Bool]) -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes, stage: .r1to10)
        snapshot.range.previousStage = .r1to5
        snapshot.range.sessionsAtStage = sessions
        snapshot.range.addedNumbersWindow = window
        return snapshot
    }

    @Test func narrowingNeedsTwelveTasksBelowHalfInSessionsThreeToTen() {
        let weak = [Bool](repeating: false, count: 7) + [Bool](repeating: true, count: 5)
        let (range, event) = RangeRules.evaluate(narrowable(sessions: 3, window: weak), trainable: trainable)
        #expect(event == .narrowed(from: .r1to10, to: .r1to5))
        #expect(range.narrowings == 1)
        #expect(range.lastNarrowedOn == day)
        #expect(RangeRules.evaluate(narrowable(sessions: 2, window: weak), trainable: trainable).1 == nil)
        #expect(RangeRules.evaluate(narrowable(sessions: 11, window: weak), trainable: trainable).1 == nil)
        #expect(
            RangeRules.evaluate(narrowable(sessions: 5, window: Array(weak.prefix(11))), trainable: trainable).1 == nil)
        let half = [Bool](repeating: false, count: 6) + [Bool](repeating: true, count: 6)
        #expect(RangeRules.evaluate(narrowable(sessions: 5, window: half), trainable: trainable).1 == nil)
    }

    @Test func narrowingNeverGoesBelowTheLevelFloor() {
        var snapshot = narrowable(sessions: 4, window: [Bool](repeating: false, count: 12))
        snapshot.level = .vorschule
        #expect(RangeRules.evaluate(snapshot, trainable: trainable).1 == nil)
    }

    @Test func aLevelChangeClampsTheStage() {
        var snapshot = EngineFixture.snapshot(level: .vorschule, stage: .r1to20)
        snapshot.level = .littleOnes
        let (clean, issues) = SnapshotSanitizer.sanitize(snapshot, catalog: StandardGameCatalog())
        #expect(clean.range.stage == .r1to10)
        #expect(issues.map(\.kind) == [.stageOutsideLevel])
        var small = EngineFixture.snapshot(level: .littleOnes, stage: .r1to5)
        small.level = .vorschule
        #expect(SnapshotSanitizer.sanitize(small, catalog: StandardGameCatalog()).0.range.stage == .r1to10)
    }

    @Test func aWideningThroughApplyHappensAtTheLastTaskOfARound() {
        let snapshot = ready()
        let task = EngineFixture.task(2)
        let middle = EngineFixture.engine.apply(
            EngineFixture.outcome(task, result: .firstTry), to: snapshot, at: EngineFixture.instant(day))
        #expect(middle.rangeEvent == nil)
        let last = EngineFixture.engine.apply(
            EngineFixture.outcome(task, result: .firstTry, isLast: true), to: snapshot, at: EngineFixture.instant(day))
        #expect(last.rangeEvent == .widened(from: .r1to5, to: .r1to10))
        #expect(last.snapshot.range.stage == .r1to10)
    }
}

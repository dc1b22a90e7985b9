import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct SlotQuotasTests {
    @Test func theTenPercentRuleAddsAStretchSlotBelowTheFlooredShare() {
        #expect(SlotQuotas.isStretchDue(StretchCounters(countedTasks: 6, stretchTasksCompleted: 0), roundLength: 4))
        #expect(!SlotQuotas.isStretchDue(StretchCounters(countedTasks: 5, stretchTasksCompleted: 0), roundLength: 4))
        #expect(!SlotQuotas.isStretchDue(StretchCounters(countedTasks: 16, stretchTasksCompleted: 2), roundLength: 4))
        #expect(SlotQuotas.isStretchDue(StretchCounters(countedTasks: 26, stretchTasksCompleted: 2), roundLength: 4))
    }

    @Test func quotasFollowLevelAndControllerMode() {
        let neutral = SlotQuotas.make(count: 6, level: .vorschule, mode: .neutral, isReentry: false, stretchDue: true)
        #expect(neutral == SlotQuotas(review: 2, maintenance: 1, stretch: 1))
        let easing = SlotQuotas.make(count: 6, level: .vorschule, mode: .easing, isReentry: false, stretchDue: false)
        #expect(easing == SlotQuotas(review: 2, maintenance: 2, stretch: 0))
        let challenging = SlotQuotas.make(
            count: 4, level: .littleOnes, mode: .challenging, isReentry: false, stretchDue: true)
        #expect(challenging == SlotQuotas(review: 1, maintenance: 0, stretch: 1))
    }

    /// D-0115: a 4-task littleOnes round keeps its slots for practice: no maintenance quota when
    /// neutral, one when easing (spare focus slots still go to maintenance).
    @Test func littleOnesRoundsHaveOneMaintenanceSlotLess() {
        let neutral = SlotQuotas.make(count: 4, level: .littleOnes, mode: .neutral, isReentry: false, stretchDue: false)
        #expect(neutral == SlotQuotas(review: 1, maintenance: 0, stretch: 0))
        let easing = SlotQuotas.make(count: 4, level: .littleOnes, mode: .easing, isReentry: false, stretchDue: false)
        #expect(easing == SlotQuotas(review: 1, maintenance: 1, stretch: 0))
    }

    @Test func reentryIsHalfReviewHalfMaintenanceWithoutStretch() {
        #expect(
            SlotQuotas.make(count: 5, level: .vorschule, mode: .neutral, isReentry: true, stretchDue: true)
                == SlotQuotas(review: 2, maintenance: 3, stretch: 0))
    }

    @Test func shortRoundsDropMaintenanceFirstAndNeverStretchBelowThreeTasks() {
        #expect(
            SlotQuotas.make(count: 3, level: .vorschule, mode: .easing, isReentry: false, stretchDue: true)
                == SlotQuotas(review: 2, maintenance: 0, stretch: 1))
        #expect(
            SlotQuotas.make(count: 2, level: .littleOnes, mode: .easing, isReentry: false, stretchDue: true)
                == SlotQuotas(review: 1, maintenance: 1, stretch: 0))
    }
}

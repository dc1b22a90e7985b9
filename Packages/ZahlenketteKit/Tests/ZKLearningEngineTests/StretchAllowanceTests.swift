import Testing
import ZKCore

@testable import ZKLearningEngine

/// The 10 % rule (docs/engine.md#planning-a-round): one task in ten may stretch, never in a round
/// too short to keep the stretch task away from its ends.
@Suite struct StretchAllowanceTests {
    @Test func theTenPercentRuleAddsAStretchSlotBelowTheFlooredShare() {
        #expect(StretchAllowance.isDue(StretchCounters(countedTasks: 6, stretchTasksCompleted: 0), roundLength: 4))
        #expect(!StretchAllowance.isDue(StretchCounters(countedTasks: 5, stretchTasksCompleted: 0), roundLength: 4))
        #expect(!StretchAllowance.isDue(StretchCounters(countedTasks: 16, stretchTasksCompleted: 2), roundLength: 4))
        #expect(StretchAllowance.isDue(StretchCounters(countedTasks: 26, stretchTasksCompleted: 2), roundLength: 4))
    }

    @Test func aRoundOfTwoTasksNeverStretches() {
        #expect(!StretchAllowance.isDue(StretchCounters(countedTasks: 100, stretchTasksCompleted: 0), roundLength: 2))
        #expect(StretchAllowance.isDue(StretchCounters(countedTasks: 100, stretchTasksCompleted: 0), roundLength: 3))
    }
}

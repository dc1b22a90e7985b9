import Testing
import ZKCore

@testable import ZKLearningEngine

@Suite struct FriendEligibilityTests {
    func snapshot(_ counters: [Int: NumberCounter], friends: Set<Int> = []) -> LearnerSnapshot {
        var snapshot = EngineFixture.snapshot(level: .littleOnes)
        snapshot.numbers = counters
        snapshot.friends = friends
        return snapshot
    }

    @Test func theFirstFriendNeedsThreeTasksOneFirstTryAndOneDay() {
        let light = NumberCounter(primaryTasks: 3, firstTrySuccesses: 1, days: 1)
        #expect(FriendEligibility.eligibleFriends(in: snapshot([1: light])) == [1])
        #expect(FriendEligibility.eligibleFriends(in: snapshot([2: light])) == [])
        let short = NumberCounter(primaryTasks: 2, firstTrySuccesses: 2, days: 1)
        #expect(FriendEligibility.eligibleFriends(in: snapshot([1: short])) == [])
    }

    @Test func afterTheFirstFriendEveryNumberNeedsFiveTasksThreeFirstTriesTwoDays() {
        let full = NumberCounter(primaryTasks: 5, firstTrySuccesses: 3, days: 2)
        let oneDay = NumberCounter(primaryTasks: 9, firstTrySuccesses: 9, days: 1)
        let twoFirstTries = NumberCounter(primaryTasks: 6, firstTrySuccesses: 2, days: 3)
        let result = FriendEligibility.eligibleFriends(
            in: snapshot([2: full, 3: oneDay, 4: twoFirstTries, 1: full], friends: [1]))
        #expect(result == [2])
    }

    @Test func numbersOutsideTheRangeAreNotEligible() {
        let full = NumberCounter(primaryTasks: 5, firstTrySuccesses: 3, days: 2)
        #expect(FriendEligibility.eligibleFriends(in: snapshot([7: full], friends: [1])) == [])
    }

    @Test func countersComeFromPrimaryCreditsAcrossDays() {
        var state = EngineFixture.snapshot(level: .littleOnes)
        let task = EngineFixture.task(1)
        for day in 0..<2 {
            for _ in 0..<3 {
                let date = EngineFixture.day.adding(days: day)
                state =
                    EngineFixture.engine.apply(
                        EngineFixture.outcome(task, result: .firstTry, day: date), to: state,
                        at: EngineFixture.instant(date)
                    ).snapshot
            }
        }
        #expect(
            state.numbers[1]
                == NumberCounter(
                    primaryTasks: 6, firstTrySuccesses: 6, days: 2, lastDay: EngineFixture.day.adding(days: 1)))
        #expect(EngineFixture.engine.eligibleFriends(in: state) == [1])
        state.friends = [1]
        #expect(EngineFixture.engine.eligibleFriends(in: state) == [])
    }
}

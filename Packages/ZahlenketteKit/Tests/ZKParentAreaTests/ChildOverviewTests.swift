import Foundation
import TestSupport
import Testing
import ZKCore
import ZKParentArea
import ZKPersistence

/// The dashboard's figures (docs/parent-area.md#pages): minutes per day for 7 days against today's
/// allowance, this week's tasks and first-try share, and the cells newly sure this week.
@Suite struct ChildOverviewTests {
    static let today = Berlin.day("2026-10-01")

    static func attempt(_ day: String, firstTry: Bool, number: Int = 4, wrong: [Int] = []) -> TaskAttemptRecord {
        TaskAttemptRecord(
            id: UUID(), profileID: ParentFixtures.profileID, roundID: nil, plannedTaskID: UUID(), gameID: .hoerHin,
            skill: .name, number: number, firstTryCorrect: firstTry, attempts: firstTry ? 1 : 2, hintsUsed: 0,
            solutionShown: false, responseTimeMs: 1000, promptReplays: 0, wrongAnswers: wrong,
            result: firstTry ? .firstTry : .afterRetry, reason: .focus, step: .step1, durationMs: 1000,
            localDate: Berlin.day(day), completedAt: Date(timeIntervalSince1970: 0))
    }

    static func overview(
        records: [MasteryRecord] = [], usage: [DailyUsage] = [], attempts: [TaskAttemptRecord] = []
    ) -> ChildOverview {
        ChildOverview(
            profile: ParentFixtures.profile(), today: today, stage: .r1to10, readyForNext: false, records: records,
            usage: usage, attempts: attempts, friends: 3)
    }

    @Test func minutesArePerDayForTheLastSevenDaysTodayLast() {
        let usage = [
            DailyUsage(profileID: ParentFixtures.profileID, trustedDate: Berlin.day("2026-09-25"), activeSeconds: 600),
            DailyUsage(
                profileID: ParentFixtures.profileID, trustedDate: Berlin.day("2026-10-01"), activeSeconds: 750,
                extraMinutes: 15),
            DailyUsage(profileID: ParentFixtures.profileID, trustedDate: Berlin.day("2026-09-20"), activeSeconds: 900),
        ]
        let overview = Self.overview(usage: usage)
        #expect(overview.minutesPerDay == [10, 0, 0, 0, 0, 0, 12])
        #expect(overview.minutesToday == 12)
        #expect(overview.allowanceToday == 35)
        #expect(overview.minutesPerWeek == [0, 0, 15, 22])
    }

    @Test func theWeeksTasksAndTheirFirstTryShare() {
        let attempts = [
            Self.attempt("2026-09-24", firstTry: true), Self.attempt("2026-09-25", firstTry: true),
            Self.attempt("2026-09-30", firstTry: false), Self.attempt("2026-10-01", firstTry: true),
            Self.attempt("2026-10-01", firstTry: false),
        ]
        let overview = Self.overview(attempts: attempts)
        #expect(overview.tasksThisWeek == 4)
        #expect(overview.firstTryPercentThisWeek == 50)
        #expect(Self.overview().firstTryPercentThisWeek == nil)
    }

    @Test func newlySureMeansTheSecondDayOfFirstTrySuccessFellInTheWeek() {
        let records = [
            ParentFixtures.cell(.count, 3, .mastered, value: 0.85, days: ["2026-09-28", "2026-09-30"]),
            ParentFixtures.cell(.count, 2, .mastered, value: 0.9, days: ["2026-09-10", "2026-09-12", "2026-09-30"]),
            ParentFixtures.cell(.name, 5, .mastered, value: 0.82, days: ["2026-09-20", "2026-10-01"]),
            ParentFixtures.cell(.order, 4, .learning, value: 0.7, days: ["2026-09-29", "2026-09-30"]),
        ]
        let sure = Self.overview(records: records).newlySure.map { "\($0.skill.rawValue)\($0.number)" }
        #expect(sure == ["name5", "count3"])
    }
}

import Foundation
import ZKContent
import ZKCore
import ZKPersistence

/// Everything the parent area shows about one child (docs/parent-area.md#pages,
/// docs/parent-area.md#progress-grid-s-19,
/// docs/parent-area.md#gerade-schwierig-and-error-patterns): the card of S-18, the grid of S-19,
/// "Gerade schwierig" with the error patterns, and the printable report. Built from one read of the
/// store (`ChildOverview.read`), then pure.
public struct ChildOverview: Sendable {
    /// Days in the dashboard's chart and "this week": today and the six days before (D-0904).
    public static let weekDays = 7
    /// Weeks of play time in the report.
    public static let reportWeeks = 4
    /// Days of answers read: what the error patterns and "this week" look at, no more (D-1116).
    static let answerDays = max(ErrorPatternDetector.windowDays, weekDays)
    /// Items of "Gerade schwierig" and "Neu sicher" on a dashboard card.
    public static let cardItems = 3

    public let profile: ChildProfile
    public let today: LocalDate
    /// The Zahlenraum in effect (the parent's fixed stage or the engine's).
    public let stage: RangeStage
    /// True when a parent fixed the stage.
    public let isFixed: Bool
    /// W1–W5 hold: "bereit für den nächsten Zahlenraum"
    /// (docs/engine.md#learning-from-a-task).
    public let readyForNext: Bool
    public let grid: ProgressGrid
    /// Active minutes per day, oldest first, the last entry today (7 days).
    public let minutesPerDay: [Int]
    /// Today's allowance in minutes (limit plus grants), nil without a limit.
    public let allowanceToday: Int?
    public let tasksThisWeek: Int
    public let firstTryThisWeek: Int
    public let friends: Int
    /// Newly sure cells this week, most recent first.
    public let newlySure: [ProgressCell]
    /// The answers of the error patterns' window (30 days, which holds the week), oldest first.
    public let answers: [AnswerRecord]
    /// Active minutes per 7-day block, oldest first, the last block ending today (4 blocks).
    public let minutesPerWeek: [Int]

    /// The days of the chart and "this week", oldest first, the last today: `minutesPerDay[i]` is
    /// the play time of `weekDates[i]`.
    public var weekDates: [LocalDate] { ChildOverview.weekDates(endingOn: today) }

    static func weekDates(endingOn today: LocalDate) -> [LocalDate] {
        (0..<weekDays).map { today.adding(days: $0 - (weekDays - 1)) }
    }

    public init(
        profile: ChildProfile, today: LocalDate, stage: RangeStage, readyForNext: Bool, records: [MasteryRecord],
        usage: [DailyUsage], attempts: [TaskAttemptRecord], friends: Int
    ) {
        self.profile = profile
        self.today = today
        self.stage = stage
        self.isFixed = profile.rangeOverride != nil
        self.readyForNext = readyForNext
        let grid = ProgressGrid(records: records, level: profile.level, stage: stage)
        self.grid = grid
        var seconds: [LocalDate: Int] = [:]
        for day in usage { seconds[day.trustedDate, default: 0] += day.activeSeconds }
        let weekDates = ChildOverview.weekDates(endingOn: today)
        let weekStart = weekDates.first ?? today
        minutesPerDay = weekDates.map { seconds[$0, default: 0] / 60 }
        minutesPerWeek = (0..<ChildOverview.reportWeeks).map { block in
            let end = today.adding(days: -7 * (ChildOverview.reportWeeks - 1 - block))
            return (0..<7).reduce(0) { $0 + seconds[end.adding(days: -$1), default: 0] } / 60
        }
        let todayUsage = usage.first { $0.trustedDate == today }
        allowanceToday =
            todayUsage?.unlimitedToday == true
            ? nil : profile.dailyLimitMinutes.map { $0 + (todayUsage?.extraMinutes ?? 0) }
        let week = attempts.filter { $0.localDate >= weekStart && $0.localDate <= today }
        tasksThisWeek = week.count
        firstTryThisWeek = week.filter(\.firstTryCorrect).count
        self.friends = friends
        answers = attempts.map(AnswerRecord.init)
        newlySure = ChildOverview.newlySure(grid, since: weekStart)
    }

    /// Mastered cells whose second first-try day (when "sure" first became possible,
    /// docs/engine.md#learning-from-a-task) lies in the week (D-0904), most recent first.
    static func newlySure(_ grid: ProgressGrid, since start: LocalDate) -> [ProgressCell] {
        let cells = grid.cells.compactMap { cell -> (ProgressCell, LocalDate)? in
            guard cell.display == .mastered, let record = cell.record else { return nil }
            let days = Set(record.firstTryDays).sorted()
            guard days.count >= 2, days[1] >= start else { return nil }
            return (cell, days[days.count - 1])
        }
        return cells.sorted { a, b in
            if a.1 != b.1 { return a.1 > b.1 }
            return (a.0.number, a.0.skill) < (b.0.number, b.0.skill)
        }.map(\.0)
    }

    /// The first-try share of this week's tasks in whole percent, nil without tasks.
    public var firstTryPercentThisWeek: Int? {
        tasksThisWeek > 0 ? Int((Double(firstTryThisWeek) / Double(tasksThisWeek) * 100).rounded()) : nil
    }

    public var minutesToday: Int { minutesPerDay.last ?? 0 }

    public func difficult(strings: StringCatalog, limit: Int = DifficultCells.limit) -> [DifficultCell] {
        DifficultCells.list(grid, strings: strings, limit: limit)
    }

    public func patterns(strings: StringCatalog) -> [PhrasedPattern] {
        ErrorPatternDetector().patterns(in: answers, today: today).map { PhrasedPattern($0, strings: strings) }
    }

    /// Reads what the overview needs in one transaction. `readyForNext` and the engine's stage come
    /// from the caller, which owns the engine.
    public static func read(
        _ profile: ChildProfile, store: PersistenceStore, today: LocalDate, trustedToday: LocalDate,
        readyForNext: Bool
    ) throws(PersistenceError) -> ChildOverview {
        try store.unitOfWork { () throws(PersistenceError) -> ChildOverview in
            let learning = try store.progress.learningState(profileID: profile.id)
            let from = trustedToday.adding(days: -(7 * reportWeeks))
            return ChildOverview(
                profile: profile, today: today, stage: profile.rangeOverride ?? learning.range,
                readyForNext: readyForNext, records: try store.progress.masteryRecords(profileID: profile.id),
                usage: try store.usage.dailyUsages(profileID: profile.id, from: from, through: trustedToday),
                attempts: try store.progress.attempts(
                    profileID: profile.id, since: today.adding(days: -(answerDays - 1))),
                friends: try store.rewards.friends(profileID: profile.id).count)
        }
    }
}

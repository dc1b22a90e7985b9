import Foundation
import ZKCore

/// The checks a decoded export passes before anything is written (docs/export.md#bad-files): the
/// values the app itself writes, so a hand-edited file (negative stars, a friend 25, a date in
/// 2099, an ID twice) is refused as a whole instead of half imported.
extension ExportDocument {
    /// Latest a time in the file may be: a day past `now`, for a clock a little ahead.
    static let futureSlack: TimeInterval = 86_400
    /// Earliest a time in the file may be: the app did not exist before.
    static let earliest = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
    static let earliestDay = epochDay.adding(days: 10_957)  // 2000-01-01
    /// The numbers the app teaches and the most a limit or a day can hold.
    static let numbers = 0...20
    static let minutesInDay = 1...1440

    /// Nil when the document may be imported at `now` (local day `today`), else the first problem.
    /// With games in `catalog`, an attempt of another game is out of range.
    public func importRefusal(now: Date, today: LocalDate, catalog: ImportCatalog = .none) -> ImportRefusal? {
        if profiles.isEmpty { return .emptyFamily }
        if profiles.count > ChildProfile.maximumCount { return .tooManyProfiles }
        if Set(profiles.map(\.id)).count != profiles.count { return .duplicateIDs }
        if Set(profiles.map(\.avatar)).count != profiles.count { return .duplicateIDs }
        if noticesRepeat { return .duplicateIDs }
        let latest = now.addingTimeInterval(Self.futureSlack)
        let times = Self.earliest...max(latest, Self.earliest)
        if !noticesAreValid(times: times) { return .outOfRange }
        for profile in profiles {
            if let problem = profile.importRefusal(times: times, today: today, games: catalog.games) { return problem }
        }
        return nil
    }
}

extension ExportDocument.Profile {
    func importRefusal(times: ClosedRange<Date>, today: LocalDate, games: Set<GameID>) -> ImportRefusal? {
        if let problem = duplicates() { return problem }
        let days = ExportDocument.earliestDay...today.adding(days: 1)
        let numbers = ExportDocument.numbers
        let minutes = ExportDocument.minutesInDay
        let valid =
            ChildProfile.isValidNickname(nickname) && !avatar.isEmpty && ChildProfile.isValidHomeLanguage(homeLanguage)
            && dailyLimitMinutes.map(minutes.contains) ?? true && breakNudgeMinutes.map(minutes.contains) ?? true
            && stars >= 0
            && mastery.allSatisfy {
                numbers.contains($0.number) && (0...1).contains($0.value) && $0.evidence >= 0 && $0.evidence.isFinite
                    && (0...10).contains($0.box) && ($0.dueOn.map { $0 <= today.adding(days: 400) } ?? true)
            }
            && dailyUsage.allSatisfy {
                days.contains($0.date) && (0...86_400).contains($0.activeSeconds)
                    && (0...1440).contains($0.extraMinutes)
            }
            && attempts.allSatisfy {
                times.contains($0.time) && (games.isEmpty || games.contains($0.game)) && numbers.contains($0.number)
                    && (1...3).contains($0.step)
                    && (0...86_400_000).contains($0.durationMs)
            }
            && ledger.allSatisfy { times.contains($0.time) && (-1000...1000).contains($0.amount) }
            && friends.allSatisfy((1...20).contains) && stickers.allSatisfy { !$0.isEmpty }
            && decorations.allSatisfy { decoration in
                guard let x = decoration.x, let y = decoration.y else {
                    return decoration.x == nil && decoration.y == nil && !decoration.item.isEmpty
                }
                let size = decoration.size.footprint
                return !decoration.item.isEmpty && x >= 0 && y >= 0 && x + size.width <= 6 && y + size.height <= 4
            }
            && engineIsValid(times: times, days: days, games: games)
            && historyIsValid(times: times, days: days, games: games)
            && numberStatsAreValid(days: days, games: games)
        return valid ? nil : .outOfRange
    }

    /// A cell, day, friend, sticker, game, or game and number twice.
    private func duplicates() -> ImportRefusal? {
        let cells = Set(mastery.map { ExportDocument.CellKey(skill: $0.skill, number: $0.number) })
        let engineCells = Set((engine?.cells ?? []).map { ExportDocument.CellKey(skill: $0.skill, number: $0.number) })
        let games = engine?.games ?? []
        let unique =
            cells.count == mastery.count && Set(dailyUsage.map(\.date)).count == dailyUsage.count
            && Set(friends).count == friends.count && Set(stickers).count == stickers.count
            && engineCells.count == (engine?.cells.count ?? 0) && Set(games.map(\.game)).count == games.count
            && !numberStatsRepeat
        return unique ? nil : .duplicateIDs
    }

    /// The engine's bookkeeping holds what the app writes: counters not below zero, windows no
    /// longer than the engine keeps, steps 1 to 3, days not after tomorrow, a cell's counters only
    /// for a cell of the mastery list, games the content has.
    func engineIsValid(times: ClosedRange<Date>, days: ClosedRange<LocalDate>, games known: Set<GameID>) -> Bool {
        guard let engine else { return true }
        let cells = Set(mastery.map { ExportDocument.CellKey(skill: $0.skill, number: $0.number) })
        let window = 0...ExportDocument.engineWindowLimit
        let counts = 0...ExportDocument.engineCountLimit
        return window.contains(engine.controllerWindow.count) && window.contains(engine.probeResults.count)
            && counts.contains(engine.countedTasks) && counts.contains(engine.stretchTasksCompleted)
            && counts.contains(engine.reentryRoundsLeft) && !engine.controllerMode.isEmpty
            && (engine.lastTaskAt.map(times.contains) ?? true) && (engine.lastRangeCheckOn.map(days.contains) ?? true)
            && engine.cells.allSatisfy { cell in
                cells.contains(ExportDocument.CellKey(skill: cell.skill, number: cell.number))
                    && counts.contains(cell.firstTrySuccesses) && counts.contains(cell.taskCount)
                    && cell.firstTryDays.allSatisfy(days.contains) && window.contains(cell.recentFirstTry.count)
                    && (cell.lastBoxMoveOn.map(days.contains) ?? true)
                    && (cell.lastPracticedOn.map(days.contains) ?? true)
            }
            && engine.games.allSatisfy { game in
                (known.isEmpty || known.contains(game.game)) && (1...3).contains(game.step)
                    && window.contains(game.firstTryWindow.count) && counts.contains(game.roundsAtStep)
                    && counts.contains(game.roundsPlayed) && counts.contains(game.shownSolutionsInRow)
                    && (game.lastPlayedOn.map(days.contains) ?? true)
            }
    }
}

extension ExportDocument {
    /// The longest first-try window or probe list the engine keeps, with room to spare.
    static let engineWindowLimit = 100
    /// The largest counter a child reaches in years of play, with room to spare.
    static let engineCountLimit = 10_000_000

    /// A cell of the mastery list, by skill and number.
    struct CellKey: Hashable {
        let skill: Skill
        let number: Int
    }
}

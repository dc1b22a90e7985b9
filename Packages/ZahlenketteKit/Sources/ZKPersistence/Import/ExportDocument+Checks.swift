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
        let latest = now.addingTimeInterval(Self.futureSlack)
        let times = Self.earliest...max(latest, Self.earliest)
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
        return valid ? nil : .outOfRange
    }

    /// A cell, day, friend or sticker twice.
    private func duplicates() -> ImportRefusal? {
        struct Cell: Hashable {
            let skill: Skill
            let number: Int
        }
        let cells = Set(mastery.map { Cell(skill: $0.skill, number: $0.number) })
        let unique =
            cells.count == mastery.count && Set(dailyUsage.map(\.date)).count == dailyUsage.count
            && Set(friends).count == friends.count && Set(stickers).count == stickers.count
        return unique ? nil : .duplicateIDs
    }
}

import Foundation
import ZKCore

/// A child's per-game number statistics and the parent's notices (docs/export.md#statistics-and-notices,
/// schema version 4): what the progress screen counts per game and number, and what the parent area
/// has told or still tells the parent, so that after a move both read as before (D-0325).
extension ExportDocument {
    /// One game and number of a child (`game_number_stat`).
    public struct NumberStat: Sendable, Equatable, Codable {
        public var firstTryCorrect: Int
        public var game: GameID
        /// The local day of the last task; absent when the store has none.
        public var lastPlayedOn: LocalDate?
        public var number: Int
        public var tasks: Int

        public init(firstTryCorrect: Int, game: GameID, lastPlayedOn: LocalDate?, number: Int, tasks: Int) {
            self.firstTryCorrect = firstTryCorrect
            self.game = game
            self.lastPlayedOn = lastPlayedOn
            self.number = number
            self.tasks = tasks
        }
    }

    /// One notice for the parent (`store_notice`), read or not.
    public struct Notice: Sendable, Equatable, Codable {
        public var acknowledged: Bool
        /// File names or a day only (docs/persistence.md#opening-and-recovery).
        public var detail: String
        public var kind: StoreNotice.Kind
        /// To the whole second, as every time in the file.
        public var time: Date

        public init(acknowledged: Bool, detail: String, kind: StoreNotice.Kind, time: Date) {
            self.acknowledged = acknowledged
            self.detail = detail
            self.kind = kind
            self.time = time
        }
    }

    /// The longest notice detail the app writes (a few file names), with room to spare.
    static let noticeDetailLimit = 1024
    /// More notices than a store collects in years of trouble.
    static let noticeCountLimit = 10_000

    /// The notices hold what the app writes: times between 2000 and tomorrow, a detail of at most
    /// `noticeDetailLimit` characters, not more than `noticeCountLimit`.
    func noticesAreValid(times: ClosedRange<Date>) -> Bool {
        guard let notices else { return true }
        return notices.count <= Self.noticeCountLimit
            && notices.allSatisfy { times.contains($0.time) && $0.detail.count <= Self.noticeDetailLimit }
    }

    /// The same notice (kind, detail, time) twice.
    var noticesRepeat: Bool {
        guard let notices else { return false }
        let keys = Set(notices.map { [$0.kind.rawValue, $0.detail, Self.utcTimestamp($0.time)] })
        return keys.count != notices.count
    }
}

extension ExportDocument.Profile {
    /// Counters not below zero, first tries not more than tasks, a number the app teaches, a
    /// game the content has, a day between 2000 and tomorrow.
    func numberStatsAreValid(days: ClosedRange<LocalDate>, games known: Set<GameID>) -> Bool {
        (numberStats ?? []).allSatisfy { stat in
            (known.isEmpty || known.contains(stat.game)) && ExportDocument.numbers.contains(stat.number)
                && (0...ExportDocument.engineCountLimit).contains(stat.tasks)
                && (0...stat.tasks).contains(stat.firstTryCorrect) && (stat.lastPlayedOn.map(days.contains) ?? true)
        }
    }

    /// The same game and number twice.
    var numberStatsRepeat: Bool {
        let stats = numberStats ?? []
        return Set(stats.map { [$0.game.rawValue, String($0.number)] }).count != stats.count
    }
}

extension ExportDocument.NumberStat: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"firstTryCorrect\":")
        w.int(firstTryCorrect)
        w.raw(",\"game\":")
        w.string(game.rawValue)
        if let lastPlayedOn {
            w.raw(",\"lastPlayedOn\":")
            w.string(lastPlayedOn.string)
        }
        w.raw(",\"number\":")
        w.int(number)
        w.raw(",\"tasks\":")
        w.int(tasks)
        w.raw("}")
    }
}

extension ExportDocument.Notice: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"acknowledged\":")
        w.bool(acknowledged)
        w.raw(",\"detail\":")
        w.string(detail)
        w.raw(",\"kind\":")
        w.string(kind.rawValue)
        w.raw(",\"time\":")
        w.utcTimestamp(time)
        w.raw("}")
    }
}

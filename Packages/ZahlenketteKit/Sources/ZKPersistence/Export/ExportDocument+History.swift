import Foundation
import ZKCore

/// A child's Abenteuer and sessions (docs/export.md#abenteuer-and-sessions, schema version 3): the
/// days' trails with the stops done, and when the child played, so that after an import today's
/// Abenteuer goes on where it stopped, the next plan weighs the last one's games, and the parent
/// area shows the same sessions.
extension ExportDocument {
    /// One day's Abenteuer (`abenteuer_record`).
    public struct Abenteuer: Sendable, Equatable, Codable {
        /// To the whole second, as every time in the file; absent while the trail is unfinished.
        public var completedAt: Date?
        /// The trusted day it was planned for.
        public var date: LocalDate
        /// The stops in order.
        public var games: [GameID]
        public var roundsCompleted: Int
        /// The seed the plan was drawn with.
        public var seed: UInt64

        public init(completedAt: Date?, date: LocalDate, games: [GameID], roundsCompleted: Int, seed: UInt64) {
            self.completedAt = completedAt
            self.date = date
            self.games = games
            self.roundsCompleted = roundsCompleted
            self.seed = seed
        }
    }

    /// One session (`session_record`).
    public struct Session: Sendable, Equatable, Codable {
        public var activeSeconds: Int
        /// The trusted day it began on.
        public var date: LocalDate
        public var endReason: String?
        /// To the whole second; absent while the session is open.
        public var endedAt: Date?
        /// To the whole second.
        public var startedAt: Date
        public var tasksCompleted: Int

        public init(
            activeSeconds: Int, date: LocalDate, endReason: String?, endedAt: Date?, startedAt: Date,
            tasksCompleted: Int
        ) {
            self.activeSeconds = activeSeconds
            self.date = date
            self.endReason = endReason
            self.endedAt = endedAt
            self.startedAt = startedAt
            self.tasksCompleted = tasksCompleted
        }
    }

    /// The longest end reason the app writes, with room to spare.
    static let endReasonLimit = 64
}

extension ExportDocument.Abenteuer: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{")
        if let completedAt {
            w.raw("\"completedAt\":")
            w.utcTimestamp(completedAt)
            w.raw(",")
        }
        w.raw("\"date\":")
        w.string(date.string)
        w.raw(",\"games\":")
        w.strings(games.map(\.rawValue))
        w.raw(",\"roundsCompleted\":")
        w.int(roundsCompleted)
        w.raw(",\"seed\":")
        w.uint64(seed)
        w.raw("}")
    }
}

extension ExportDocument.Session: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"activeSeconds\":")
        w.int(activeSeconds)
        w.raw(",\"date\":")
        w.string(date.string)
        if let endReason {
            w.raw(",\"endReason\":")
            w.string(endReason)
        }
        if let endedAt {
            w.raw(",\"endedAt\":")
            w.utcTimestamp(endedAt)
        }
        w.raw(",\"startedAt\":")
        w.utcTimestamp(startedAt)
        w.raw(",\"tasksCompleted\":")
        w.int(tasksCompleted)
        w.raw("}")
    }
}

extension ExportDocument.Profile {
    /// Abenteuer and sessions hold what the app writes: days from 2000 to tomorrow, known games,
    /// no more stops done than planned, times in range and a session that ends after it began.
    func historyIsValid(times: ClosedRange<Date>, days: ClosedRange<LocalDate>, games known: Set<GameID>) -> Bool {
        let counts = 0...ExportDocument.engineCountLimit
        return (abenteuer ?? []).allSatisfy { day in
            days.contains(day.date) && day.games.count <= ExportDocument.engineWindowLimit
                && (known.isEmpty || day.games.allSatisfy(known.contains))
                && (0...day.games.count).contains(day.roundsCompleted)
                && (day.completedAt.map(times.contains) ?? true)
        }
            && (sessions ?? []).allSatisfy { session in
                days.contains(session.date) && times.contains(session.startedAt)
                    && (session.endedAt.map { times.contains($0) && $0 >= session.startedAt } ?? true)
                    && counts.contains(session.tasksCompleted) && (0...86_400).contains(session.activeSeconds)
                    && (session.endReason.map { !$0.isEmpty && $0.count <= ExportDocument.endReasonLimit } ?? true)
            }
    }
}

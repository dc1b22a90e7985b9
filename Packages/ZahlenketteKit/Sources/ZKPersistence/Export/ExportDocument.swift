import Foundation
import ZKCore

/// The parent's export file (docs/export.md#export-file-format): versioned JSON
/// with every profile's data and 90 days of attempts. It holds no device identifiers, no settings
/// and no purchase data.
public struct ExportDocument: Sendable, Equatable, Codable {
    /// Raised whenever a field changes meaning or disappears, or the file holds more the app must
    /// read back (2: the engine's bookkeeping, `Profile.engine`; 3: Abenteuer and sessions; 4: the
    /// per-game number statistics and the parent's notices). Older versions are still imported.
    public static let currentSchemaVersion = 4

    public var schemaVersion: Int
    public var exportedAt: Date
    public var appVersion: String
    public var profiles: [Profile]
    /// The parent's notices, oldest first (schema version 4); nil in an older file.
    public var notices: [Notice]? = nil

    public struct Profile: Sendable, Equatable, Codable {
        public var id: UUID
        public var nickname: String
        public var avatar: String
        public var level: Level
        public var range: RangeStage
        /// nil = automatic.
        public var rangeOverride: RangeStage?
        /// nil = "Ohne Limit".
        public var dailyLimitMinutes: Int?
        public var breakNudgeMinutes: Int?
        public var mastery: [Mastery]
        public var dailyUsage: [Usage]
        public var attempts: [Attempt]
        public var stars: Int
        public var ledger: [LedgerLine]
        public var friends: [Int]
        public var stickers: [String]
        public var decorations: [Decoration]
        /// The home language of the number words (docs/content.md#home-language-number-words); absent: none.
        public var homeLanguage: String? = nil
        /// Nachspuren's left-handed mode (docs/games.md#nachspuren); written only when on.
        public var leftHanded: Bool? = nil
        /// The engine's bookkeeping (schema version 2); nil in a version 1 file, whose children
        /// the engine then meets as it meets a child without it (docs/export.md#engine-state).
        public var engine: Engine? = nil
        /// The days' Abenteuer, by day (schema version 3); nil in an older file.
        public var abenteuer: [Abenteuer]? = nil
        /// The sessions, by start (schema version 3); nil in an older file.
        public var sessions: [Session]? = nil
        /// Per game and number, by game and number (schema version 4); nil in an older file.
        public var numberStats: [NumberStat]? = nil
    }

    public struct Mastery: Sendable, Equatable, Codable {
        public var skill: Skill
        public var number: Int
        public var value: Double
        public var status: MasteryStatus
        public var evidence: Double
        public var box: Int
        public var dueOn: LocalDate?
    }

    public struct Usage: Sendable, Equatable, Codable {
        public var date: LocalDate
        public var activeSeconds: Int
        public var extraMinutes: Int
        public var unlimitedToday: Bool
    }

    public struct Attempt: Sendable, Equatable, Codable {
        public var time: Date
        public var game: GameID
        public var skill: Skill
        public var number: Int
        public var step: Int
        public var bucket: TaskBucket
        public var result: TaskResultKind
        public var durationMs: Int
    }

    public struct LedgerLine: Sendable, Equatable, Codable {
        public var time: Date
        public var reason: StarReason
        public var amount: Int
    }

    public struct Decoration: Sendable, Equatable, Codable {
        public var item: String
        public var size: DecorationSize
        /// Garden cell, nil while in the inventory.
        public var x: Int?
        public var y: Int?
    }

    /// `zahlenkette-export-yyyy-MM-dd.json`.
    public static func fileName(for day: LocalDate) -> String {
        "zahlenkette-export-" + day.string + ".json"
    }

    /// Compact UTF-8 JSON with sorted keys and UTC ISO 8601 times to the second
    /// (`2026-10-01T07:00:00Z`), written by `JSONStreamWriter` (the bytes `JSONEncoder` wrote
    /// before, which the tests keep as the reference).
    public func encoded() throws(PersistenceError) -> Data {
        var data = Data()
        let writer = JSONStreamWriter { bytes in data.append(contentsOf: bytes) }
        write(to: writer)
        try writer.finish()
        return data
    }

    static let epochDay =
        LocalDate(year: 1970, month: 1, day: 1)
        ?? LocalDate(date: Date(timeIntervalSince1970: 0), calendar: .init(identifier: .gregorian))

    /// `yyyy-MM-ddTHH:mm:ssZ` by integer arithmetic: ISO8601DateFormatter per value made the
    /// export of 54,000 attempts several times slower (docs/export.md).
    static func utcTimestamp(_ date: Date) -> String {
        let total = wholeSeconds(date)
        let seconds = ((total % 86_400) + 86_400) % 86_400
        let days = (total - seconds) / 86_400
        let day = epochDay.adding(days: days)
        func pad(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
        return day.string + "T" + pad(seconds / 3600) + ":" + pad(seconds / 60 % 60) + ":" + pad(seconds % 60) + "Z"
    }

    /// Whole seconds since 1970, rounded down; 0 for a time no Int holds (a damaged REAL such
    /// as infinity must not trap the export).
    static func wholeSeconds(_ date: Date) -> Int {
        Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
    }

    public static func decode(_ data: Data) throws(PersistenceError) -> ExportDocument {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WholeSeconds
        do {
            return try decoder.decode(ExportDocument.self, from: data)
        } catch {
            throw PersistenceError.encodingFailed(entity: "ExportDocument")
        }
    }
}

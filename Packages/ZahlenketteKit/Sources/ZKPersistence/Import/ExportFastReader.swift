import Foundation
import ZKCore

/// The import's fast path for a file exactly as the app writes it (docs/export.md#import): the long
/// lists of each child, `abenteuer`, `attempts`, `dailyUsage`, the engine's `cells`, `ledger`,
/// `numberStats` and `sessions`, are read by hand from the bytes, the rest by `JSONDecoder` with
/// those lists cut out. The document counts only when the file is byte for byte
/// what the export writer writes for it: the writer gives the rest back, and the lists are read
/// only in the writer's own form; any other file (hand-edited, reformatted, version 1 or 2,
/// damaged) is nil here and goes to `JSONDecoder` whole, as before (D-0319, D-0320).
struct ExportFastReader {
    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func decode(_ data: Data) -> ExportDocument? {
        var reader = ExportFastReader(bytes: [UInt8](data))
        return reader.document(original: data)
    }

    /// After the profile's `{`, or after its Abenteuer (schema version 3) and their `,`.
    private static let attemptsKey = Array("\"attempts\":[".utf8)
    private static let ledgerKey = Array(",\"ledger\":[".utf8)
    /// Inside `engine`, which lies between the two (keys are sorted); absent in a version 1 file.
    /// Every string before it is escaped, so these bytes are the key and nothing else.
    private static let cellsKey = Array("\"cells\":[".utf8)
    /// Between `attempts` and the engine.
    private static let usageKey = Array(",\"dailyUsage\":[".utf8)
    /// After `ledger`, before the next child (schema version 4).
    private static let statsKey = Array(",\"numberStats\":[".utf8)
    /// The child's first key, before `attempts` (schema version 3).
    private static let abenteuerKey = Array("{\"abenteuer\":[".utf8)
    /// After `numberStats`, before the next child (schema version 3).
    private static let sessionsKey = Array(",\"sessions\":[".utf8)

    private mutating func document(original: Data) -> ExportDocument? {
        var rest: [UInt8] = []
        rest.reserveCapacity(bytes.count / 4)
        var attempts: [[ExportDocument.Attempt]] = []
        var ledgers: [[ExportDocument.LedgerLine]] = []
        var cells: [[ExportDocument.EngineCell]?] = []
        var usages: [[ExportDocument.Usage]?] = []
        var stats: [[ExportDocument.NumberStat]?] = []
        var trails: [[ExportDocument.Abenteuer]?] = []
        var sessions: [[ExportDocument.Session]?] = []
        var copied = 0
        while let start = find(Self.attemptsKey, from: position) {
            guard let abenteuer = cut(Self.abenteuerKey, before: start, rest: &rest, copied: &copied, Self.abenteuer)
            else { return nil }
            trails.append(abenteuer)
            position = start + Self.attemptsKey.count
            rest.append(contentsOf: bytes[copied..<position])
            guard let list = elements(of: Self.attempt) else { return nil }
            attempts.append(list)
            copied = position - 1  // the list's `]` stays
            guard let ledgerStart = find(Self.ledgerKey, from: position),
                let usage = cut(Self.usageKey, before: ledgerStart, rest: &rest, copied: &copied, Self.usage),
                let engineCells = cut(Self.cellsKey, before: ledgerStart, rest: &rest, copied: &copied, Self.engineCell)
            else { return nil }
            usages.append(usage)
            cells.append(engineCells)
            position = ledgerStart + Self.ledgerKey.count
            rest.append(contentsOf: bytes[copied..<position])
            guard let lines = elements(of: Self.ledgerLine) else { return nil }
            ledgers.append(lines)
            copied = position - 1
            let next = find(Self.attemptsKey, from: position) ?? bytes.count
            guard let numberStats = cut(Self.statsKey, before: next, rest: &rest, copied: &copied, Self.numberStat),
                let childSessions = cut(Self.sessionsKey, before: next, rest: &rest, copied: &copied, Self.session)
            else { return nil }
            stats.append(numberStats)
            sessions.append(childSessions)
        }
        rest.append(contentsOf: bytes[copied...])
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WholeSeconds
        let restData = Data(rest)
        guard var document = try? decoder.decode(ExportDocument.self, from: restData),
            document.profiles.count == attempts.count,
            document.schemaVersion == ExportDocument.currentSchemaVersion,
            // The proof, part one: the writer gives the rest back byte for byte (the lists empty).
            (try? document.encoded()) == restData
        else { return nil }
        // Part two: the lists were read only in the writer's own form (`attempt`, `ledgerLine`,
        // `usage`, `engineCell`, `numberStat`, `abenteuer`, `session`), so writing them gives their
        // bytes back, and the whole file is the writer's.
        for index in document.profiles.indices {
            document.profiles[index].attempts = attempts[index]
            document.profiles[index].ledger = ledgers[index]
            if let engineCells = cells[index] {
                guard document.profiles[index].engine != nil else { return nil }
                document.profiles[index].engine?.cells = engineCells
            }
            if let usage = usages[index] { document.profiles[index].dailyUsage = usage }
            if let numberStats = stats[index] {
                guard document.profiles[index].numberStats != nil else { return nil }
                document.profiles[index].numberStats = numberStats
            }
            if let abenteuer = trails[index] {
                guard document.profiles[index].abenteuer != nil else { return nil }
                document.profiles[index].abenteuer = abenteuer
            }
            if let childSessions = sessions[index] {
                guard document.profiles[index].sessions != nil else { return nil }
                document.profiles[index].sessions = childSessions
            }
        }
        return document
    }

    /// The list after `key`, when the key begins between `position` and `limit`: read by `element`
    /// up to its `]`, its bytes left out of `rest` (the brackets stay). `.some(nil)` when the key is
    /// not there, nil when the list is not in the writer's form.
    private mutating func cut<T>(
        _ key: [UInt8], before limit: Int, rest: inout [UInt8], copied: inout Int,
        _ element: (inout ExportFastReader) -> T?
    ) -> [T]?? {
        guard let start = find(key, from: position, before: limit) else { return .some(nil) }
        position = start + key.count
        rest.append(contentsOf: bytes[copied..<position])
        guard let list = elements(of: element), position <= limit else { return nil }
        copied = position - 1
        return .some(list)
    }

    /// Where `needle` begins at or after `start`, ending before `limit` (the end when nil).
    private func find(_ needle: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
        let end = min(limit ?? bytes.count, bytes.count)
        guard let first = needle.first, needle.count <= end else { return nil }
        var index = start
        let last = end - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// Elements up to and including the list's `]`.
    private mutating func elements<T>(of element: (inout ExportFastReader) -> T?) -> [T]? {
        var result: [T] = []
        if peek(UInt8(ascii: "]")) {
            position += 1
            return result
        }
        while true {
            guard let value = element(&self) else { return nil }
            result.append(value)
            if peek(UInt8(ascii: ",")) {
                position += 1
                continue
            }
            guard peek(UInt8(ascii: "]")) else { return nil }
            position += 1
            return result
        }
    }

    private static func attempt(_ r: inout ExportFastReader) -> ExportDocument.Attempt? {
        guard r.literal("{\"bucket\":"), let bucket = r.string().flatMap(TaskBucket.init(rawValue:)),
            r.literal(",\"durationMs\":"), let durationMs = r.int(), r.literal(",\"game\":"),
            let game = r.string().flatMap(GameID.init(rawValue:)), r.literal(",\"number\":"), let number = r.int(),
            r.literal(",\"result\":"), let result = r.string().flatMap(TaskResultKind.init(rawValue:)),
            r.literal(",\"skill\":"), let skill = r.string().flatMap(Skill.init(rawValue:)), r.literal(",\"step\":"),
            let step = r.int(), r.literal(",\"time\":"), let time = r.time(), r.literal("}")
        else { return nil }
        return ExportDocument.Attempt(
            time: time, game: game, skill: skill, number: number, step: step, bucket: bucket, result: result,
            durationMs: durationMs)
    }

    private static func ledgerLine(_ r: inout ExportFastReader) -> ExportDocument.LedgerLine? {
        guard r.literal("{\"amount\":"), let amount = r.int(), r.literal(",\"reason\":"),
            let reason = r.string().flatMap(StarReason.init(rawValue:)), r.literal(",\"time\":"),
            let time = r.time(), r.literal("}")
        else { return nil }
        return ExportDocument.LedgerLine(time: time, reason: reason, amount: amount)
    }

    private static func usage(_ r: inout ExportFastReader) -> ExportDocument.Usage? {
        guard r.literal("{\"activeSeconds\":"), let seconds = r.int(), r.literal(",\"date\":"), let date = day(&r),
            r.literal(",\"extraMinutes\":"), let extra = r.int(), r.literal(",\"unlimitedToday\":"),
            let unlimited = bool(&r), r.literal("}")
        else { return nil }
        return ExportDocument.Usage(date: date, activeSeconds: seconds, extraMinutes: extra, unlimitedToday: unlimited)
    }

    private static func numberStat(_ r: inout ExportFastReader) -> ExportDocument.NumberStat? {
        guard r.literal("{\"firstTryCorrect\":"), let firstTries = r.int(), r.literal(",\"game\":"),
            let game = r.string().flatMap(GameID.init(rawValue:))
        else { return nil }
        var lastPlayedOn: LocalDate?
        if r.literal(",\"lastPlayedOn\":") {
            guard let day = day(&r) else { return nil }
            lastPlayedOn = day
        }
        guard r.literal(",\"number\":"), let number = r.int(), r.literal(",\"tasks\":"), let tasks = r.int(),
            r.literal("}")
        else { return nil }
        return ExportDocument.NumberStat(
            firstTryCorrect: firstTries, game: game, lastPlayedOn: lastPlayedOn, number: number, tasks: tasks)
    }

    private static func abenteuer(_ r: inout ExportFastReader) -> ExportDocument.Abenteuer? {
        guard r.literal("{") else { return nil }
        var completedAt: Date?
        if r.literal("\"completedAt\":") {
            guard let time = r.time(), r.literal(",") else { return nil }
            completedAt = time
        }
        guard r.literal("\"date\":"), let date = day(&r), r.literal(",\"games\":["),
            let games = r.elements(of: { $0.string().flatMap(GameID.init(rawValue:)) }),
            r.literal(",\"roundsCompleted\":"), let rounds = r.int(), r.literal(",\"seed\":"), let seed = r.uint64(),
            r.literal("}")
        else { return nil }
        return ExportDocument.Abenteuer(
            completedAt: completedAt, date: date, games: games, roundsCompleted: rounds, seed: seed)
    }

    private static func session(_ r: inout ExportFastReader) -> ExportDocument.Session? {
        guard r.literal("{\"activeSeconds\":"), let active = r.int(), r.literal(",\"date\":"), let date = day(&r)
        else { return nil }
        var endReason: String?
        if r.literal(",\"endReason\":") {
            guard let reason = r.string() else { return nil }
            endReason = reason
        }
        var endedAt: Date?
        if r.literal(",\"endedAt\":") {
            guard let time = r.time() else { return nil }
            endedAt = time
        }
        guard r.literal(",\"startedAt\":"), let started = r.time(), r.literal(",\"tasksCompleted\":"),
            let tasks = r.int(), r.literal("}")
        else { return nil }
        return ExportDocument.Session(
            activeSeconds: active, date: date, endReason: endReason, endedAt: endedAt, startedAt: started,
            tasksCompleted: tasks)
    }

    private static func engineCell(_ r: inout ExportFastReader) -> ExportDocument.EngineCell? {
        guard r.literal("{\"firstTryDays\":["), let days = r.elements(of: Self.day),
            r.literal(",\"firstTrySuccesses\":"), let successes = r.int()
        else { return nil }
        var lastBoxMoveOn: LocalDate?
        if r.literal(",\"lastBoxMoveOn\":") {
            guard let day = day(&r) else { return nil }
            lastBoxMoveOn = day
        }
        var lastPracticedOn: LocalDate?
        if r.literal(",\"lastPracticedOn\":") {
            guard let day = day(&r) else { return nil }
            lastPracticedOn = day
        }
        guard r.literal(",\"number\":"), let number = r.int(), r.literal(",\"recentFirstTry\":["),
            let recent = r.elements(of: Self.bool), r.literal(",\"skill\":"),
            let skill = r.string().flatMap(Skill.init(rawValue:)), r.literal(",\"taskCount\":"),
            let taskCount = r.int(), r.literal("}")
        else { return nil }
        return ExportDocument.EngineCell(
            firstTryDays: days, firstTrySuccesses: successes, lastBoxMoveOn: lastBoxMoveOn,
            lastPracticedOn: lastPracticedOn, number: number, recentFirstTry: recent, skill: skill,
            taskCount: taskCount)
    }

    /// `"yyyy-MM-dd"` as the writer writes it: a real calendar day, zero-padded (`LocalDate`'s
    /// strict form, which is the only one its `string` gives).
    private static func day(_ r: inout ExportFastReader) -> LocalDate? {
        let start = r.position
        guard r.peek(UInt8(ascii: "\"")), start + 12 <= r.bytes.count, r.bytes[start + 11] == UInt8(ascii: "\""),
            let day = LocalDate(utf8: r.bytes[(start + 1)..<(start + 11)])
        else { return nil }
        r.position += 12
        return day
    }

    private static func bool(_ r: inout ExportFastReader) -> Bool? {
        if r.literal("true") { return true }
        if r.literal("false") { return false }
        return nil
    }

    private func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = text.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        position += count
        return true
    }

    /// A string the writer writes as its bytes: printable ASCII without `"` and `\` (every value of
    /// the lists read here is; a control character the writer would escape, and any other byte,
    /// is not the writer's form).
    private mutating func string() -> String? {
        guard peek(UInt8(ascii: "\"")) else { return nil }
        let start = position + 1
        var end = start
        while end < bytes.count, (0x20...0x7E).contains(bytes[end]), bytes[end] != UInt8(ascii: "\""),
            bytes[end] != UInt8(ascii: "\\")
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        position = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// An unsigned 64-bit integer as the writer writes it: digits without a leading zero.
    private mutating func uint64() -> UInt64? {
        let first = position
        var value: UInt64 = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(bytes[position] - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
            position += 1
        }
        let digits = position - first
        guard digits > 0, digits == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
        return value
    }

    /// An integer as the writer writes it: digits without a leading zero, a minus sign only
    /// before a number that is not zero; nil for anything else (`007`, `-0`, `+1`, `1.0`).
    private mutating func int() -> Int? {
        var negative = false
        if peek(UInt8(ascii: "-")) {
            negative = true
            position += 1
        }
        let first = position
        var value = 0
        var digits = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow, digits < 18 else { return nil }
            value = times + Int(bytes[position] - UInt8(ascii: "0"))
            digits += 1
            position += 1
        }
        guard digits > 0, digits == 1 || bytes[first] != UInt8(ascii: "0"), !(negative && value == 0) else {
            return nil
        }
        return negative ? -value : value
    }

    /// `"yyyy-MM-ddTHH:mm:ssZ"` as the writer writes it: a real calendar day of the years 1 to
    /// 9999 (`LocalDate` refuses any other), hours, minutes and seconds in range, all zero-padded.
    private mutating func time() -> Date? {
        guard peek(UInt8(ascii: "\"")), position + 22 <= bytes.count, bytes[position + 21] == UInt8(ascii: "\"")
        else { return nil }
        func number(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in (position + offset)..<(position + offset + count) {
                let byte = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, UInt8)] = [
            (5, UInt8(ascii: "-")), (8, UInt8(ascii: "-")), (11, UInt8(ascii: "T")), (14, UInt8(ascii: ":")),
            (17, UInt8(ascii: ":")), (20, UInt8(ascii: "Z")),
        ]
        guard separators.allSatisfy({ bytes[position + $0.0] == $0.1 }), let year = number(1, 4),
            let month = number(6, 2), let day = number(9, 2), let hour = number(12, 2),
            let minute = number(15, 2), let second = number(18, 2), hour < 24, minute < 60, second < 60,
            let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        position += 22
        let days = date.days(since: ExportDocument.epochDay)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}

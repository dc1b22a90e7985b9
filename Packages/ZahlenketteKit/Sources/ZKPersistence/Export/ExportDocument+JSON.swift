import Foundation
import ZKCore

/// How each part of the export is written (docs/export.md). Keys are written in sorted byte order,
/// as `JSONEncoder` with `.sortedKeys` writes them; absent optionals are left out. The document
/// in memory and the streamed export (`DataManagementService.writeExport`) share these writers,
/// so both give the same bytes.
extension ExportDocument {
    func write(to writer: JSONStreamWriter) {
        Self.writeDocument(appVersion: appVersion, exportedAt: exportedAt, notices: notices, to: writer) {
            for (index, profile) in profiles.enumerated() {
                if index > 0 { writer.raw(",") }
                profile.write(to: writer, attempts: { $0.elements(profile.attempts) }) { $0.elements(profile.ledger) }
            }
        }
    }

    /// `{"appVersion":…,"exportedAt":…,"notices":[…],"profiles":[<profiles>],"schemaVersion":4}`.
    static func writeDocument<E: Error>(
        appVersion: String, exportedAt: Date, notices: [Notice]?, to writer: JSONStreamWriter,
        profiles: () throws(E) -> Void
    ) throws(E) {
        writer.raw("{\"appVersion\":")
        writer.string(appVersion)
        writer.raw(",\"exportedAt\":")
        writer.utcTimestamp(exportedAt)
        if let notices {
            writer.raw(",\"notices\":[")
            writer.elements(notices)
            writer.raw("]")
        }
        writer.raw(",\"profiles\":[")
        try profiles()
        writer.raw("],\"schemaVersion\":")
        writer.int(currentSchemaVersion)
        writer.raw("}")
    }
}

/// Something written as one JSON object.
protocol ExportJSONElement {
    func write(to writer: JSONStreamWriter)
}

extension JSONStreamWriter {
    /// The elements of an array, comma-separated (the brackets are the caller's).
    func elements(_ list: [some ExportJSONElement]) {
        for (index, element) in list.enumerated() {
            if index > 0 { raw(",") }
            element.write(to: self)
        }
    }

    /// `[a,b,…]`, each value written by `write`.
    func array<Value>(_ values: [Value], _ write: (Value) -> Void) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            write(value)
        }
        raw("]")
    }

    /// `[true,false,…]`.
    func bools(_ values: [Bool]) { array(values, bool) }

    /// `[1,2,…]`.
    func ints(_ values: [Int]) { array(values, int) }

    /// `["a","b",…]`.
    func strings(_ values: [String]) { array(values, string) }
}

extension ExportDocument.Profile {
    /// The profile with its two long lists written by the callers, which stream them from the
    /// store: `attempts` between `"attempts":[` and `]`, `ledger` likewise.
    func write<E: Error>(
        to w: JSONStreamWriter, attempts: (JSONStreamWriter) throws(E) -> Void,
        ledger: (JSONStreamWriter) throws(E) -> Void
    ) throws(E) {
        w.raw("{")
        if let abenteuer {
            w.raw("\"abenteuer\":[")
            w.elements(abenteuer)
            w.raw("],")
        }
        w.raw("\"attempts\":[")
        try attempts(w)
        w.raw("],\"avatar\":")
        w.string(avatar)
        if let breakNudgeMinutes {
            w.raw(",\"breakNudgeMinutes\":")
            w.int(breakNudgeMinutes)
        }
        if let dailyLimitMinutes {
            w.raw(",\"dailyLimitMinutes\":")
            w.int(dailyLimitMinutes)
        }
        w.raw(",\"dailyUsage\":[")
        w.elements(dailyUsage)
        w.raw("],\"decorations\":[")
        w.elements(decorations)
        w.raw("]")
        if let engine {
            w.raw(",\"engine\":")
            engine.write(to: w)
        }
        w.raw(",\"friends\":")
        w.ints(friends)
        if let homeLanguage {
            w.raw(",\"homeLanguage\":")
            w.string(homeLanguage)
        }
        w.raw(",\"id\":")
        w.string(id.uuidString)
        w.raw(",\"ledger\":[")
        try ledger(w)
        w.raw("]")
        if leftHanded == true { w.raw(",\"leftHanded\":true") }
        w.raw(",\"level\":")
        w.string(level.rawValue)
        w.raw(",\"mastery\":[")
        w.elements(mastery)
        w.raw("],\"nickname\":")
        w.string(nickname)
        if let numberStats {
            w.raw(",\"numberStats\":[")
            w.elements(numberStats)
            w.raw("]")
        }
        w.raw(",\"range\":")
        w.string(range.rawValue)
        if let rangeOverride {
            w.raw(",\"rangeOverride\":")
            w.string(rangeOverride.rawValue)
        }
        if let sessions {
            w.raw(",\"sessions\":[")
            w.elements(sessions)
            w.raw("]")
        }
        w.raw(",\"stars\":")
        w.int(stars)
        w.raw(",\"stickers\":")
        w.strings(stickers)
        w.raw("}")
    }
}

extension ExportDocument.Mastery: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"box\":")
        w.int(box)
        if let dueOn {
            w.raw(",\"dueOn\":")
            w.string(dueOn.string)
        }
        w.raw(",\"evidence\":")
        w.double(evidence)
        w.raw(",\"number\":")
        w.int(number)
        w.raw(",\"skill\":")
        w.string(skill.rawValue)
        w.raw(",\"status\":")
        w.string(status.rawValue)
        w.raw(",\"value\":")
        w.double(value)
        w.raw("}")
    }
}

extension ExportDocument.Usage: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"activeSeconds\":")
        w.int(activeSeconds)
        w.raw(",\"date\":")
        w.string(date.string)
        w.raw(",\"extraMinutes\":")
        w.int(extraMinutes)
        w.raw(",\"unlimitedToday\":")
        w.bool(unlimitedToday)
        w.raw("}")
    }
}

extension ExportDocument.Attempt: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"bucket\":")
        w.string(bucket.rawValue)
        w.raw(",\"durationMs\":")
        w.int(durationMs)
        w.raw(",\"game\":")
        w.string(game.rawValue)
        w.raw(",\"number\":")
        w.int(number)
        w.raw(",\"result\":")
        w.string(result.rawValue)
        w.raw(",\"skill\":")
        w.string(skill.rawValue)
        w.raw(",\"step\":")
        w.int(step)
        w.raw(",\"time\":")
        w.utcTimestamp(time)
        w.raw("}")
    }
}

extension ExportDocument.LedgerLine: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"amount\":")
        w.int(amount)
        w.raw(",\"reason\":")
        w.string(reason.rawValue)
        w.raw(",\"time\":")
        w.utcTimestamp(time)
        w.raw("}")
    }
}

extension ExportDocument.Decoration: ExportJSONElement {
    func write(to w: JSONStreamWriter) {
        w.raw("{\"item\":")
        w.string(item)
        w.raw(",\"size\":")
        w.string(size.rawValue)
        if let x {
            w.raw(",\"x\":")
            w.int(x)
        }
        if let y {
            w.raw(",\"y\":")
            w.int(y)
        }
        w.raw("}")
    }
}

import Foundation

@testable import ZKPersistence

/// The export's encoder before it was streamed (issue 18): Foundation's `JSONEncoder`, compact,
/// sorted keys, unescaped slashes, UTC second timestamps. Kept here only as the reference the
/// streamed bytes must equal.
enum ReferenceExportEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ExportDocument.utcTimestamp(date))
        }
        return try encoder.encode(value)
    }

    /// What the streamed export writes, collected in memory.
    static func streamed(_ store: PersistenceStore, appVersion: String) throws -> Data {
        var data = Data()
        try store.dataManagement.writeExport(appVersion: appVersion) { data.append(contentsOf: $0) }
        return data
    }

    /// What the JSON writer writes for an array of values, each through `element`.
    static func writtenArray<T>(_ values: [T], _ element: (JSONStreamWriter, T) -> Void) throws -> Data {
        var data = Data()
        let writer = JSONStreamWriter { data.append(contentsOf: $0) }
        writer.raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { writer.raw(",") }
            element(writer, value)
        }
        writer.raw("]")
        try writer.finish()
        return data
    }
}

import Foundation
import ZKCore

/// Reading an export file for an import (docs/export.md#bad-files): bounded, decoded, and every
/// failure named by one `ImportRefusal`. Nothing here touches the store.
extension ExportDocument {
    /// Files larger than this are refused after one `fstat`, before a byte is read. A year of five
    /// children is about 10 MB (docs/export.md#import).
    public static let importByteLimit = 64 * 1024 * 1024

    /// The document in the file at `url`, or why it cannot be imported.
    public static func readImport(fileAt url: URL) -> Result<ExportDocument, ImportRefusal> {
        switch BoundedFile.read(url.path, limit: importByteLimit) {
        case .missing: return .failure(.unreadable)
        case .unusable:
            // Only a regular file past the limit is "too large"; anything else cannot be read.
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
            return .failure((size ?? 0) > importByteLimit ? .tooLarge : .unreadable)
        case .contents(let data): return decodeImport(data)
        }
    }

    /// The document in `data`, or why it cannot be imported. The full decode runs first; only a
    /// file that fails it is looked at again to name what is wrong.
    public static func decodeImport(_ data: Data) -> Result<ExportDocument, ImportRefusal> {
        guard data.count <= importByteLimit else { return .failure(.tooLarge) }
        if let document = ExportFastReader.decode(data) { return .success(document) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WholeSeconds
        let failure: DecodingError
        do {
            let document = try decoder.decode(ExportDocument.self, from: data)
            if document.schemaVersion > currentSchemaVersion { return .failure(.newerVersion) }
            if document.schemaVersion < 1 { return .failure(.unknownVersion) }
            return .success(document)
        } catch let error as DecodingError {
            failure = error
        } catch {
            return .failure(.notJSON)
        }
        return .failure(classify(data, failure))
    }

    /// Only the version, to tell a newer or unknown file from a damaged one.
    private struct VersionProbe: Decodable {
        let schemaVersion: Int?
    }

    private static func classify(_ data: Data, _ failure: DecodingError) -> ImportRefusal {
        let probe: VersionProbe
        do {
            probe = try JSONDecoder().decode(VersionProbe.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // Broken JSON that began as an object is a copy that stopped; anything else is no export.
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            return first == UInt8(ascii: "{") ? .truncated : .notJSON
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            return .notJSON
        } catch {
            return .unknownVersion
        }
        guard let version = probe.schemaVersion else { return .unknownVersion }
        if version > currentSchemaVersion { return .newerVersion }
        if version < 1 { return .unknownVersion }
        switch failure {
        case .keyNotFound, .valueNotFound: return .missingFields
        default: return .wrongValues
        }
    }
}

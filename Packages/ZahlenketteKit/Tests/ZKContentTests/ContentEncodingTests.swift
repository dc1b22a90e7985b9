import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// Content edited on Windows arrives with a UTF-8 byte-order mark and CRLF line ends; it must load
/// exactly like the shipped files (issue 18).
@Suite struct ContentEncodingTests {
    static let byteOrderMark = Data([0xEF, 0xBB, 0xBF])

    /// Every shipped JSON file and string catalog, with a BOM in front and CRLF line ends.
    static func windowsEdited() -> [String: Data] {
        var files = ShippedContent.files.files
        for (path, data) in files where path.hasSuffix(".json") || path.hasSuffix(".xcstrings") {
            var crlf: [UInt8] = []
            for byte in data {
                if byte == 0x0A { crlf.append(0x0D) }
                crlf.append(byte)
            }
            files[path] = byteOrderMark + Data(crlf)
        }
        return files
    }

    @Test func filesWithAByteOrderMarkAndCRLFLoadLikeTheShippedOnes() throws {
        let edited = Self.windowsEdited()
        #expect(edited["manifest.json"]?.prefix(3) == Self.byteOrderMark)
        #expect(edited["manifest.json"].map { $0.contains(0x0D) } == true)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "zk-content-crlf-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, data) in edited {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let store = ContentLoader.load(from: DirectoryContentSource(baseURL: folder), localeIdentifier: "de_DE")

        #expect(store.validationReport.isClean, "\(store.validationReport.problems.prefix(3))")
        #expect(store == ShippedContent.store)
    }

    @Test func aByteOrderMarkInTheMiddleOfAFileIsStillReported() {
        let manifest = ShippedContent.files.files["manifest.json"] ?? Data()
        let broken = manifest.prefix(10) + Self.byteOrderMark + manifest.dropFirst(10)
        var source = ShippedContent.files
        source.files["manifest.json"] = broken
        let store = ContentLoader.load(from: source, localeIdentifier: "de_DE")
        #expect(!store.validationReport.problems(in: "manifest.json").isEmpty)
    }
}

import Foundation
import Testing
import ZKContent

/// Reading content files from a folder: only regular files of a sane size (issue 18).
@Suite struct DirectoryContentSourceTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "zk-content-source-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFileLinkedToDevZeroCountsAsMissingInsteadOfBeingReadForever() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createSymbolicLink(
            atPath: base.appendingPathComponent("numbers.json").path, withDestinationPath: "/dev/zero")
        #expect(DirectoryContentSource(baseURL: base).data(at: "numbers.json") == nil)
    }

    @Test func aFileLinkedToARegularFileIsRead() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let target = base.appendingPathComponent("real.json")
        try Data("{}".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            atPath: base.appendingPathComponent("numbers.json").path, withDestinationPath: target.path)
        #expect(DirectoryContentSource(baseURL: base).data(at: "numbers.json") == Data("{}".utf8))
    }

    @Test func aFolderOrAnOversizedFileCountsAsMissing() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(
            at: base.appendingPathComponent("games"), withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: base.appendingPathComponent("big.json").path, contents: nil)
        let handle = try FileHandle(forWritingTo: base.appendingPathComponent("big.json"))
        try handle.truncate(atOffset: UInt64(DirectoryContentSource.maximumFileSize + 1))
        try handle.close()
        let source = DirectoryContentSource(baseURL: base)
        #expect(source.data(at: "games") == nil)
        #expect(source.data(at: "big.json") == nil)
    }
}

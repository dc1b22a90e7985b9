import Foundation

/// Where content files come from: a folder on disk, or memory in tests and fuzzing.
public protocol ContentSource: Sendable {
    /// The bytes of a file by its path relative to the content folder, or nil when it is missing.
    func data(at relativePath: String) -> Data?
    /// The names of the regular files directly in a folder of the content (relative to the content
    /// folder), sorted; empty when the folder is missing. The loader finds the games this way.
    func fileNames(in relativeFolder: String) -> [String]
}

/// Reads files below a content folder (the app bundle's `Content` folder reference).
public struct DirectoryContentSource: ContentSource {
    public let baseURL: URL
    /// Files larger than this are treated as damaged instead of being read (a guard against a
    /// replaced or runaway file; the largest V1 file is far below it).
    public static let maximumFileSize = 4 * 1024 * 1024

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Only a regular file is read, after following symlinks: the size of a link is the length
    /// of its target's name, so a link to /dev/zero passed the size check and was read forever.
    public func data(at relativePath: String) -> Data? {
        let url = baseURL.appendingPathComponent(relativePath).resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? NSNumber, size.intValue <= Self.maximumFileSize
        else { return nil }
        return try? Data(contentsOf: url)
    }

    public func fileNames(in relativeFolder: String) -> [String] {
        let folder = baseURL.appendingPathComponent(relativeFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}

/// Files held in memory, keyed by relative path.
public struct InMemoryContentSource: ContentSource {
    public var files: [String: Data]

    public init(files: [String: Data]) {
        self.files = files
    }

    /// Reads every file of a content folder into memory (tests mutate the copy).
    public init(copying baseURL: URL) {
        var files: [String: Data] = [:]
        let root = baseURL.standardizedFileURL.path
        if let walker = FileManager.default.enumerator(atPath: root) {
            while let item = walker.nextObject() as? String {
                let url = URL(fileURLWithPath: root).appendingPathComponent(item)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    let data = try? Data(contentsOf: url)
                {
                    files[item] = data
                }
            }
        }
        self.files = files
    }

    public func data(at relativePath: String) -> Data? {
        files[relativePath]
    }

    public func fileNames(in relativeFolder: String) -> [String] {
        let prefix = relativeFolder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
            .map { String($0.dropFirst(prefix.count)) }.sorted()
    }
}

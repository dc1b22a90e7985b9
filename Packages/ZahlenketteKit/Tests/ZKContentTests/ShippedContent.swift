import Foundation
import ZKContent

/// The repository's Resources folder, found from this file's path, and the shipped content loaded once.
enum ShippedContent {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ZKContentTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // ZahlenketteKit
        .deletingLastPathComponent()  // Packages
        .deletingLastPathComponent()

    static let resources = repositoryRoot.appendingPathComponent("Resources")
    static let content = resources.appendingPathComponent("Content")

    /// Every shipped content file in memory, keyed by relative path.
    static let files = InMemoryContentSource(copying: content)

    static let store = ContentLoader.load(from: files, localeIdentifier: "de_DE")

    /// The shipped files with one file replaced.
    static func replacing(_ path: String, with data: Data?) -> InMemoryContentSource {
        var source = files
        source.files[path] = data
        return source
    }

    /// The shipped files with one file's JSON edited as a dictionary tree.
    static func editing(_ path: String, _ edit: (inout [String: Any]) -> Void) -> InMemoryContentSource {
        guard let data = files.files[path],
            var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return files }
        edit(&object)
        return replacing(path, with: try? JSONSerialization.data(withJSONObject: object))
    }
}

import Foundation
import ZKContent
import ZKCore

/// The repository's Resources folder, found from this file's path, and the shipped content loaded once.
public enum ShippedContent {
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // ZahlenketteKit
        .deletingLastPathComponent()  // Packages
        .deletingLastPathComponent()

    public static let resources = repositoryRoot.appendingPathComponent("Resources")
    public static let content = resources.appendingPathComponent("Content")

    /// Every shipped content file in memory, keyed by relative path.
    public static let files = InMemoryContentSource(copying: content)

    public static let store = ContentLoader.load(from: files, localeIdentifier: "de_DE")

    /// The app's languages as the shipped manifest lists them (docs/content.md#9-languages): the
    /// voice checks run for each.
    public static var languages: [String] { store.catalog.manifest.languages }

    public static var catalog: ContentCatalog { store.catalog }

    /// Every shipped game, one per `games/<id>.json`, by name.
    public static var games: [GameID] { store.catalog.gameOrder }

    /// The shipped configuration of a game; a test fails loudly through `#require` when it is missing.
    public static func game(_ id: GameID) -> GameConfig? {
        store.catalog.game(id)
    }

    /// The shipped files with one file replaced.
    public static func replacing(_ path: String, with data: Data?) -> InMemoryContentSource {
        var source = files
        source.files[path] = data
        return source
    }

    /// The shipped files with one file's JSON edited as a dictionary tree.
    public static func editing(_ path: String, _ edit: (inout [String: Any]) -> Void) -> InMemoryContentSource {
        guard let data = files.files[path],
            var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return files }
        edit(&object)
        return replacing(path, with: try? JSONSerialization.data(withJSONObject: object))
    }
}

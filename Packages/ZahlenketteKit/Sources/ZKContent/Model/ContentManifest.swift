import ZKCore

/// `manifest.json`: the content version and the files to load.
public struct ContentManifest: Sendable, Equatable, Decodable {
    public let schemaVersion: Int
    public let contentVersion: String
    public let sourceLocale: String
    public let files: [String: String]
    public let dotPictures: [String]

    /// Used when manifest.json is missing or broken: the standard file names, no pictures. The games
    /// are not listed here: the loader finds them (`ContentLoader.load(from:localeIdentifier:games:)`).
    static let fallback = ContentManifest(
        schemaVersion: 1, contentVersion: "0", sourceLocale: "de", files: [:], dotPictures: [])

    /// The file name of a role (`numbers`, `prompts`, …), defaulting to `<role>.json`.
    func file(_ role: String) -> String {
        files[role] ?? "\(role).json"
    }
}

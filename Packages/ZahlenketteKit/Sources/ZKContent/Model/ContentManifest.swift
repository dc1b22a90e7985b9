import ZKCore

/// `manifest.json`: the content version and the files to load.
public struct ContentManifest: Sendable, Equatable, Decodable {
    public let schemaVersion: Int
    public let contentVersion: String
    public let sourceLocale: String
    public let files: [String: String]
    public let dotPictures: [String]
    /// The app's languages, the source language first (docs/content.md#9-languages): every catalog
    /// key and every voice line exists in each. Absent in the file: the source language alone.
    public let languages: [String]

    public init(
        schemaVersion: Int, contentVersion: String, sourceLocale: String, files: [String: String],
        dotPictures: [String], languages: [String] = ["de"]
    ) {
        self.schemaVersion = schemaVersion
        self.contentVersion = contentVersion
        self.sourceLocale = sourceLocale
        self.files = files
        self.dotPictures = dotPictures
        self.languages = languages
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        contentVersion = try c.decode(String.self, forKey: .contentVersion)
        sourceLocale = try c.decode(String.self, forKey: .sourceLocale)
        files = try c.decode([String: String].self, forKey: .files)
        dotPictures = try c.decode([String].self, forKey: .dotPictures)
        languages = try c.decodeIfPresent([String].self, forKey: .languages) ?? [sourceLocale]
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, contentVersion, sourceLocale, files, dotPictures, languages
    }

    /// Used when manifest.json is missing or broken: the standard file names, no pictures. The games
    /// are not listed here: the loader finds them (`ContentLoader.load(from:localeIdentifier:games:)`).
    static let fallback = ContentManifest(
        schemaVersion: 1, contentVersion: "0", sourceLocale: "de", files: [:], dotPictures: [])

    /// The app's language: the one the parent chose, if offered; else the system locale's language
    /// ("en" from "en_GB.UTF-8"), if offered; else the source language (docs/content.md#9-languages).
    public func language(chosen: String?, systemLocale: String) -> String {
        if let chosen, languages.contains(chosen) { return chosen }
        let system = ContentLoader.language(of: systemLocale)
        return languages.contains(system) ? system : sourceLocale
    }

    /// The file name of a role (`numbers`, `prompts`, …), defaulting to `<role>.json`.
    func file(_ role: String) -> String {
        files[role] ?? "\(role).json"
    }
}

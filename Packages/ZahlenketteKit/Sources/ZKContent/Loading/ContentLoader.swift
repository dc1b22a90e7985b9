import Foundation
import ZKCore

/// Loads and validates every content file. Never throws and never traps: whatever is damaged is
/// reported in the `ContentValidationReport`, games with an invalid configuration are unavailable,
/// and everything else is kept (spec 6.8.3).
public enum ContentLoader {
    /// Loads the content folder (the bundle's `Content` folder reference, or `Resources/Content`).
    /// `games`: the games to look for, in order (the app passes its game modules, so a module whose
    /// file is missing is reported and hidden); nil finds every `games/<id>.json`.
    public static func load(baseURL: URL, localeIdentifier: String, games: [GameID]? = nil) async -> any ContentStore {
        load(from: DirectoryContentSource(baseURL: baseURL), localeIdentifier: localeIdentifier, games: games)
    }

    /// Loads from any source; synchronous, for tests, fuzzing and tools.
    public static func load(
        from source: any ContentSource, localeIdentifier: String, games: [GameID]? = nil
    ) -> LoadedContentStore {
        var session = LoadingSession(source: source)
        return session.run(language: language(of: localeIdentifier), games: games)
    }

    /// "de" from "de_DE", "de-AT", "de_DE.UTF-8" or "de".
    public static func language(of localeIdentifier: String) -> String {
        let language = localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" })
            .first.map(String.init)
        return (language ?? "de").lowercased()
    }
}

/// One load: reads, decodes, validates and collects problems.
struct LoadingSession {
    let source: any ContentSource
    var report = ContentValidationReport()

    init(source: any ContentSource) {
        self.source = source
    }

    mutating func run(language: String, games wanted: [GameID]?) -> LoadedContentStore {
        let manifest = loadManifest()
        let strings = loadStrings(manifest: manifest, language: language)
        let (numbers, zero) = loadNumbers(file: manifest.file("numbers"))
        let prompts = loadPrompts(file: manifest.file("prompts"))
        checkVoiceScripts(manifest: manifest, inventory: prompts)
        let friends = loadFriends(file: manifest.file("friends"))
        let avatars = loadAvatars(file: manifest.file("avatars"))
        let decorations = loadDecorations(file: manifest.file("decorations"))
        let dotPictures = loadDotPictures(ids: manifest.dotPictures)
        let (numerals, aspect) = loadNumerals(file: manifest.file("numerals"))
        let homeLanguages = loadNumberWords(file: manifest.file("numberWords"))
        let gateWords = loadGateWords(manifest: manifest)
        let stickers = loadStickers(file: manifest.file("stickers"), friends: friends, dotPictures: dotPictures)
        let order = wanted ?? discoverGames()
        let (games, available) = loadGames(ids: order, dotPictures: dotPictures, numerals: numerals)
        let catalog = ContentCatalog(
            manifest: manifest, numbers: numbers, zero: zero, prompts: prompts, games: games, gameOrder: order,
            friends: friends,
            avatars: avatars, decorations: decorations, stickers: stickers, dotPictures: dotPictures,
            numerals: numerals, numeralAspectRatio: aspect, strings: strings, homeLanguages: homeLanguages,
            gateWords: gateWords)
        var references = ReferenceCheck(catalog: catalog)
        references.run()
        report.append(contentsOf: references.problems)
        return LoadedContentStore(catalog: catalog, validationReport: report, availableGameIDs: available)
    }

    // MARK: Reading

    mutating func decode<T: Decodable>(_ type: T.Type, file: String) -> T? {
        guard let data = source.data(at: file) else {
            report.add(file, "$", ContentProblem.missingFileMessage)
            return nil
        }
        if let reason = JSONShape.rejection(data) {
            report.add(file, "$", reason)
            return nil
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            let described = JSONPath.describe(error)
            report.add(file, described.path, described.message)
        } catch {
            report.add(file, "$", "not valid JSON")
        }
        return nil
    }

    /// The elements that decoded; each failed element is reported with its path.
    mutating func keep<T>(_ items: [Lossy<T>], file: String) -> [T] {
        items.compactMap { item in
            switch item.result {
            case .success(let value): return value
            case .failure(let error):
                let described = JSONPath.describe(error)
                report.add(file, described.path, described.message)
                return nil
            }
        }
    }

    mutating func checkSchemaVersion(_ version: Int, file: String) {
        if version != 1 { report.add(file, "$.schemaVersion", "unsupported schema version \(version); expected 1") }
    }

    // MARK: Manifest

    mutating func loadManifest() -> ContentManifest {
        let file = "manifest.json"
        guard let manifest = decode(ContentManifest.self, file: file) else { return .fallback }
        checkSchemaVersion(manifest.schemaVersion, file: file)
        var pictures: [String] = []
        for (index, id) in manifest.dotPictures.enumerated() {
            if !Grammar.isSlug(id) {
                report.add(file, "$.dotPictures[\(index)]", "invalid picture ID \"\(id.prefix(40))\"")
            } else if pictures.contains(id) {
                report.add(file, "$.dotPictures[\(index)]", "duplicate picture \"\(id)\"")
            } else {
                pictures.append(id)
            }
        }
        var files: [String: String] = [:]
        for (role, path) in manifest.files.sorted(by: { $0.key < $1.key }) {
            if Grammar.isSafeFileName(path) {
                files[role] = path
            } else {
                report.add(file, "$.files.\(role)", "file names must be plain names in the content folder")
            }
        }
        var languages: [String] = []
        for (index, language) in manifest.languages.enumerated() {
            if !Grammar.isLanguageCode(language) {
                report.add(file, "$.languages[\(index)]", "invalid language code \"\(language.prefix(20))\"")
            } else if !languages.contains(language) {
                languages.append(language)
            }
        }
        if languages.first != manifest.sourceLocale {
            report.add(file, "$.languages", "the source language must come first")
            languages = [manifest.sourceLocale] + languages.filter { $0 != manifest.sourceLocale }
        }
        return ContentManifest(
            schemaVersion: manifest.schemaVersion, contentVersion: manifest.contentVersion,
            sourceLocale: manifest.sourceLocale, files: files, dotPictures: pictures, languages: languages)
    }
}

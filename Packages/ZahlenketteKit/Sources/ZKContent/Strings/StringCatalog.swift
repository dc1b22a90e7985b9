/// A portable reader of String Catalogs (docs/content.md#4-string-catalogs): the same `.xcstrings`
/// JSON that Xcode compiles for `String(localized:)` on Apple platforms, resolved here on every
/// platform. Supports positional placeholders (`%1$@`, `%2$lld`), plural variations and `%#@name@`
/// substitutions.
public struct StringCatalog: Sendable, Equatable {
    /// One resolved localization of a key.
    enum Template: Sendable, Equatable {
        case plain(String)
        /// Plural variants selected by the first integer argument.
        case plural([String: String])
        /// A template with `%#@name@` tokens; each name has an argument number and plural variants.
        case substituted(String, [String: Substitution])
    }

    struct Substitution: Sendable, Equatable {
        let argumentIndex: Int
        let formatSpecifier: String
        let variants: [String: String]
    }

    struct Entry: Sendable, Equatable {
        let comment: String?
        let templates: [String: Template]
    }

    /// The language strings resolve in ("de" from "de_DE").
    public let language: String
    /// The catalogs' source language.
    public let sourceLanguage: String
    private(set) var entries: [String: Entry]

    /// An empty catalog: every lookup falls back to the key.
    public init(language: String = "de") {
        self.language = language
        self.sourceLanguage = "de"
        self.entries = [:]
    }

    init(language: String, sourceLanguage: String, entries: [String: Entry]) {
        self.language = language
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// The same strings resolved in another language (the parent switched the app's language,
    /// docs/content.md#9-languages); a key without a value there falls back to the source language.
    public func speaking(_ language: String) -> StringCatalog {
        StringCatalog(language: language, sourceLanguage: sourceLanguage, entries: entries)
    }

    /// Every key of the catalog, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// True when no catalog loaded.
    public var isEmpty: Bool { entries.isEmpty }

    public func contains(_ key: String) -> Bool {
        entries[key] != nil
    }

    /// The translator comment of a key.
    public func comment(for key: String) -> String? {
        entries[key]?.comment
    }

    /// The languages a key has a value for.
    public func languages(for key: String) -> [String] {
        entries[key]?.templates.keys.sorted() ?? []
    }

    /// The unformatted values of a key in one language, every plural variant included (for the
    /// checks that compare languages); nil when the key has no value in that language.
    public func rawValues(_ key: String, language: String) -> [String]? {
        switch entries[key]?.templates[language] {
        case .plain(let value): [value]
        case .plural(let variants): variants.keys.sorted().compactMap { variants[$0] }
        case .substituted(let value, let substitutions):
            [value]
                + substitutions.keys.sorted().flatMap { name in
                    (substitutions[name]?.variants ?? [:]).sorted { $0.key < $1.key }.map(\.value)
                }
        case nil: nil
        }
    }

    /// The string of a key without arguments, or nil for an unknown key.
    public func lookup(_ key: String, _ arguments: StringArgument...) -> String? {
        lookup(key, arguments: arguments)
    }

    /// The string of a key with its placeholders filled, or nil for an unknown key.
    public func lookup(_ key: String, arguments: [StringArgument]) -> String? {
        guard let entry = entries[key],
            let template = entry.templates[language] ?? entry.templates[sourceLanguage] ?? entry.templates.values.first
        else { return nil }
        return StringFormatter.render(template, arguments: arguments, language: language)
    }

    /// The string of a key, or the key itself when the catalog lacks it (as `String(localized:)` does).
    public func text(_ key: String, _ arguments: StringArgument...) -> String {
        lookup(key, arguments: arguments) ?? key
    }

    /// Merges another catalog's keys into this one; keys already present keep their value.
    /// Returns the keys both catalogs define.
    mutating func merge(_ other: StringCatalog) -> [String] {
        var duplicates: [String] = []
        for (key, entry) in other.entries {
            if entries[key] == nil {
                entries[key] = entry
            } else {
                duplicates.append(key)
            }
        }
        return duplicates.sorted()
    }
}

/// The String Catalog (`.xcstrings`) JSON as Xcode writes it: a source language, and per key a
/// translator comment and localizations with a string unit, plural variations or substitutions.
struct StringCatalogFile: Decodable {
    let sourceLanguage: String
    let strings: [String: Entry]
    let version: String?

    struct Entry: Decodable {
        let comment: String?
        let extractionState: String?
        let localizations: [String: Localization]?
    }

    struct Localization: Decodable {
        let stringUnit: StringUnit?
        let variations: Variations?
        let substitutions: [String: Substitution]?
    }

    struct StringUnit: Decodable {
        let state: String?
        let value: String
    }

    struct Variations: Decodable {
        let plural: [String: Variant]?
    }

    struct Variant: Decodable {
        let stringUnit: StringUnit
    }

    struct Substitution: Decodable {
        let argNum: Int?
        let formatSpecifier: String
        let variations: Variations
    }
}

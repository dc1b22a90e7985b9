/// CLDR plural categories as String Catalogs name them.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero
    case one
    case two
    case few
    case many
    case other

    /// The category of `count` for a language. German and English (and the fallback for any other
    /// language in V1) distinguish only one and other; a catalog's explicit `zero` variant wins for 0.
    static func candidates(for count: Int, language: String) -> [PluralCategory] {
        var result: [PluralCategory] = []
        if count == 0 { result.append(.zero) }
        switch language {
        case "fr": if count == 0 || count == 1 { result.append(.one) }
        default: if count == 1 { result.append(.one) }
        }
        result.append(.other)
        return result
    }
}

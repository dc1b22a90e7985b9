extension LoadingSession {
    /// Localizable.xcstrings (app and parent UI) and Content.xcstrings (keys used by content JSON).
    mutating func loadStrings(manifest: ContentManifest, language: String) -> StringCatalog {
        var merged = StringCatalog(language: language)
        for role in ["localizable", "content"] {
            let file = manifest.files[role] ?? (role == "localizable" ? "Localizable.xcstrings" : "Content.xcstrings")
            guard let catalog = loadCatalog(file: file, language: language, languages: manifest.languages) else {
                continue
            }
            if merged.isEmpty {
                merged = catalog
            } else {
                for key in merged.merge(catalog) {
                    report.add(file, "$.strings.\(key)", "key is also defined in another catalog")
                }
            }
        }
        return merged
    }

    /// One catalog; a key without a value in one of the app's `languages` is reported (an English
    /// screen must never fall back to German, docs/content.md#9-languages).
    mutating func loadCatalog(file: String, language: String, languages: [String] = ["de"]) -> StringCatalog? {
        guard let raw = decode(StringCatalogFile.self, file: file) else { return nil }
        if raw.sourceLanguage != "de" {
            report.add(file, "$.sourceLanguage", "the source language must be \"de\"")
        }
        var entries: [String: StringCatalog.Entry] = [:]
        for (key, entry) in raw.strings.sorted(by: { $0.key < $1.key }) {
            let path = "$.strings.\(key.prefix(80))"
            guard Grammar.isStringKey(key) else {
                report.add(file, path, "key does not follow <area>.<context>.<element>")
                continue
            }
            if (entry.comment ?? "").isEmpty {
                report.add(file, path + ".comment", "missing translator comment")
            }
            var templates: [String: StringCatalog.Template] = [:]
            for (locale, localization) in entry.localizations ?? [:] {
                if let template = template(localization, file: file, path: "\(path).localizations.\(locale)") {
                    templates[locale] = template
                }
            }
            guard templates[raw.sourceLanguage] != nil else {
                report.add(file, path, "no \(raw.sourceLanguage) value")
                continue
            }
            for missing in languages where templates[missing] == nil {
                report.add(file, path, "no \(missing) value")
            }
            entries[key] = StringCatalog.Entry(comment: entry.comment, templates: templates)
        }
        return StringCatalog(language: language, sourceLanguage: raw.sourceLanguage, entries: entries)
    }

    private mutating func template(
        _ localization: StringCatalogFile.Localization, file: String, path: String
    ) -> StringCatalog.Template? {
        if let substitutions = localization.substitutions, let unit = localization.stringUnit {
            var converted: [String: StringCatalog.Substitution] = [:]
            for (name, substitution) in substitutions {
                let variants = (substitution.variations.plural ?? [:]).mapValues(\.stringUnit.value)
                guard variants["other"] != nil else {
                    report.add(file, "\(path).substitutions.\(name)", "plural variations need an \"other\" value")
                    return nil
                }
                converted[name] = StringCatalog.Substitution(
                    argumentIndex: substitution.argNum ?? 1, formatSpecifier: substitution.formatSpecifier,
                    variants: variants)
            }
            return .substituted(unit.value, converted)
        }
        if let plural = localization.variations?.plural {
            guard plural["other"] != nil else {
                report.add(file, "\(path).variations.plural", "plural variations need an \"other\" value")
                return nil
            }
            return .plural(plural.mapValues(\.stringUnit.value))
        }
        if let unit = localization.stringUnit {
            return .plain(unit.value)
        }
        report.add(file, path, "neither a string unit nor plural variations")
        return nil
    }
}

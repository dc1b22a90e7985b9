import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// The app's languages (docs/content.md#9-languages): an English screen never falls back to a
/// German string, and the language follows the parent's choice, then the device.
@Suite("Languages")
struct LanguageTests {
    let catalog = ShippedContent.store.catalog

    @Test func theContentOffersGermanFirstThenEnglish() {
        #expect(catalog.manifest.languages == ["de", "en"])
    }

    @Test func everyKeyOfBothCatalogsHasAValueInEveryLanguage() {
        let languages = catalog.manifest.languages
        let incomplete = catalog.strings.keys.filter { catalog.strings.languages(for: $0) != languages }
        #expect(incomplete == [])
        #expect(catalog.strings.keys.count > 600)
    }

    /// Placeholders are the arguments code passes: an English value must use the same ones, or a
    /// name or a count would go missing (or the formatter would read the wrong argument).
    @Test func everyEnglishValueTakesTheSameArgumentsAsTheGermanOne() throws {
        var mismatched: [String] = []
        for key in catalog.strings.keys {
            let german = try #require(LanguageTests.placeholders(in: catalog.strings, key: key, language: "de"))
            let english = try #require(LanguageTests.placeholders(in: catalog.strings, key: key, language: "en"))
            if german != english { mismatched.append("\(key): \(german) vs \(english)") }
        }
        #expect(mismatched == [])
    }

    @Test func englishStringsResolveInEnglishAndGermanOnesStayGerman() {
        let english = catalog.speaking("en").strings
        #expect(english.text("welcome.title", .text("Zahlenkette")) == "Welcome to Zahlenkette")
        #expect(english.text("round_end.stars", .integer(1)) == "1 star collected")
        #expect(english.text("round_end.stars", .integer(3)) == "3 stars collected")
        #expect(
            english.text("parent.dashboard.tasks_week", .text("Mila"), .integer(12))
                == "Mila solved 12 tasks this week.")
        #expect(english.text("number.17.word") == "seventeen")
        #expect(catalog.strings.text("number.17.word") == "siebzehn")
        #expect(catalog.speaking("de").strings.text("welcome.start") == "Los geht's")
    }

    /// The voice script of every other language (`prompts.<lang>.json`) has the same lines as the
    /// German inventory, each with a text, and its lead-ins are the German ones.
    @Test(arguments: ShippedContent.languages.dropFirst())
    func everyLanguagesVoiceScriptHasEveryLineAndTheSameLeadIns(language: String) throws {
        let data = try #require(ShippedContent.files.data(at: "prompts.\(language).json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["locale"] as? String == language)
        let lines = try #require(json["lines"] as? [[String: Any]])
        var texts: [String: String] = [:]
        var leadIns: Set<String> = []
        for line in lines {
            let id = try #require(line["id"] as? String)
            texts[id] = line["text"] as? String
            if line["leadIn"] as? Bool == true { leadIns.insert(id) }
        }
        #expect(Set(texts.keys) == Set(catalog.prompts.lines.keys.map(\.rawValue)))
        #expect(texts.values.allSatisfy { !$0.isEmpty })
        #expect(leadIns == Set(catalog.prompts.lines.values.filter(\.isLeadIn).map(\.id.rawValue)))
        if language == "en" {
            for number in 0...20 { #expect(texts["num.\(number)"] == EnglishNumberWords.word(for: number)) }
            #expect(texts["num.17.parts"] == "Seventeen is ten and seven.")
            #expect(texts["friend.7.short"] == "Hello, I'm Seven!")
        }
    }

    @Test func theParentsChoiceWinsThenTheDeviceThenGerman() {
        let manifest = catalog.manifest
        #expect(manifest.language(chosen: "de", systemLocale: "en_GB.UTF-8") == "de")
        #expect(manifest.language(chosen: nil, systemLocale: "en_GB.UTF-8") == "en")
        #expect(manifest.language(chosen: nil, systemLocale: "en-US") == "en")
        #expect(manifest.language(chosen: nil, systemLocale: "de_AT.UTF-8") == "de")
        // A locale the content does not offer, and the C locale of a bare machine: German.
        #expect(manifest.language(chosen: nil, systemLocale: "fr_FR.UTF-8") == "de")
        #expect(manifest.language(chosen: nil, systemLocale: "C.UTF-8") == "de")
        #expect(manifest.language(chosen: "xx", systemLocale: "") == "de")
    }

    @Test func aKeyWithoutAnEnglishValueIsReported() throws {
        var files = ShippedContent.files
        let data = try #require(files.data(at: "Localizable.xcstrings"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var strings = try #require(json["strings"] as? [String: Any])
        var entry = try #require(strings["welcome.start"] as? [String: Any])
        var localizations = try #require(entry["localizations"] as? [String: Any])
        localizations["en"] = nil
        entry["localizations"] = localizations
        strings["welcome.start"] = entry
        json["strings"] = strings
        files.files["Localizable.xcstrings"] = try JSONSerialization.data(withJSONObject: json)
        let store = ContentLoader.load(from: files, localeIdentifier: "de_DE")
        #expect(
            store.validationReport.problems.map(\.description).contains {
                $0.contains("welcome.start") && $0.contains("no en value")
            })
    }

    /// The placeholders of every variant of a key in one language, sorted: `%1$@`, `%2$lld`, `%lld`.
    static func placeholders(in strings: StringCatalog, key: String, language: String) -> [String]? {
        guard let raw = strings.rawValues(key, language: language) else { return nil }
        var found: Set<String> = []
        for value in raw {
            var scanner = Substring(value)
            while let percent = scanner.firstIndex(of: "%") {
                scanner = scanner[scanner.index(after: percent)...]
                let token = scanner.prefix {
                    $0.isNumber || $0 == "$" || $0 == "l" || $0 == "@" || $0 == "d" || $0 == "#"
                }
                if !token.isEmpty { found.insert(String(token)) }
            }
        }
        return found.sorted()
    }
}

import Foundation
import TestSupport
import Testing
import ZKContent

@Suite("StringCatalog reads String Catalog JSON on every platform")
struct StringCatalogTests {
    let strings = ShippedContent.store.catalog.strings

    @Test func plainKeysResolveToGerman() {
        #expect(strings.lookup("game.hoer_hin.title") == "Hör hin!")
        #expect(strings.lookup("game.step.leicht") == "Leicht")
        #expect(strings.lookup("number.17.word") == "siebzehn")
    }

    @Test func positionalPlaceholdersAreFilled() {
        #expect(strings.lookup("game.a11y.progress", .integer(2), .integer(6)) == "Aufgabe 2 von 6")
        #expect(strings.lookup("welcome.title", .text("Zahlenkette")) == "Willkommen bei Zahlenkette")
        #expect(
            strings.lookup("parent.progress.a11y.cell_format", "vierzehn", "Zahlwort", "Sicher")
                == "vierzehn, Zahlwort: Sicher")
    }

    @Test func pluralVariationsFollowTheCount() {
        #expect(strings.lookup("round_end.stars", .integer(1)) == "1 Stern gesammelt")
        #expect(strings.lookup("round_end.stars", .integer(7)) == "7 Sterne gesammelt")
        #expect(strings.lookup("home.a11y.stars", .integer(0)) == "Noch keine Sterne")
        #expect(strings.lookup("home.a11y.stars", .integer(1)) == "1 Stern")
    }

    @Test func substitutionsCombinePluralsWithOtherArguments() {
        #expect(
            strings.lookup("parent.dashboard.tasks_week", .text("Mila"), .integer(1))
                == "Mila hat diese Woche 1 Aufgabe gelöst.")
        #expect(
            strings.lookup("parent.dashboard.tasks_week", .text("Jonas"), .integer(12))
                == "Jonas hat diese Woche 12 Aufgaben gelöst.")
    }

    @Test func unknownKeysFallBackToTheKey() {
        #expect(strings.lookup("no.such.key") == nil)
        #expect(strings.text("no.such.key") == "no.such.key")
    }

    @Test func missingArgumentsLeaveAnEmptyValueInsteadOfTrapping() {
        #expect(strings.lookup("game.a11y.progress") == "Aufgabe  von ")
        #expect(strings.lookup("game.a11y.progress", .integer(1)) == "Aufgabe 1 von ")
    }

    @Test func everyKeyHasATranslatorComment() {
        #expect(!strings.keys.isEmpty)
        for key in strings.keys { #expect(!(strings.comment(for: key) ?? "").isEmpty, "\(key)") }
    }

    @Test func anotherLanguageResolvesWhenTranslatedAndFallsBackToGermanOtherwise() {
        let json = """
            {"sourceLanguage": "de", "version": "1.0", "strings": {
              "home.title.greeting": {"comment": "Greeting.", "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Hallo %1$@"}},
                "en": {"stringUnit": {"state": "translated", "value": "Hello %1$@"}}}},
              "home.title.only_german": {"comment": "Untranslated.", "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Nur Deutsch"}}}},
              "home.stars.count": {"comment": "Stars.", "localizations": {
                "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld star"}},
                                                 "other": {"stringUnit": {"value": "%lld stars"}}}}},
                "de": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld Stern"}},
                                                 "other": {"stringUnit": {"value": "%lld Sterne"}}}}}}}}}
            """
        var files = ShippedContent.files.files
        files["Localizable.xcstrings"] = Data(json.utf8)
        let english = ContentLoader.load(from: InMemoryContentSource(files: files), localeIdentifier: "en_GB").catalog
            .strings
        #expect(english.lookup("home.title.greeting", "Ada") == "Hello Ada")
        #expect(english.lookup("home.title.only_german") == "Nur Deutsch")
        #expect(english.lookup("home.stars.count", 1) == "1 star")
        #expect(english.lookup("home.stars.count", 3) == "3 stars")
        #expect(english.lookup("game.memory.title") == "Pairs")
    }

    @Test func percentSignsSurvive() {
        let json = """
            {"sourceLanguage": "de", "strings": {"parent.paywall.badge": {"comment": "Badge.",
              "localizations": {"de": {"stringUnit": {"value": "%1$lld %% günstiger"}}}}}}
            """
        var files = ShippedContent.files.files
        files["Localizable.xcstrings"] = Data(json.utf8)
        let strings = ContentLoader.load(from: InMemoryContentSource(files: files), localeIdentifier: "de").catalog
            .strings
        #expect(strings.lookup("parent.paywall.badge", 37) == "37 % günstiger")
    }

    @Test func keysWithoutCommentOrGermanValueAreReported() {
        let json = """
            {"sourceLanguage": "de", "strings": {
              "parent.a.b": {"localizations": {"de": {"stringUnit": {"value": "x"}}}},
              "parent.c.d": {"comment": "Only English.", "localizations": {"en": {"stringUnit": {"value": "y"}}}},
              "Bad Key": {"comment": "Not the grammar.", "localizations": {"de": {"stringUnit": {"value": "z"}}}}}}
            """
        var files = ShippedContent.files.files
        files["Localizable.xcstrings"] = Data(json.utf8)
        let report = ContentLoader.load(from: InMemoryContentSource(files: files), localeIdentifier: "de")
            .validationReport
        let paths = report.problems(in: "Localizable.xcstrings").map(\.jsonPath)
        #expect(paths.contains("$.strings.parent.a.b.comment"))
        #expect(paths.contains("$.strings.parent.c.d"))
        #expect(paths.contains("$.strings.Bad Key"))
    }
}

import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// The parental gate's written numbers are data (docs/content.md#the-gates-written-words): one
/// `gatewords.<code>.json` per app language, so a new language brings its words as a file.
@Suite struct GateWordsTests {
    @Test func everyAppLanguageHasAWordForEachGateNumberAndNoOther() throws {
        #expect(ShippedContent.store.validationReport.problems.filter { $0.file.hasPrefix("gatewords.") }.isEmpty)
        #expect(ShippedContent.catalog.gateWords.map(\.language) == ShippedContent.languages)
        for words in ShippedContent.catalog.gateWords {
            #expect(words.words.keys.sorted() == GermanNumberWords.gateNumbers, "\(words.language)")
        }
    }

    /// The app's own spelling rules and the data agree: German with the Duden table the gate was
    /// built on, English with British "and" and hyphens (D-0219). num2words checks them too
    /// (scripts/test.d/number-words.sh).
    @Test func theShippedWordsAreTheOnesTheAppSpells() throws {
        let german = try #require(ShippedContent.catalog.gateWords.first { $0.language == "de" })
        let english = try #require(ShippedContent.catalog.gateWords.first { $0.language == "en" })
        for number in GermanNumberWords.gateNumbers {
            #expect(german.word(for: number) == GermanNumberWords.writtenWord(for: number), "\(number)")
            #expect(english.word(for: number) == EnglishNumberWords.writtenWord(for: number), "\(number)")
        }
        #expect(english.word(for: 398) == "three hundred and ninety-eight")
        #expect(german.number(writtenAs: "Sechshundertachtundvierzig") == 648)
        #expect(german.word(for: 111) == nil && german.number(writtenAs: "einhundertelf") == nil)
    }

    @Test func aMissingNumberAStrayNumberOrAWordForTwoNumbersIsReportedAndTheSourceLanguageShows() throws {
        let source = ShippedContent.editing("gatewords.en.json") { json in
            guard var words = json["words"] as? [String: String] else { return }
            words["112"] = nil
            words["111"] = "one hundred and eleven"
            words["113"] = words["114"]
            json["words"] = words
        }
        let store = ContentLoader.load(from: source, localeIdentifier: "en_GB")
        let problems = store.validationReport.problems(in: "gatewords.en.json").map(\.message)
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.contains("no word for 1 gate numbers, the first 112") })
        #expect(problems.contains { $0.contains("\"one hundred and fourteen\" names 113, 114") })
        #expect(store.catalog.gateWords.map(\.language) == ["de"])
        #expect(store.catalog.gateWordsForLanguage?.language == "de")
    }

    /// A third app language needs no code for its gate: its file is read like the others.
    @Test func aThirdLanguageIsReadFromItsFileAlone() throws {
        var source = ShippedContent.editing("manifest.json") { json in
            json["languages"] = ["de", "en", "fr"]
        }
        let words = Dictionary(
            uniqueKeysWithValues: GermanNumberWords.gateNumbers.map { (String($0), "nombre \($0)") })
        let file: [String: Any] = ["schemaVersion": 1, "language": "fr", "words": words]
        source.files["gatewords.fr.json"] = try JSONSerialization.data(withJSONObject: file)
        let store = ContentLoader.load(from: source, localeIdentifier: "de")
        #expect(store.validationReport.problems(in: "gatewords.fr.json").isEmpty)
        let french = try #require(store.catalog.speaking("fr").gateWordsForLanguage)
        #expect(french.language == "fr")
        #expect(french.word(for: 648) == "nombre 648")
        #expect(french.number(writtenAs: "NOMBRE 989") == 989)
    }
}

import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// The number words of a child's home language (docs/content.md#home-language-number-words):
/// `numberwords.json` and the spoken words of every language that is not one of the app's own.
@Suite("Home-language number words")
struct HomeLanguageTests {
    let catalog = ShippedContent.catalog

    /// The home languages whose words have their own folder (the app's languages speak theirs
    /// with their full voice).
    static var voicedOnly: [String] {
        ShippedContent.catalog.homeLanguages.map(\.code).filter { !ShippedContent.languages.contains($0) }
    }

    @Test func theSevenLanguagesAreThereAndArabicIsSpokenNotWritten() throws {
        #expect(catalog.homeLanguages.map(\.code) == ["de", "en", "tr", "ar", "ru", "uk", "pl"])
        #expect(catalog.homeLanguages.filter { !$0.written }.map(\.code) == ["ar"])
        let turkish = try #require(catalog.homeLanguage("tr"))
        #expect(turkish.word(for: 14) == "on dört")
        #expect(turkish.audio(for: 14).rawValue == "voice.tr.num.14")
        #expect(catalog.homeLanguage("en")?.word(for: 17) == "seventeen")
        #expect(catalog.strings.text("language.uk.name") == "Українська")
    }

    /// An independent check on the words (and on the oracle they were compared with): every
    /// letter belongs to the language's own script, so a Latin "i" in a Ukrainian word fails.
    @Test func everyLetterOfAWordIsInItsLanguagesScript() {
        for language in catalog.homeLanguages {
            for (number, word) in language.words.enumerated() {
                for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
                    let value = scalar.value
                    let fits: Bool =
                        switch language.code {
                        case "ru", "uk": (0x0400...0x04FF).contains(value)
                        case "ar": (0x0600...0x06FF).contains(value)
                        default: value < 0x0250
                        }
                    #expect(fits, "\(language.code) \(number) \"\(word)\": \(scalar) is not in its script")
                }
            }
        }
    }

    @Test(arguments: voicedOnly)
    func everyWordIsSpokenCalmlyAtTheSameLoudness(code: String) throws {
        let folder = ShippedContent.resources.appendingPathComponent("Audio/\(code)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ogg") }
        #expect(Set(names) == Set((0...20).map { "num.\($0).ogg" }))
        let manifest = try Data(contentsOf: folder.appendingPathComponent("voice-manifest.json"))
        let entries = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])
        #expect(Set(entries.keys) == Set((0...20).map { "num.\($0)" }))
        for number in 0...20 {
            let clip = try VoiceClip.shipped(.number(number), in: code)
            // A home word closes its sequence and is never chained into a sentence: up to 2 s
            // (Arabic's "ثمانية عشر" takes 1.5 s).
            #expect(clip.seconds >= 0.25 && clip.seconds < 2, "\(code) \(number) lasts \(clip.seconds) s")
            let loudness = LoudnessMeter.integratedLoudness(clip)
            #expect(abs(loudness - VoiceLoudnessTests.target) <= VoiceLoudnessTests.tolerance, "\(code) \(number)")
            #expect(LoudnessMeter.truePeak(clip) <= VoiceLoudnessTests.peakLimit, "\(code) \(number)")
        }
    }

    @Test func aLanguageWithoutTwentyOneWordsOrWithOtherGermanWordsIsReported() throws {
        let source = ShippedContent.editing("numberwords.json") { json in
            guard var languages = json["languages"] as? [[String: Any]] else { return }
            languages[0]["words"] = ["null", "eins", "zwo"] + Array(repeating: "x", count: 18)
            languages[2]["words"] = ["sıfır", "bir"]
            json["languages"] = languages
        }
        let store = ContentLoader.load(from: source, localeIdentifier: "de")
        let problems = store.validationReport.problems(in: "numberwords.json").map(\.jsonPath)
        #expect(problems == ["$.languages[0].words", "$.languages[2].words"])
        #expect(store.catalog.homeLanguages.map(\.code) == ["en", "ar", "ru", "uk", "pl"])
    }
}

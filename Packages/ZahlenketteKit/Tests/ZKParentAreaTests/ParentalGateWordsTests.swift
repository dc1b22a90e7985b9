import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

@testable import ZKParentArea

/// The gate writes its number in the words of the app language's data file
/// (docs/content.md#the-gates-written-words), not in words of its own.
@Suite struct ParentalGateWordsTests {
    @Test func theChallengeIsWrittenWithTheWordsOfTheLanguagesFile() throws {
        var generator = SplitMix64(seed: 16)
        let gate = ParentalGate(cooldown: .init(), now: 10, using: &generator)
        let source = ShippedContent.editing("gatewords.de.json") { json in
            guard var words = json["words"] as? [String: String] else { return }
            words[String(gate.challenge)] = "zahl \(gate.challenge) aus der datei"
            json["words"] = words
        }
        let catalog = ContentLoader.load(from: source, localeIdentifier: "de").catalog
        #expect(gate.challengeWord(using: catalog.gateWordsForLanguage) == "zahl \(gate.challenge) aus der datei")
        let english = ShippedContent.catalog.speaking("en")
        #expect(
            gate.challengeWord(using: english.gateWordsForLanguage)
                == EnglishNumberWords.writtenWord(for: gate.challenge))
        #expect(gate.challengeWord(using: nil) == GermanNumberWords.writtenWord(for: gate.challenge))
    }
}

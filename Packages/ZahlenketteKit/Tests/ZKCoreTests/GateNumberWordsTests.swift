import Foundation
import TestSupport
import Testing
import ZKCore

@Suite struct GateNumberWordsTests {
    /// The independent table: 720 lines "<number> <word>", spelled by a separate script.
    private func table() throws -> [(Int, String)] {
        let url = Golden.fixtures(#filePath).appendingPathComponent("gate-words.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let number = Int(parts[0]) else { return nil }
            return (number, String(parts[1]))
        }
    }

    @Test func everyGateNumberIsSpelledAsTheIndependentTableSpellsIt() throws {
        let expected = try table()
        #expect(expected.count == 720)
        #expect(GermanNumberWords.gateNumbers == expected.map(\.0))
        for (number, word) in expected {
            #expect(GermanNumberWords.writtenWord(for: number) == word, "\(number)")
        }
    }

    @Test func gateNumbersHaveNoZeroAndNoRepeatedDigitAsTheWholeNumber() {
        let numbers = GermanNumberWords.gateNumbers
        #expect(numbers.count == 720 && numbers.first == 112 && numbers.last == 998)
        #expect(!numbers.contains(111) && !numbers.contains(555) && !numbers.contains(105) && !numbers.contains(640))
        #expect(numbers.contains(648) && numbers.contains(121) && numbers.contains(989))
    }

    @Test func theWordsFollowGermanSpelling() {
        #expect(GermanNumberWords.writtenWord(for: 648) == "sechshundertachtundvierzig")
        #expect(GermanNumberWords.writtenWord(for: 117) == "einhundertsiebzehn")
        #expect(GermanNumberWords.writtenWord(for: 316) == "dreihundertsechzehn")
        #expect(GermanNumberWords.writtenWord(for: 771) == "siebenhunderteinundsiebzig")
        #expect(GermanNumberWords.writtenWord(for: 231) == "zweihunderteinunddreißig")
        #expect(GermanNumberWords.writtenWord(for: 1) == "eins")
        #expect(GermanNumberWords.writtenWord(for: 100) == "einhundert")
        #expect(GermanNumberWords.writtenWord(for: 0) == nil && GermanNumberWords.writtenWord(for: 1000) == nil)
    }

    @Test func readingAWordGivesBackItsNumberFromOneTo999() {
        for number in 1...999 {
            let word = GermanNumberWords.writtenWord(for: number) ?? ""
            #expect(GermanNumberWords.number(writtenAs: word) == number, "\(word)")
        }
        #expect(GermanNumberWords.number(writtenAs: "SECHSHUNDERTACHTUNDVIERZIG") == 648)
        for nonsense in ["", "hundert", "einsundzwanzig", "zehnundvierzig", "sechshundertkeks", "neunzehnhundert"] {
            #expect(GermanNumberWords.number(writtenAs: nonsense) == nil, "\(nonsense)")
        }
    }
}

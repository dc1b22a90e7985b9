import Testing
import ZKCore

@Suite struct GermanNumberWordsTests {
    @Test func wordsOneToTwentyAndNull() {
        let expected = [
            "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf",
            "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig",
        ]
        #expect((0...20).map { GermanNumberWords.word(for: $0) } == expected)
        #expect(GermanNumberWords.word(for: 21) == nil)
        #expect(GermanNumberWords.word(for: -1) == nil)
    }

    @Test func structureLabelsSplitByFiveUpToTenAndByTenAbove() {
        let expected: [Int: String] = [
            6: "fünf und eins", 7: "fünf und zwei", 8: "fünf und drei", 9: "fünf und vier", 10: "fünf und fünf",
            11: "zehn und eins", 12: "zehn und zwei", 13: "zehn und drei", 14: "zehn und vier", 15: "zehn und fünf",
            16: "zehn und sechs", 17: "zehn und sieben", 18: "zehn und acht", 19: "zehn und neun",
            20: "zehn und zehn",
        ]
        for number in 1...20 {
            #expect(GermanNumberWords.structureLabel(for: number) == expected[number], "label of \(number)")
        }
    }

    @Test func teensAreNeverSplitIntoFivesWhenSpoken() {
        for number in 16...19 {
            let label = GermanNumberWords.structureLabel(for: number) ?? ""
            #expect(label.hasPrefix("zehn und "))
            #expect(!label.contains("fünf und"), "\(number) must be spoken as zehn und …")
        }
    }

    @Test func teenPartnersPairTheOnesWithTheTeens() {
        #expect(GermanNumberWords.teenPartner(of: 14) == 4)
        #expect(GermanNumberWords.teenPartner(of: 4) == 14)
        #expect(GermanNumberWords.teenPartner(of: 10) == nil)
        #expect(GermanNumberWords.teenPartner(of: 20) == nil)
        #expect((13...19).allSatisfy(GermanNumberWords.isInvertedTeen))
        #expect(!GermanNumberWords.isInvertedTeen(11) && !GermanNumberWords.isInvertedTeen(12))
    }

    @Test func keysAndQuestionAudioFollowTheNamingRules() {
        #expect(GermanNumberWords.wordKey(for: 7) == "number.7.word")
        #expect(GermanNumberWords.questionAudioID(for: 7)?.rawValue == "num.7.q")
        #expect(GermanNumberWords.questionAudioID(for: 0) == nil)
    }
}

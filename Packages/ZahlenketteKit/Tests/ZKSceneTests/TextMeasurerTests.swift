import Testing

@testable import ZKScene

/// The tests' text metric (D-0057): an ASCII text is measured from its bytes, any other text
/// character by character, and both ways give the same width to the last bit, so every layout the
/// tests check is the one they checked before.
struct TextMeasurerTests {
    static let texts = [
        "", " ", "Hallo", "Mila hat 37 Sterne.", "  2 + 3 = 5  ", "Zeile\r\nzwei", "\r\n\r\n", "ende\r",
        "\n\r", "a\tb", "0123456789", "~!@#$%^&*()_+{}|:\"<>?",
    ]

    @Test(arguments: texts)
    func anASCIITextIsMeasuredFromItsBytesAsCharacterByCharacter(text: String) throws {
        let fromBytes = try #require(FixedTextMeasurer.asciiEms(text))
        #expect(fromBytes == FixedTextMeasurer.characterEms(text))
    }

    @Test(arguments: ["Schüttelbox", "Fuchs 🦊", "٣ Äpfel", "e\u{301}", "½ Stern"])
    func anyOtherTextIsMeasuredCharacterByCharacter(text: String) {
        #expect(FixedTextMeasurer.asciiEms(text) == nil)
        let measured = FixedTextMeasurer().width(of: text, size: 10, weight: .regular)
        #expect(measured == FixedTextMeasurer.characterEms(text) * 10)
    }

    @Test func digitsAreNarrowerSpacesNarrowestAndBoldWider() {
        let measurer = FixedTextMeasurer()
        #expect(measurer.width(of: "1", size: 10, weight: .regular) == 6)
        #expect(measurer.width(of: " ", size: 10, weight: .regular) == 3)
        #expect(measurer.width(of: "a", size: 10, weight: .regular) == 6.2)
        #expect(measurer.width(of: "a\r\n", size: 10, weight: .bold) == (0.62 + 0.62) * 10 * 1.08)
    }
}

/// Reading written German number words from 1 to 999 the way a grown-up does, part by part and
/// independently of `writtenWord(for:)`: journeys and scripts pass the parental gate with it like a
/// parent (spec 25: there is no bypass), and tests check the generator against it.
extension GermanNumberWords {
    /// The number a written word names, nil when it names none.
    public static func number(writtenAs word: String) -> Int? {
        var rest = Substring(word.lowercased())
        var total = 0
        if let range = rest.range(of: "hundert") {
            guard let hundreds = readOnes(String(rest[..<range.lowerBound]), compound: true) else { return nil }
            total = hundreds * 100
            rest = rest[range.upperBound...]
        }
        if rest.isEmpty { return total > 0 ? total : nil }
        guard let below = readBelowHundred(String(rest)) else { return nil }
        return total + below
    }

    private static func readBelowHundred(_ text: String) -> Int? {
        let readingSpecials = ["zehn": 10, "elf": 11, "zwölf": 12, "sechzehn": 16, "siebzehn": 17]
        if let value = readingSpecials[text] { return value }
        if text.hasSuffix("zehn"), let unit = readOnes(String(text.dropLast(4)), compound: false), unit >= 3 {
            return 10 + unit
        }
        let readTens = [
            "zwanzig": 20, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60, "siebzig": 70,
            "achtzig": 80, "neunzig": 90,
        ]
        if let value = readTens[text] { return value }
        if let range = text.range(of: "und") {
            guard let unit = readOnes(String(text[..<range.lowerBound]), compound: true),
                let ten = readTens[String(text[range.upperBound...])]
            else { return nil }
            return ten + unit
        }
        return readOnes(text, compound: false)
    }

    /// 1 to 9; `compound` reads "ein" (einhundert, einundzwanzig), else "eins".
    private static func readOnes(_ text: String, compound: Bool) -> Int? {
        let words = ["", compound ? "ein" : "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]
        guard let index = words.firstIndex(of: text), index > 0 else { return nil }
        return index
    }
}

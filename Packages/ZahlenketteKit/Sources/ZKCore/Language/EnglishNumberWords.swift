/// English number words (docs/content.md#9-languages): the words 0 to 20 the English edition
/// speaks and the written words up to 999 its parental gate shows ("six hundred and forty-eight",
/// British English with "and" after the hundreds, D-0219).
public enum EnglishNumberWords {
    /// 0 to 20 as the app speaks them.
    public static let words = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// The word of 0 to 20; nil otherwise.
    public static func word(for number: Int) -> String? {
        words.indices.contains(number) ? words[number] : nil
    }

    /// The written word of 1 to 999 in lower case; nil otherwise.
    public static func writtenWord(for number: Int) -> String? {
        guard (1...999).contains(number) else { return nil }
        let hundreds = number / 100
        let rest = number % 100
        var parts: [String] = []
        if hundreds > 0 { parts.append(words[hundreds] + " hundred") }
        if rest > 0 { parts.append(belowHundred(rest)) }
        return parts.joined(separator: " and ")
    }

    /// The number a written word of 1 to 999 stands for (the reverse of `writtenWord`); nil when
    /// the text is no such word.
    public static func number(writtenAs text: String) -> Int? {
        let wanted = text.lowercased()
        return (1...999).first { writtenWord(for: $0) == wanted }
    }

    /// 1 to 99: the tens joined to the ones with a hyphen ("forty-eight").
    private static func belowHundred(_ number: Int) -> String {
        if number <= 20 { return words[number] }
        let ones = number % 10
        let tensWord = tens[number / 10]
        return ones == 0 ? tensWord : tensWord + "-" + words[ones]
    }

    private static let tens = ["", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
}

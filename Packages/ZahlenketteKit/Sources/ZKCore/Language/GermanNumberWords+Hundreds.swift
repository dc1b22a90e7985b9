/// Written German number words up to 999 (docs/app.md#sessions-daily-limits-and-the-gate: the
/// parental gate shows a challenge such as "sechshundertachtundvierzig"). Built from the parts
/// German forms them with: the hundreds with "hundert", the ones before the tens joined by "und",
/// the teens and the irregular tens. 100 to 199 are written "einhundert…" (DECISIONS D-0800).
extension GermanNumberWords {
    /// The written word of 1 to 999 in lower case, one word without spaces; nil otherwise.
    public static func writtenWord(for number: Int) -> String? {
        guard (1...999).contains(number) else { return nil }
        let hundreds = number / 100
        let rest = number % 100
        var word = ""
        if hundreds > 0 { word += combining[hundreds] + "hundert" }
        if rest > 0 { word += belowHundred(rest) }
        return word
    }

    /// The numbers the gate asks for: 111 to 999 with no zero digit and not all three digits the
    /// same; 720 of them.
    public static let gateNumbers: [Int] = (111...999).filter { number in
        let digits = [number / 100, number / 10 % 10, number % 10]
        return !digits.contains(0) && Set(digits).count > 1
    }

    /// 1 to 99.
    private static func belowHundred(_ number: Int) -> String {
        if number < 13 { return number == 1 ? "eins" : standalone[number] }
        if number < 20 { return teens[number - 13] }
        let ones = number % 10
        let tensWord = tens[number / 10]
        return ones == 0 ? tensWord : combining[ones] + "und" + tensWord
    }

    /// The form of 1 to 9 before "hundert" and "und": "ein", not "eins".
    private static let combining = ["", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]
    private static let standalone = [
        "", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf",
    ]
    /// 13 to 19: "sechzehn" and "siebzehn" drop letters.
    private static let teens = ["dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"]
    private static let tens = [
        "", "zehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig",
    ]
}

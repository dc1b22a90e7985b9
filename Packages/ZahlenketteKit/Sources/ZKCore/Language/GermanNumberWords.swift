/// The didactic reference table of German number words 1 to 20 and their structure labels
/// (spec 4.10, DR-43). Screens show words from the string catalogs (`number.<n>.word`) and the voice
/// speaks recorded lines; this table is what content validation checks those against.
public enum GermanNumberWords {
    /// The statement-form word of 1 to 20, "null" for 0, nil otherwise.
    public static func word(for number: Int) -> String? {
        guard (0...20).contains(number) else { return nil }
        return words[number]
    }

    /// The catalog key of a number word (Content.xcstrings, spec 6.5).
    public static func wordKey(for number: Int) -> String {
        "number.\(number).word"
    }

    /// The question-intonation audio of a number (`num.<n>.q`), for 1 to 20 only.
    public static func questionAudioID(for number: Int) -> AudioID? {
        guard (1...20).contains(number) else { return nil }
        return .numberQuestion(number)
    }

    /// The two parts of the spoken structure (DR-43): 5 and n − 5 for 6 to 10, 10 and n − 10 for
    /// 11 to 20; nil for 1 to 5, which are seen at a glance without a split. The picture of 17 still
    /// shows five-first within the second ten (DR-08), but that is never spoken.
    public static func structureParts(for number: Int) -> (whole: Int, rest: Int)? {
        switch number {
        case 6...10: (5, number - 5)
        case 11...20: (10, number - 10)
        default: nil
        }
    }

    /// The spoken structure label: "fünf und zwei" for 7, "zehn und sieben" for 17, never
    /// "zehn und fünf und zwei".
    public static func structureLabel(for number: Int) -> String? {
        guard let parts = structureParts(for: number), let first = word(for: parts.whole),
            let second = word(for: parts.rest)
        else { return nil }
        return "\(first) und \(second)"
    }

    /// The teen partner the inverted teen words invite confusion with (spec 4.10.1): 14 ↔ 4.
    /// Nil for 10, 20 and anything outside 1 to 19.
    public static func teenPartner(of number: Int) -> Int? {
        switch number {
        case 1...9: number + 10
        case 11...19: number - 10
        default: nil
        }
    }

    /// True for 13 to 19, whose word names the ones before the ten ("vier-zehn").
    public static func isInvertedTeen(_ number: Int) -> Bool {
        (13...19).contains(number)
    }

    private static let words = [
        "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
        "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
        "zwanzig",
    ]
}

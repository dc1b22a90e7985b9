import ZKCore

/// A language whose number words a child may hear beside the app's language
/// (docs/content.md#home-language-number-words), from `numberwords.json`.
public struct HomeLanguage: Sendable, Equatable, Decodable {
    /// ISO 639-1: `tr`, `ar`, `ru`, `uk`, `pl`, `en`, `de`.
    public let code: String
    /// `language.<code>.name`: the language's own name ("Türkçe").
    public let nameKey: String
    /// The espeak-ng voice `scripts/generate-voice.sh --numbers <code>` speaks the words with.
    public let voice: String
    /// False where the app's text stack cannot draw the script correctly (Arabic needs shaping):
    /// the numeral is shown and the word only spoken (D-0221).
    public let written: Bool
    /// The number words 0 to 20 in the language's standard spelling.
    public let words: [String]

    /// The word of 0 to 20; nil otherwise.
    public func word(for number: Int) -> String? {
        words.indices.contains(number) ? words[number] : nil
    }

    /// The spoken word of `number` in this language: `Audio/<code>/num.<n>.ogg`.
    public func audio(for number: Int) -> AudioID {
        AudioID.number(number).spoken(in: code)
    }
}

struct NumberWordsFile: Decodable {
    let schemaVersion: Int
    let languages: [Lossy<HomeLanguage>]
}

import ZKCore

/// The parental gate's written numbers in one app language (docs/content.md#the-gates-written-words):
/// `gatewords.<code>.json`, a word for each of the 720 numbers the gate asks for
/// (`GermanNumberWords.gateNumbers`), so a new language brings its words as data.
public struct GateWords: Sendable, Equatable {
    /// The app language: `de`, `en`.
    public let language: String
    /// The written word of each gate number.
    public let words: [Int: String]

    public init(language: String, words: [Int: String]) {
        self.language = language
        self.words = words
    }

    /// The written word of a gate number; nil for a number the gate never asks for.
    public func word(for number: Int) -> String? {
        words[number]
    }

    /// The gate number a written word stands for, ignoring case (a grown-up or a script reading
    /// the screen); nil when the text is no gate word of this language.
    public func number(writtenAs text: String) -> Int? {
        let wanted = text.lowercased()
        return words.first { $0.value.lowercased() == wanted }?.key
    }
}

struct GateWordsFile: Decodable {
    let schemaVersion: Int
    let language: String
    let words: [String: String]
}

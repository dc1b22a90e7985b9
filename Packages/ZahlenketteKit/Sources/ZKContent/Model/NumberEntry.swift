import ZKCore

/// One number of `numbers.json` (spec 4.10): its word, catalog key, audio IDs and structure.
public struct NumberEntry: Sendable, Equatable, Decodable {
    public let value: Int
    /// The statement-form word; must equal `GermanNumberWords.word(for:)`.
    public let word: String
    /// `number.<n>.word` in Content.xcstrings.
    public let wordKey: String
    /// `num.<n>`.
    public let audio: AudioID
    /// `num.<n>.q`; absent for the zero entry.
    public let questionAudio: AudioID?
    /// `num.<n>.parts` for 6 to 20.
    public let partsAudio: AudioID?
    /// `num.<n>.after` for 2 to 20.
    public let afterAudio: AudioID?
    /// The spoken structure (DR-43): [5, n − 5] for 6–10, [10, n − 10] for 11–20.
    public let parts: [Int]?
    /// "fünf und zwei", "zehn und sieben".
    public let structureLabel: String?
}

struct NumbersFile: Decodable {
    let schemaVersion: Int
    let zero: NumberEntry?
    let numbers: [Lossy<NumberEntry>]
}

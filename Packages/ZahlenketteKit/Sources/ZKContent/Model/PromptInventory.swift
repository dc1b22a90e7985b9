import ZKCore

/// One voice line of the audio inventory: its ID (also the file name) and German text.
public struct PromptLine: Sendable, Equatable, Decodable {
    public let id: AudioID
    public let text: String
    /// Where and when the line plays, for speakers and translators.
    public let context: String?
    /// What the synthesizer reads when the spelling would mislead it ("Jamm" for "Mmh"); recordings
    /// follow `text`.
    public let speech: String?
    /// True for a lead-in that a number word completes ("Spring auf die" + `num.7`): it is spoken with
    /// a level, continuing pitch instead of a sentence-final fall (docs/content.md#5-voice).
    public let leadIn: Bool?

    public var isLeadIn: Bool { leadIn == true }
}

/// A locale-independent sound (`sfx.*`, `music.*`) with a description of how it should sound.
public struct SoundEffect: Sendable, Equatable, Decodable {
    public let id: AudioID
    public let description: String
}

/// The audio inventory of `prompts.json` (docs/app.md#voice-effects-and-music).
public struct PromptInventory: Sendable, Equatable {
    public let lines: [AudioID: PromptLine]
    public let effects: [AudioID: SoundEffect]

    public init(lines: [AudioID: PromptLine] = [:], effects: [AudioID: SoundEffect] = [:]) {
        self.lines = lines
        self.effects = effects
    }

    /// True when the ID is a listed voice line or effect.
    public func contains(_ id: AudioID) -> Bool {
        lines[id] != nil || effects[id] != nil
    }

    /// Every listed ID, sorted.
    public var allIDs: [AudioID] {
        (Array(lines.keys) + Array(effects.keys)).sorted()
    }
}

struct PromptsFile: Decodable {
    let schemaVersion: Int
    let locale: String
    let lines: [Lossy<PromptLine>]
    let effects: [Lossy<SoundEffect>]
}

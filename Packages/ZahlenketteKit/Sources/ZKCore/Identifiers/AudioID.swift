/// The ID of one sound: a voice line, an effect or music (docs/app.md#voice-effects-and-music). The
/// ID is also the file name, `<audioId>.ogg`, and the key of the audio inventory in `prompts.json`.
public struct AudioID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible, Comparable {
    public let rawValue: String

    /// Accepts only the ID grammar: dot-separated lowercase segments of letters, digits and `_`.
    public init?(rawValue: String) {
        guard AudioID.isWellFormed(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(unchecked rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: AudioID, rhs: AudioID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The number word in statement form, `num.<n>`; `num.0` is the optional zero (spec 4.10.2).
    public static func number(_ number: Int) -> AudioID {
        AudioID(unchecked: "num.\(number)")
    }

    /// The number word in question intonation, `num.<n>.q`.
    public static func numberQuestion(_ number: Int) -> AudioID {
        AudioID(unchecked: "num.\(number).q")
    }

    /// The spoken structure, `num.<n>.parts` ("Sieben ist fünf und zwei."), for 6 to 20.
    public static func numberParts(_ number: Int) -> AudioID {
        AudioID(unchecked: "num.\(number).parts")
    }

    /// The successor line, `num.<n>.after` ("Nach der Sechs kommt die Sieben."), for 2 to 20.
    public static func numberAfter(_ number: Int) -> AudioID {
        AudioID(unchecked: "num.\(number).after")
    }

    /// A line of one game, `prompt.<gameId>.<key>`.
    public static func prompt(_ game: GameID, _ key: String) -> AudioID {
        AudioID(unchecked: "prompt.\(game.rawValue).\(key)")
    }

    /// A line shared by every game, `prompt.common.<key>`.
    public static func common(_ key: String) -> AudioID {
        AudioID(unchecked: "prompt.common.\(key)")
    }

    /// The spoken game title, `title.<gameId>`.
    public static func title(_ game: GameID) -> AudioID {
        AudioID(unchecked: "title.\(game.rawValue)")
    }

    /// A Schüttelbox split, `split.<whole>.<part>` ("Sieben ist drei und vier.").
    public static func split(whole: Int, part: Int) -> AudioID {
        AudioID(unchecked: "split.\(whole).\(part)")
    }

    /// A Zahlenfreund's greeting, `friend.<n>.hello`.
    public static func friendHello(_ number: Int) -> AudioID {
        AudioID(unchecked: "friend.\(number).hello")
    }

    /// The name of a dot picture, `dotpic.<id>.name`.
    public static func dotPictureName(_ pictureID: String) -> AudioID {
        AudioID(unchecked: "dotpic.\(pictureID).name")
    }

    /// A session line (breaks, warnings), `session.<key>`.
    public static func session(_ key: String) -> AudioID {
        AudioID(unchecked: "session.\(key)")
    }

    /// A line of the lock screens, `lock.<key>`.
    public static func lock(_ key: String) -> AudioID {
        AudioID(unchecked: "lock.\(key)")
    }

    /// A sound effect, `sfx.<key>`.
    public static func effect(_ key: String) -> AudioID {
        AudioID(unchecked: "sfx.\(key)")
    }

    /// A music loop, `music.<key>`.
    public static func music(_ key: String) -> AudioID {
        AudioID(unchecked: "music.\(key)")
    }

    /// This voice line in one language's voice, `voice.<lang>.<id>`: the app qualifies every voice
    /// line with its language before a host plays it, so the host needs no language of its own
    /// (docs/content.md#9-languages). Effects, music and lines already qualified stay as they are.
    public func spoken(in language: String) -> AudioID {
        guard isVoice, voiceLanguage == nil, language.utf8.count == 2,
            let qualified = AudioID(rawValue: "voice.\(language).\(rawValue)")
        else { return self }
        return qualified
    }

    /// The language of a qualified voice line (`en` of `voice.en.num.7`), nil otherwise.
    public var voiceLanguage: String? {
        let segments = rawValue.split(separator: ".", maxSplits: 2)
        guard segments.count == 3, segments[0] == "voice", segments[1].utf8.count == 2 else { return nil }
        return String(segments[1])
    }

    /// The line without its language (`num.7` of `voice.en.num.7`): its file name in the
    /// language's folder, `Audio/<lang>/<fileID>.ogg`.
    public var fileID: AudioID {
        guard voiceLanguage != nil else { return self }
        return AudioID(unchecked: String(rawValue.dropFirst("voice.xx.".count)))
    }

    /// Effects and music are locale-independent (`Audio/common/`); everything else is voice.
    public var isVoice: Bool {
        !(rawValue.hasPrefix("sfx.") || rawValue.hasPrefix("music."))
    }

    private static func isWellFormed(_ value: String) -> Bool {
        let segments = value.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2, value.utf8.count <= 80 else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty
                && segment.utf8.allSatisfy { byte in
                    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                }
        }
    }
}

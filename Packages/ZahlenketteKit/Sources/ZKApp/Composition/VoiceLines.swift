import ZKAudio
import ZKContent
import ZKCore

/// The language every voice line the app asks for is spoken in (docs/content.md#9-languages): the
/// host plays `Audio/<lang>/<id>.ogg`, and lines in the source language stay unqualified
/// (`Audio/de/`). A round speaks the language it started in; in a round of a child with a home
/// language, every number word (`num.<n>`, `num.<n>.q`) is followed by a calm pause (`sfx.pause`)
/// and the same number in the home language (docs/content.md#home-language-number-words).
struct VoiceLines {
    let catalog: ContentCatalog
    /// The app's language now.
    let appLanguage: String

    /// `audio` in the language it is spoken in: the round's (`roundLanguage`) while one plays,
    /// with the number words of the child's `homeLanguage` code after the app's; else the app's.
    func voiced(_ audio: [AudioEvent], roundLanguage: String?, homeLanguage: String?) -> [AudioEvent] {
        var audio = audio
        let language = roundLanguage ?? appLanguage
        if let roundLanguage { audio = withHomeWords(audio, roundLanguage: roundLanguage, homeLanguage: homeLanguage) }
        guard language != catalog.manifest.sourceLocale else { return audio }
        return audio.map { $0.spoken(in: language) }
    }

    private func withHomeWords(_ audio: [AudioEvent], roundLanguage: String, homeLanguage: String?) -> [AudioEvent] {
        guard let code = homeLanguage, code != roundLanguage, let home = catalog.homeLanguage(code) else {
            return audio
        }
        var result: [AudioEvent] = []
        for event in audio {
            result.append(event)
            let line: AudioID
            switch event {
            case .prompt(let id), .feedback(let id): line = id
            case .effect, .music, .stopVoice, .channels: continue
            }
            let parts = line.rawValue.split(separator: ".")
            guard parts.count >= 2, parts.count <= 3, parts[0] == "num", let number = Int(parts[1]),
                parts.count == 2 || parts[2] == "q", home.word(for: number) != nil
            else { continue }
            result += [.feedback(.effect("pause")), .feedback(home.audio(for: number))]
        }
        return result
    }
}

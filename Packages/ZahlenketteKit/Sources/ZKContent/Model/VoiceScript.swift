import ZKCore

/// `prompts.<lang>.json`: the voice lines of one of the app's languages other than the source
/// language, what `scripts/generate-voice.sh --language <lang>` speaks (docs/content.md#9-languages).
/// The inventory (`prompts.json`) decides which lines exist; this file gives each its text there.
struct VoiceScriptFile: Decodable {
    let schemaVersion: Int
    let locale: String
    let lines: [Lossy<PromptLine>]
}

import Foundation
import ZKCore

extension LoadingSession {
    /// numberwords.json: every home language with 21 words (0 to 20), each code once; the app's
    /// own languages must agree with their number words elsewhere (German with the didactic table,
    /// English with `EnglishNumberWords`).
    mutating func loadNumberWords(file: String) -> [HomeLanguage] {
        guard let raw = decode(NumberWordsFile.self, file: file) else { return [] }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var languages: [HomeLanguage] = []
        for (index, language) in keep(raw.languages, file: file).enumerated() {
            let path = "$.languages[\(index)]"
            let expected: [String]? =
                switch language.code {
                case "de": (0...20).compactMap(GermanNumberWords.word(for:))
                case "en": EnglishNumberWords.words
                default: nil
                }
            if !Grammar.isLanguageCode(language.code) {
                report.add(file, path + ".code", "invalid language code \"\(language.code.prefix(20))\"")
            } else if languages.contains(where: { $0.code == language.code }) {
                report.add(file, path + ".code", "duplicate language \(language.code)")
            } else if language.nameKey != "language.\(language.code).name" {
                report.add(file, path + ".nameKey", "expected language.\(language.code).name")
            } else if language.voice.isEmpty || language.voice.utf8.count > 20 {
                report.add(file, path + ".voice", "an espeak-ng voice name is needed")
            } else if language.words.count != 21
                || language.words.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty || $0.count > 40 })
            {
                report.add(file, path + ".words", "21 words (0 to 20) of 1 to 40 characters are needed")
            } else if let expected, language.words != expected {
                report.add(file, path + ".words", "the \(language.code) words must equal the app's own")
            } else {
                languages.append(language)
            }
        }
        return languages
    }
}

import Foundation
import ZKCore

extension LoadingSession {
    /// `gatewords.<code>.json` of every app language (docs/content.md#the-gates-written-words): a
    /// word of 1 to 60 characters for each of the 720 gate numbers and for no other number, each
    /// word naming one number only. A language whose file is missing or incomplete is reported and
    /// left out; its gate shows the source language's words.
    mutating func loadGateWords(manifest: ContentManifest) -> [GateWords] {
        var result: [GateWords] = []
        let numbers = Set(GermanNumberWords.gateNumbers)
        for language in manifest.languages {
            let file = "gatewords.\(language).json"
            guard let raw = decode(GateWordsFile.self, file: file) else { continue }
            checkSchemaVersion(raw.schemaVersion, file: file)
            guard raw.language == language else {
                report.add(file, "$.language", "expected \"\(language)\"")
                continue
            }
            var words: [Int: String] = [:]
            var problems = 0
            for (key, word) in raw.words.sorted(by: { $0.key < $1.key }) {
                let path = "$.words.\(key.prefix(12))"
                guard let number = Int(key), numbers.contains(number), String(number) == key else {
                    report.add(file, path, "the gate asks for no number \"\(key.prefix(12))\"")
                    problems += 1
                    continue
                }
                let trimmed = word.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty || trimmed != word || word.count > 60 {
                    report.add(file, path, "a word of 1 to 60 characters without surrounding spaces is needed")
                    problems += 1
                } else {
                    words[number] = word
                }
            }
            let missing = numbers.subtracting(words.keys).sorted()
            if let first = missing.first {
                report.add(file, "$.words", "no word for \(missing.count) gate numbers, the first \(first)")
                problems += 1
            }
            let byWord = Dictionary(grouping: words.keys) { words[$0]?.lowercased() ?? "" }
            for (word, owners) in byWord.sorted(by: { $0.key < $1.key }) where owners.count > 1 {
                report.add(
                    file, "$.words",
                    "\"\(word.prefix(60))\" names \(owners.sorted().map(String.init).joined(separator: ", "))")
                problems += 1
            }
            if problems == 0 { result.append(GateWords(language: language, words: words)) }
        }
        return result
    }
}

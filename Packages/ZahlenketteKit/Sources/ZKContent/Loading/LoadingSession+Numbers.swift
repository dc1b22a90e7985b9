import Foundation
import ZKCore

extension LoadingSession {
    /// numbers.json: 1 to 20 exactly once each, words equal to the didactic table (spec 4.10).
    mutating func loadNumbers(file: String) -> ([NumberEntry], NumberEntry?) {
        guard let raw = decode(NumbersFile.self, file: file) else { return ([], nil) }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var kept: [NumberEntry] = []
        for (index, entry) in keep(raw.numbers, file: file).enumerated() {
            let path = "$.numbers[\(index)]"
            guard (1...20).contains(entry.value) else {
                report.add(file, path + ".value", "number \(entry.value) is outside 1…20")
                continue
            }
            guard !kept.contains(where: { $0.value == entry.value }) else {
                report.add(file, path + ".value", "duplicate number \(entry.value)")
                continue
            }
            let problems = numberProblems(entry)
            for (field, message) in problems { report.add(file, "\(path).\(field)", message) }
            if problems.isEmpty { kept.append(entry) }
        }
        for value in 1...20 where !kept.contains(where: { $0.value == value }) {
            report.add(file, "$.numbers", "number \(value) is missing")
        }
        var zero: NumberEntry?
        if let entry = raw.zero {
            if entry.value == 0, entry.word == GermanNumberWords.word(for: 0), entry.audio == .number(0),
                entry.wordKey == GermanNumberWords.wordKey(for: 0)
            {
                zero = entry
            } else {
                report.add(file, "$.zero", "the zero entry must be 0, \"null\", number.0.word and num.0")
            }
        }
        return (kept.sorted { $0.value < $1.value }, zero)
    }

    private func numberProblems(_ entry: NumberEntry) -> [(String, String)] {
        let n = entry.value
        var problems: [(String, String)] = []
        if entry.word != GermanNumberWords.word(for: n) {
            problems.append(("word", "\"\(entry.word.prefix(30))\" is not the word of \(n)"))
        }
        if entry.wordKey != GermanNumberWords.wordKey(for: n) {
            problems.append(("wordKey", "expected \(GermanNumberWords.wordKey(for: n))"))
        }
        if entry.audio != .number(n) { problems.append(("audio", "expected num.\(n)")) }
        if entry.questionAudio != .numberQuestion(n) { problems.append(("questionAudio", "expected num.\(n).q")) }
        let expectedParts = GermanNumberWords.structureParts(for: n).map { [$0.whole, $0.rest] }
        if entry.parts != expectedParts {
            problems.append(("parts", expectedParts.map { "expected \($0)" } ?? "1 to 5 have no parts"))
        }
        if entry.structureLabel != GermanNumberWords.structureLabel(for: n) {
            problems.append(("structureLabel", "expected \(GermanNumberWords.structureLabel(for: n) ?? "none")"))
        }
        let expectedPartsAudio: AudioID? = n >= 6 ? .numberParts(n) : nil
        if entry.partsAudio != expectedPartsAudio { problems.append(("partsAudio", "num.<n>.parts is for 6…20")) }
        let expectedAfter: AudioID? = n >= 2 ? .numberAfter(n) : nil
        if entry.afterAudio != expectedAfter { problems.append(("afterAudio", "num.<n>.after is for 2…20")) }
        return problems
    }

    /// prompts.json: unique voice lines with text, effects only for `sfx.*` and `music.*`.
    mutating func loadPrompts(file: String) -> PromptInventory {
        guard let raw = decode(PromptsFile.self, file: file) else { return PromptInventory() }
        checkSchemaVersion(raw.schemaVersion, file: file)
        var lines: [AudioID: PromptLine] = [:]
        for (index, line) in keep(raw.lines, file: file).enumerated() {
            let path = "$.lines[\(index)]"
            if !line.id.isVoice {
                report.add(file, path + ".id", "\(line.id) is an effect, not a voice line")
            } else if lines[line.id] != nil {
                report.add(file, path + ".id", "duplicate audio ID \(line.id)")
            } else if line.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || line.text.count > 200 {
                report.add(file, path + ".text", "a line needs 1 to 200 characters of text")
            } else {
                lines[line.id] = line
            }
        }
        var effects: [AudioID: SoundEffect] = [:]
        for (index, effect) in keep(raw.effects, file: file).enumerated() {
            let path = "$.effects[\(index)]"
            if effect.id.isVoice {
                report.add(file, path + ".id", "effects are sfx.* or music.*")
            } else if effects[effect.id] != nil {
                report.add(file, path + ".id", "duplicate audio ID \(effect.id)")
            } else {
                effects[effect.id] = effect
            }
        }
        return PromptInventory(lines: lines, effects: effects)
    }
}

import Foundation
import ZKCore

extension LoadingSession {
    /// Checks the voice script of every language after the source language against the inventory:
    /// every line present once with a text, no line the inventory lacks, the same lead-ins (a
    /// lead-in is spoken with a level end in every language). The app plays the generated files;
    /// a problem here means a language would be silent or wrong somewhere (docs/content.md#9-languages).
    mutating func checkVoiceScripts(manifest: ContentManifest, inventory: PromptInventory) {
        for language in manifest.languages where language != manifest.sourceLocale {
            let file = "prompts.\(language).json"
            guard let raw = decode(VoiceScriptFile.self, file: file) else { continue }
            checkSchemaVersion(raw.schemaVersion, file: file)
            if raw.locale != language { report.add(file, "$.locale", "expected \"\(language)\"") }
            var seen: Set<AudioID> = []
            for (index, line) in keep(raw.lines, file: file).enumerated() {
                let path = "$.lines[\(index)]"
                guard let original = inventory.lines[line.id] else {
                    report.add(file, path + ".id", "\(line.id) is not in the inventory")
                    continue
                }
                if !seen.insert(line.id).inserted {
                    report.add(file, path + ".id", "duplicate audio ID \(line.id)")
                } else if line.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || line.text.count > 200 {
                    report.add(file, path + ".text", "a line needs 1 to 200 characters of text")
                } else if line.isLeadIn != original.isLeadIn {
                    report.add(file, path + ".leadIn", "\(line.id) must be a lead-in exactly when the inventory's is")
                }
            }
            for missing in inventory.lines.keys.sorted() where !seen.contains(missing) {
                report.add(file, "$.lines", "no \(language) line for \(missing)")
            }
        }
    }
}

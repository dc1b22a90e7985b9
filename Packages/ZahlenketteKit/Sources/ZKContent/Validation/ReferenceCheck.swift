import ZKCore

/// Cross-file checks: every string key and audio ID that content refers to exists. These problems
/// are reported but hide no game (a missing line only silences a prompt, spec 3.1.4).
struct ReferenceCheck {
    let catalog: ContentCatalog
    var problems: [ContentProblem] = []

    init(catalog: ContentCatalog) {
        self.catalog = catalog
    }

    mutating func run() {
        let manifest = catalog.manifest
        let numbersFile = manifest.file("numbers")
        for entry in catalog.numbers + (catalog.zero.map { [$0] } ?? []) {
            key(entry.wordKey, numbersFile, "$.numbers[\(entry.value)]")
            for id in [entry.audio, entry.questionAudio, entry.partsAudio, entry.afterAudio].compactMap({ $0 }) {
                audio(id, numbersFile, "$.numbers[\(entry.value)]")
            }
        }
        for game in catalog.games.values.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
            let file = "games/\(game.id.rawValue).json"
            key(game.titleKey, file, "$.titleKey")
            audio(game.titleAudio, file, "$.titleAudio")
            for (name, id) in game.prompts.sorted(by: { $0.key < $1.key }) { audio(id, file, "$.prompts.\(name)") }
            for step in game.steps { key(step.labelKey, file, "$.steps[\(step.step.rawValue - 1)].labelKey") }
        }
        for friend in catalog.friends {
            let path = "$.friends[\(friend.number - 1)]"
            key(friend.nameKey, manifest.file("friends"), path + ".nameKey")
            key(friend.personalityKey, manifest.file("friends"), path + ".personalityKey")
            audio(friend.helloAudio, manifest.file("friends"), path + ".helloAudio")
            audio(friend.shortHelloAudio, manifest.file("friends"), path + ".shortHelloAudio")
        }
        for language in catalog.homeLanguages {
            key(language.nameKey, manifest.file("numberWords"), "$.languages.\(language.code)")
        }
        for avatar in catalog.avatars { key(avatar.nameKey, manifest.file("avatars"), "$.avatars.\(avatar.id)") }
        for item in catalog.decorations { key(item.nameKey, manifest.file("decorations"), "$.decorations.\(item.id)") }
        for sticker in catalog.stickers { key(sticker.nameKey, manifest.file("stickers"), "$.stickers.\(sticker.id)") }
        for picture in catalog.dotPictures {
            let file = "dotpictures/\(picture.id).json"
            key(picture.nameKey, file, "$.nameKey")
            audio(picture.nameAudio, file, "$.nameAudio")
        }
        for number in 0...20 { key(GermanNumberWords.wordKey(for: number), "Content.xcstrings", "$.strings") }
        for step in DifficultyStep.allCases { key(step.labelKey, "Content.xcstrings", "$.strings") }
    }

    private mutating func key(_ key: String, _ file: String, _ path: String) {
        guard !catalog.strings.isEmpty, !catalog.strings.contains(key) else { return }
        problems.append(ContentProblem(file: file, jsonPath: path, message: "string key \(key) is in no catalog"))
    }

    private mutating func audio(_ id: AudioID, _ file: String, _ path: String) {
        guard !catalog.prompts.lines.isEmpty, !catalog.prompts.contains(id) else { return }
        problems.append(ContentProblem(file: file, jsonPath: path, message: "audio \(id) is not in the inventory"))
    }
}

import ZKCore

extension LoadingSession {
    /// Every `games/<id>.json`, sorted by ID: a game declares itself by its file (docs/adding-a-game.md).
    /// A file whose name is no game ID is reported and skipped.
    mutating func discoverGames() -> [GameID] {
        source.fileNames(in: "games").compactMap { name in
            guard name.hasSuffix(".json") else { return nil }
            guard let game = GameID(rawValue: String(name.dropLast(".json".count))) else {
                report.add("games/\(name)", "$", "the file name is no game ID (lowercase snake_case)")
                return nil
            }
            return game
        }.sorted()
    }

    /// games/<gameId>.json for each game. A game is available only when its file decoded and every
    /// check passed, and what it draws from exists (pictures for Punkt zu Punkt, Ziffern for Nachspuren).
    mutating func loadGames(
        ids: [GameID], dotPictures: [DotPicture], numerals: [Int: NumeralTemplate]
    ) -> ([GameID: GameConfig], Set<GameID>) {
        var games: [GameID: GameConfig] = [:]
        var available: Set<GameID> = []
        for game in ids where games[game] == nil {
            let file = "games/\(game.rawValue).json"
            guard let config = decode(GameConfig.self, file: file) else { continue }
            let problems = gameProblems(config, expected: game, dotPictures: dotPictures, numerals: numerals)
            for (path, message) in problems { report.add(file, path, message) }
            games[game] = config
            if problems.isEmpty { available.insert(game) }
        }
        return (games, available)
    }

    private func gameProblems(
        _ config: GameConfig, expected: GameID, dotPictures: [DotPicture], numerals: [Int: NumeralTemplate]
    ) -> [(String, String)] {
        var problems: [(String, String)] = []
        if config.schemaVersion != 1 { problems.append(("$.schemaVersion", "expected 1")) }
        if config.id != expected { problems.append(("$.id", "the ID must match the file name \(expected.rawValue)")) }
        if config.titleKey != "game.\(expected.rawValue).title" {
            problems.append(("$.titleKey", "expected game.<gameId>.title"))
        }
        if config.titleAudio != .title(expected) {
            problems.append(("$.titleAudio", "expected title.\(expected.rawValue)"))
        }
        if !Grammar.isSlug(config.iconAssetName) { problems.append(("$.iconAssetName", "invalid asset name")) }
        if config.secondarySkill == config.primarySkill {
            problems.append(("$.secondarySkill", "differs from the primary skill"))
        }
        if expected == .entdecken && config.abenteuerEligible {
            problems.append(("$.abenteuerEligible", "Entdecken is never in the Abenteuer (docs/abenteuer.md#the-day)"))
        }
        for level in Level.allCases {
            let range = config.validNumbers[level]
            if range.min < 1 || range.max > level.rangeCap.maxNumber || range.min > range.max {
                problems.append(("$.validNumbers.\(level.rawValue)", "a range within 1…\(level.rangeCap.maxNumber)"))
            }
        }
        for (key, audio) in config.prompts.sorted(by: { $0.key < $1.key }) {
            if audio != .prompt(expected, key) {
                problems.append(("$.prompts.\(key.prefix(40))", "expected prompt.\(expected.rawValue).<key>"))
            }
        }
        for (index, name) in ((config.countingObjects ?? []) + (config.figureAssetNames ?? [])).enumerated()
        where !Grammar.isSlug(name) {
            problems.append(("$", "asset name \(index + 1) is invalid"))
        }
        if let constants = config.constants, constants.values.contains(where: { !$0.isFinite }) {
            problems.append(("$.constants", "constants must be finite numbers"))
        }
        problems += stepProblems(config, game: expected)
        switch expected {
        case .punktZuPunkt:
            for size in [5, 10, 20] where !dotPictures.contains(where: { $0.dots.count == size }) {
                problems.append(("$", "no valid picture with \(size) dots"))
            }
        case .nachspuren:
            if (0...9).contains(where: { numerals[$0] == nil }) {
                problems.append(("$", "the Ziffern templates are incomplete"))
            }
        default:
            break
        }
        return problems
    }

    private func stepProblems(_ config: GameConfig, game: GameID) -> [(String, String)] {
        var problems: [(String, String)] = []
        guard config.steps.map(\.step) == DifficultyStep.allCases else {
            return [("$.steps", "exactly the steps 1, 2 and 3 in order")]
        }
        for (index, step) in config.steps.enumerated() {
            let path = "$.steps[\(index)]"
            if step.labelKey != step.step.labelKey {
                problems.append((path + ".labelKey", "expected \(step.step.labelKey)"))
            }
            if let tasks = step.tasksPerRound, tasks.all.contains(where: { !(2...8).contains($0) }) {
                problems.append((path + ".tasksPerRound", "2 to 8 tasks (docs/content.md#gamesgameidjson)"))
            }
            if let scale = step.nextDotScale, !(scale.isFinite && scale >= 1 && scale <= 2) {
                problems.append((path + ".nextDotScale", "1 to 2"))
            }
            if let window = step.beadWindow, !(2...20).contains(window) {
                problems.append((path + ".beadWindow", "2 to 20 beads"))
            }
            if let limit = step.scatteredUpTo, limit.all.contains(where: { !(1...20).contains($0) }) {
                problems.append((path + ".scatteredUpTo", "1 to 20"))
            }
            for requirement in config.stepRequirements {
                if let (field, message) = requirement.problem(in: step) {
                    problems.append(("\(path).\(field)", message))
                }
            }
        }
        return problems
    }
}

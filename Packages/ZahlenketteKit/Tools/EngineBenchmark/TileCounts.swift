import Foundation
import ZKCore
import ZKLearningEngine

/// The answer tiles each game shows per level and step, read from the shipped content
/// (`Resources/Content/games/<id>.json`, `steps[].optionCount`). Games whose content has no option
/// count (Memory, Nachspuren, Mehr oder weniger, …) use the tile-game table: littleOnes 2/3/3,
/// vorschule 3/3/4.
struct TileCounts: Sendable {
    private var table: [GameID: [Level: [Int]]] = [:]
    /// True when every game's file was read; the benchmark reports it.
    private(set) var readFromContent = true

    static let standard: [Level: [Int]] = [.littleOnes: [2, 3, 3], .vorschule: [3, 3, 4]]

    private struct GameFile: Decodable {
        struct Step: Decodable {
            let step: Int
            let optionCount: [String: Int]?
        }
        let steps: [Step]
    }

    init(contentFolder: URL) {
        for game in StandardGameCatalog.games {
            let url = contentFolder.appendingPathComponent("\(game.rawValue).json")
            guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(GameFile.self, from: data)
            else {
                readFromContent = false
                continue
            }
            var levels: [Level: [Int]] = [:]
            for level in [Level.littleOnes, .vorschule] {
                let counts = file.steps.sorted { $0.step < $1.step }.compactMap { $0.optionCount?[level.rawValue] }
                if counts.count == DifficultyStep.allCases.count { levels[level] = counts }
            }
            table[game] = levels
        }
    }

    /// The content folder of this repository, found from this source file's place.
    static func repositoryContent() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/Content/games")
    }

    /// The tiles of a scaffolded task: a tile game (one whose content counts its tiles) shows at most
    /// `PlannedTask.scaffoldedAnswerTiles` (D-0136); any other game shows its step one's answer form.
    func scaffoldedTiles(game: GameID, level: Level) -> Int {
        let stepOne = tiles(game: game, level: level, step: .step1)
        return table[game]?[level] == nil ? stepOne : min(stepOne, PlannedTask.scaffoldedAnswerTiles)
    }

    /// What the child sees of `task`: the easiest form, or the task's step with its tiles.
    func presentation(of task: SimTask, game: GameID, level: Level) -> Presentation {
        task.scaffolded
            ? .scaffold(tiles: scaffoldedTiles(game: game, level: level))
            : Presentation(step: task.step, tiles: tiles(game: game, level: level, step: task.step), scaffolded: false)
    }

    func tiles(game: GameID, level: Level, step: DifficultyStep) -> Int {
        let counts = table[game]?[level] ?? Self.answerForms[game] ?? Self.standard[level] ?? [3, 3, 4]
        return counts[step.rawValue - 1]
    }

    /// Games whose answer is not a choice among numeral tiles, as they show it (D-0137): Mehr oder
    /// weniger asks for one of two sets. Memory and Nachspuren keep the tile table (D-0123).
    static let answerForms: [GameID: [Int]] = [.mehrWeniger: [2, 2, 2]]
}

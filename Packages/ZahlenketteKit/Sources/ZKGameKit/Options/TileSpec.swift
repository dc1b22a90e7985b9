import ZKContent
import ZKCore

/// How many numeral tiles a task shows and which distractors sit beside the answer, read from a
/// game's step configuration (docs/games.md#options).
public struct TileSpec: Sendable, Equatable {
    public let count: Int
    public let profile: DistractorProfile

    public init(count: Int, profile: DistractorProfile) {
        self.count = count
        self.profile = profile
    }

    /// The tiles of `step` at `level`. Validation guarantees both fields for tile games; should a
    /// damaged file still lack one, the rule of docs/games.md#options applies rather than a crash.
    public init(config: GameConfig, step: DifficultyStep, level: Level) {
        let stepConfig = config.step(step)
        self.count = stepConfig?.optionCount?[level] ?? TileSpec.standardCount(step: step, level: level)
        self.profile = stepConfig?.distractorProfile ?? TileSpec.standardProfile(step)
    }

    /// The tiles of `task` at `level`: its step's, and no more than
    /// `PlannedTask.scaffoldedAnswerTiles` when the engine asked for the easiest form (D-0136) —
    /// at Vorschule step one has three tiles, so the easiest form has one fewer.
    public init(config: GameConfig, task: PlannedTask, level: Level) {
        self.init(config: config, step: task.step, level: level, scaffolded: task.scaffolded)
    }

    /// The tiles of `step` at `level`, in the easiest form when `scaffolded` (D-0136).
    public init(config: GameConfig, step: DifficultyStep, level: Level, scaffolded: Bool) {
        self.init(config: config, step: step, level: level)
        guard scaffolded else { return }
        self = TileSpec(count: min(count, PlannedTask.scaffoldedAnswerTiles), profile: profile)
    }

    /// The chance that a child who does not know the answer taps it: one over the tiles.
    public var guessChance: Double { 1 / Double(max(count, 1)) }

    /// littleOnes 2/3/3, vorschule 3/3/4 (docs/games.md#options).
    public static func standardCount(step: DifficultyStep, level: Level) -> Int {
        switch (level, step) {
        case (.littleOnes, .step1): 2
        case (.littleOnes, _): 3
        case (.vorschule, .step3): 4
        case (.vorschule, _): 3
        }
    }

    /// far, near, confusable by step (docs/games.md#options).
    public static func standardProfile(_ step: DifficultyStep) -> DistractorProfile {
        switch step {
        case .step1: .far
        case .step2: .near
        case .step3: .confusable
        }
    }
}

import ZKCore

/// The configuration of one game, `games/<gameId>.json` (docs/games.md#the-shared-round,
/// docs/games.md#the-games). Tier, Abenteuer eligibility and every per-step parameter come from
/// here, never from code.
public struct GameConfig: Sendable, Equatable, Decodable {
    public let schemaVersion: Int
    public let id: GameID
    /// `game.<gameId>.title` in Content.xcstrings.
    public let titleKey: String
    /// `title.<gameId>`, spoken when a round opens.
    public let titleAudio: AudioID
    public let iconAssetName: String
    public let tier: GameTier
    public let abenteuerEligible: Bool
    public let primarySkill: Skill
    public let secondarySkill: Skill?
    /// The numbers a task may target per level, before the range stage is applied.
    public let validNumbers: PerLevel<NumberRange>
    /// The game's lines by their key: `"ask": "prompt.wie_viele.ask"`.
    public let prompts: [String: AudioID]
    /// Pictures of the counted things (obj_*), if the game shows objects.
    public let countingObjects: [String]?
    /// Characters and props of the game (the rabbit of Hör hin, the frog of Froschsprung).
    public let figureAssetNames: [String]?
    /// Named numeric constants of the game (corridor widths, timings); documented in
    /// docs/content.md.
    public let constants: [String: Double]?
    /// The step parameters this game reads; every step must have them.
    public let stepRequirements: [GameRequirement]
    /// Exactly three steps, 1 to 3.
    public let steps: [StepConfig]

    /// The configuration of one step.
    public func step(_ step: DifficultyStep) -> StepConfig? {
        // An index loop, not `first(where:)`: every task generator asks per task, and a debug build
        // makes the closure's search a generic call per step (D-0057).
        var index = 0
        while index < steps.count {
            if steps[index].step == step { return steps[index] }
            index += 1
        }
        return nil
    }

    /// The game's line for a key, e.g. `prompt("ask")`.
    public func prompt(_ key: String) -> AudioID? {
        prompts[key]
    }

    /// A named constant, or `fallback` when the file does not define it.
    public func constant(_ name: String, default fallback: Double) -> Double {
        constants?[name] ?? fallback
    }

    /// The configured numbers for the level intersected with the range stage
    /// (docs/engine.md#what-it-knows).
    public func validNumbers(level: Level, range: RangeStage) -> [Int] {
        guard let configured = validNumbers[level].closedRange else { return [] }
        // The two ranges' overlap in a plain loop: every task generator asks for each task, and a
        // debug build's generic `filter` over a range cost more than the generator (D-0057).
        let stage = range.numbers
        var valid: [Int] = []
        var number = max(configured.lowerBound, stage.lowerBound)
        let last = min(configured.upperBound, stage.upperBound)
        while number <= last {
            valid.append(number)
            number += 1
        }
        return valid
    }

    /// Tasks per round at a step and level: the step's override, else the level default
    /// (docs/engine.md#planning-a-round).
    public func tasksPerRound(step: DifficultyStep, level: Level) -> Int {
        self.step(step)?.tasksPerRound?[level] ?? level.tasksPerRound
    }
}

/// The parameters of one difficulty step. Each game uses the fields its rules read;
/// `GameRequirements` lists which ones must be present.
public struct StepConfig: Sendable, Equatable, Decodable {
    public let step: DifficultyStep
    /// `game.step.leicht`, `game.step.mittel` or `game.step.schwer`.
    public let labelKey: String
    /// Numeral tiles per level (docs/games.md#options: littleOnes 2/3/3, vorschule 3/3/4).
    public let optionCount: PerLevel<Int>?
    public let distractorProfile: DistractorProfile?
    /// How quantities are drawn; a game picks one per task by seed.
    public let displays: PerLevel<[QuantityDisplay]>?
    /// Round length override, 2 to 8 (docs/engine.md#planning-a-round).
    public let tasksPerRound: PerLevel<Int>?
    /// Blitzblick flash duration in seconds.
    public let flashSeconds: PerLevel<Double>?
    /// Scattered dots are used only up to this number; above it the structured display.
    public let scatteredUpTo: PerLevel<Int>?
    /// Nachspuren corridor width as a share of the glyph height.
    public let corridorWidth: Double?
    public let guides: [TraceGuide]?
    /// Was fehlt? beads shown around the gap; nil shows the whole chain.
    public let beadWindow: Int?
    public let gapPosition: GapPosition?
    /// The only numbers written on beads, stones or dots; nil or all numbers means every one.
    public let labeledNumbers: [Int]?
    /// Mehr oder weniger: the allowed |n − m|.
    public let difference: NumberRange?
    /// Mehr oder weniger step 1: the smallest difference when the wanted one is impossible.
    public let fallbackMinDifference: Int?
    public let questions: PerLevel<[CompareQuestion]>?
    /// Memory pairs on the board.
    public let pairs: PerLevel<Int>?
    public let frogStart: FrogStart?
    /// Froschsprung step 3: how far the start stone lies from the target.
    public let frogStartOffset: PerLevel<NumberRange>?
    public let plate: PlateStyle?
    public let countsAloud: Bool?
    /// Punkt zu Punkt step 1: the next dot is drawn this much larger.
    public let nextDotScale: Double?
    /// Schüttelbox: N outline places with k filled (DR-18).
    public let showsOutlinePlaces: Bool?
    /// Schüttelbox: the numeral N is shown.
    public let showsWholeNumeral: Bool?
    /// Hör hin step 3: the teen partner, if in range, is always a tile.
    public let teenPartnerAlwaysShown: Bool?
}

/// Distractor profiles (docs/games.md#options).
public enum DistractorProfile: String, Sendable, Equatable, Decodable, CaseIterable {
    case far
    case near
    case confusable
}

/// How a quantity is drawn.
public enum QuantityDisplay: String, Sendable, Equatable, Decodable, CaseIterable {
    case zwanzigerfeld
    case dice
    case fingers
    case tenStick
    case tenStickAndFingers
    case scattered
    case structured
    case beadChain
}

/// Nachspuren guides per step.
public enum TraceGuide: String, Sendable, Equatable, Decodable, CaseIterable {
    case arrows
    case ghostFinger
    case startDot
    case faintOutline
}

public enum GapPosition: String, Sendable, Equatable, Decodable, CaseIterable {
    case middle
    case anywhere
}

public enum CompareQuestion: String, Sendable, Equatable, Decodable, CaseIterable {
    case more
    case less
}

public enum FrogStart: String, Sendable, Equatable, Decodable, CaseIterable {
    case bank
    case nearTarget
}

public enum PlateStyle: String, Sendable, Equatable, Decodable, CaseIterable {
    case dottedField
    case outlineField
    case plain
}

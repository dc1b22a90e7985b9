import ZKContent
import ZKCore
import ZKGameKit

/// What Blitzblick says and credits (docs/games.md#blitzblick): subitize 1.0 and recognize 0.5 on
/// n. The flash is the task's activity: it runs before the tiles enable, again at H1 and H2, and
/// again after a pause hid it; never on the child's request.
public struct BlitzblickRules: RoundRules {
    public let gameID = GameID.blitzblick
    public let introLine: AudioID? = nil
    public let config: GameConfig

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> BlitzblickTask {
        BlitzblickTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
            using: &generator)
    }

    /// "Schau genau! Wie viele?"
    public func prompt(for task: BlitzblickTask) -> [AudioID] { [.prompt(.blitzblick, "ask")] }

    /// One flash before the tiles enable, and one after H1 and H2; the solution lifts the cloud.
    public func activitySteps(for task: BlitzblickTask, rung: HintRung) -> Int {
        rung == .solution ? 0 : 1
    }

    /// A flash hidden by a pause is shown again (docs/games.md#blitzblick: "except after
    /// backgrounding").
    public var activityRepeatsAfterPause: Bool { true }

    /// H1 and H2 announce the repeated flash with "Noch einmal. Schau genau!" (D-0601); the
    /// solution counts along up to five, names the parts from six, then says the number.
    public func hintLine(_ rung: HintRung, for task: BlitzblickTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1, .h2: [.prompt(.blitzblick, "hint1")]
        case .solution: BlitzblickRules.countAlong(task.number) + BlitzblickRules.theseAre(task.number)
        }
    }

    public func credits(for task: BlitzblickTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }

    /// Whether the solution counts the things one by one (n up to 5) instead of naming the parts.
    static func countsAlong(_ number: Int) -> Bool { number <= 5 }

    /// `num.1 … num.n` up to five; `num.<n>.parts` ("Sieben ist fünf und zwei.") from six.
    static func countAlong(_ number: Int) -> [AudioID] {
        countsAlong(number) ? (1...max(1, number)).map(AudioID.number) : [.numberParts(number)]
    }

    /// "Das sind …" + the number, or the single line "Das ist eins." (docs/games.md#audio).
    static func theseAre(_ number: Int) -> [AudioID] {
        number == 1 ? [.common("just_one")] : [.common("these_are"), .number(number)]
    }
}

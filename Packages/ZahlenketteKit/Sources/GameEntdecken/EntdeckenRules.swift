import ZKContent
import ZKCore
import ZKGameKit

/// What Zähl mit says and credits (docs/games.md#entdecken): name 1.0 and recognize 0.5 on n. The
/// child taps the beads along (never an attempt); then the number is named and the tiles enable.
public struct EntdeckenRules: RoundRules {
    public let gameID = GameID.entdecken
    public let introLine: AudioID? = nil

    public let config: GameConfig

    public init(config: GameConfig) {
        self.config = config
    }

    public func makeTask(
        for planned: PlannedTask, index: Int, level: Level, range: RangeStage, recentCorrectSlots: [Int],
        using generator: inout SplitMix64
    ) -> EntdeckenTask {
        EntdeckenTaskGenerator.makeTask(
            for: planned, config: config, level: level, range: range, recentCorrectSlots: recentCorrectSlots,
            using: &generator)
    }

    /// "Tipp die Perlen an, ich zähle mit!"
    public func prompt(for task: EntdeckenTask) -> [AudioID] { [.prompt(.entdecken, "count")] }

    /// The child taps the n beads along before the tiles enable; not again after a hint.
    public func activitySteps(for task: EntdeckenTask, rung: HintRung) -> Int {
        rung == .none ? task.number : 0
    }

    /// The counted number, then "Welche Zahl ist das?".
    public func lineAfterActivity(for task: EntdeckenTask) -> [AudioID] {
        [.number(task.number), .prompt(.entdecken, "which")]
    }

    public func hintLine(_ rung: HintRung, for task: EntdeckenTask) -> [AudioID] {
        switch rung {
        case .none: []
        case .h1: [.number(task.number)]
        case .h2: task.number > 5 ? [.numberParts(task.number)] : [.number(task.number)]
        case .solution: [.common("this_is"), .number(task.number)]
        }
    }

    public func credits(for task: EntdeckenTask, planned: PlannedTask) -> TaskCredits {
        config.credits(on: task.number)
    }
}
